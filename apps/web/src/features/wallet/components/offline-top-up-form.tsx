import type { Said } from '@/lib/i18n/i18n';
import { clsx } from 'clsx';
import { useCallback, useState, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PAYMENT_TYPES, type PaymentType } from '@kosh/contract/wallet';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useClearOnEdit } from '@/lib/show-error';
import { useCompanyBanks } from '../api/get-company-banks';
import { useUserBanks } from '../api/get-user-banks';
import { useRequestMoney } from '../api/request-money';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { useSubmitKey } from '@/hooks/use-submit-key';
import { useFieldMessage, useWalletMessage, useWalletT } from '../messages';
import { todayInput } from '@/lib/dates';
import { isUnanswered } from '@/lib/idempotency';
import {
  OFFLINE_AMOUNT_MAX_LENGTH,
  OFFLINE_FIELDS,
  disabledFields,
  emptyOfflineForm,
  missingFields,
  missingMessage,
  offlineFingerprint,
  offlineFormResolver,
  toRequestMoneyForm,
  type OfflineField,
  type OfflineFormValues,
} from '../utils/offline-form';
import { AmountInfo } from './amount-info';
import { CompanyBankField } from './company-bank-field';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import { SlipFileField } from './slip-file-field';
import { KYC_PATH, liftedByKyc } from '../utils/kyc-limit';

/**
 * The offline top-up request (docs/product-1.md §2–§5): locked until Offline Top Up is pressed; the payment
 * type decides which bank fields apply, and changing it starts the form again. The slip goes up
 * with the fields in one multipart call; success goes to the success page.
 */
export function OfflineTopUpForm({
  enabled,
  firstFieldRef,
  onSubmitted,
}: {
  enabled: boolean;
  firstFieldRef?: Ref<HTMLSelectElement>;
  onSubmitted: () => void;
}) {
  const t = useWalletT();
  const fieldMessage = useFieldMessage();
  const serverMessage = useWalletMessage();
  const today = todayInput();
  const form = useForm<OfflineFormValues>({
    resolver: offlineFormResolver,
    defaultValues: emptyOfflineForm('NEFT', today),
    shouldFocusError: false,
  });
  const companyBanks = useCompanyBanks();
  const userBanks = useUserBanks();
  const requestMoney = useRequestMoney();
  const submitKey = useSubmitKey<null>();
  const [serverError, setServerError] = useState<Said>();
  useClearOnEdit(
    form,
    useCallback(() => setServerError(undefined), []),
  );

  const { errors, isSubmitted } = form.formState;
  const { formRef, refused } = useFocusFirstInvalid(form.formState);
  const paymentType = form.watch('paymentType');
  const off = disabledFields(paymentType);
  const missing = isSubmitted ? missingFields(errors) : [];
  const formError = serverMessage(missingMessage(missing) ?? serverError) || undefined;
  const typeName = t(`type.${paymentType}`);

  const errorOf = (field: OfflineField) => fieldMessage(errors[field]?.message || undefined);
  const invalid = (field: OfflineField) => errors[field]?.type === 'required';
  const notNeeded = (field: OfflineField) =>
    off.has(field) ? t('notNeeded', { type: typeName }) : undefined;

  const changeType = (next: PaymentType) => {
    // Changing the type starts the form again (docs/product-1.md §4).
    setServerError(undefined);
    form.reset(emptyOfflineForm(next, today));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const { key } = submitKey.begin(offlineFingerprint(values), () => null);
    try {
      await requestMoney.mutateAsync({
        form: toRequestMoneyForm(values),
        idempotencyKey: key,
      });
      submitKey.settle();
      form.reset(emptyOfflineForm('NEFT', today));
      onSubmitted();
    } catch (error) {
      if (!isUnanswered(error)) submitKey.settle();
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError) {
        for (const fieldError of error.fields) {
          const { field } = fieldError;
          if ((OFFLINE_FIELDS as readonly string[]).includes(field)) {
            // A code, or (with parameters) its words: the field shows either through one lookup.
            const message = fieldError.params ? serverMessage(fieldError) : fieldError.code;
            form.setError(field as OfflineField, { type: 'server', message });
          }
        }
      }
      // Said once, above Submit (no toast besides), until the customer edits the form.
      const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
      setServerError(answered ? (error as ApiError) : 'WALLET_REQUEST_FAILED');
    }
  }, refused);

  const banksFailed = companyBanks.isError || userBanks.isError;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <LoadingOverlay show={requestMoney.isPending} label={t('submitting')} />
      <fieldset disabled={!enabled} className="min-w-0 space-y-5">
        <legend className="sr-only">{t('offlineHeading')}</legend>
        <ControlledSelectField
          control={form.control}
          name="paymentType"
          label={t('paymentType')}
          options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onValueChange={changeType}
          ref={firstFieldRef}
        />
        <ControlledField
          control={form.control}
          name="amount"
          label={t('amount')}
          placeholder={t('amountPlaceholder')}
          {...amountInput(OFFLINE_AMOUNT_MAX_LENGTH)}
          trailing={<AmountInfo />}
          error={errorOf('amount')}
          invalid={invalid('amount')}
        />
        {banksFailed && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
          >
            {t('banksError')}
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-4"
              onClick={() => {
                void companyBanks.refetch();
                void userBanks.refetch();
              }}
            >
              {t('retry')}
            </button>
          </div>
        )}
        <CompanyBankField
          form={form}
          banks={companyBanks.data}
          loading={companyBanks.isPending}
          disabled={off.has('company_bank_name')}
          hint={notNeeded('company_bank_name')}
          error={errorOf('company_bank_name')}
          invalid={invalid('company_bank_name')}
        />
        <Field
          label={t('companyAccount')}
          readOnly
          tabIndex={off.has('company_acc_number') ? -1 : undefined}
          disabled={off.has('company_acc_number')}
          hint={notNeeded('company_acc_number') ?? t('companyAccountHint')}
          error={errorOf('company_acc_number')}
          invalid={invalid('company_acc_number')}
          className={clsx('[&_input]:bg-canvas')}
          {...form.register('company_acc_number')}
        />
        <Field
          label={t('paymentDate')}
          type="date"
          max={today}
          error={errorOf('paymentDate')}
          invalid={invalid('paymentDate')}
          {...form.register('paymentDate')}
        />
        <ControlledSelectField
          control={form.control}
          name="userBank"
          label={t('userBank')}
          placeholder={userBanks.isPending ? t('banksLoading') : t('userBankPlaceholder')}
          options={(userBanks.data ?? []).map((bank) => ({
            value: bank.BankName,
            label: bank.BankName,
          }))}
          disabled={off.has('userBank')}
          hint={notNeeded('userBank')}
          error={errorOf('userBank')}
          invalid={invalid('userBank')}
        />
        <Field
          label={t('userAccount')}
          placeholder={off.has('userAccNo') ? undefined : t('userAccountPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          disabled={off.has('userAccNo')}
          hint={notNeeded('userAccNo')}
          error={errorOf('userAccNo')}
          {...form.register('userAccNo')}
        />
        <Field
          label={t('transactionNo')}
          placeholder={t('transactionNoPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={errorOf('transactionNo')}
          invalid={invalid('transactionNo')}
          {...form.register('transactionNo')}
        />
        <Field
          label={t('remark')}
          placeholder={t('remarkPlaceholder')}
          maxLength={200}
          error={errorOf('remark')}
          invalid={invalid('remark')}
          {...form.register('remark')}
        />
        <Controller
          control={form.control}
          name="slipImage"
          render={({ field }) => (
            <SlipFileField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errorOf('slipImage')}
              invalid={invalid('slipImage')}
            />
          )}
        />
        <FormAlert message={formError} />
        {liftedByKyc(serverError) && (
          <Link
            to={KYC_PATH}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('completeKyc')}
          </Link>
        )}
        <Button type="submit" block disabled={!enabled || requestMoney.isPending}>
          {t('submit')}
        </Button>
      </fieldset>
    </form>
  );
}
