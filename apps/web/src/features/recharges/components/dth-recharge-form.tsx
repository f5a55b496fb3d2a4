import { catalogue } from '@kosh/contract/messages/catalogue';
import { Tv } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { AMOUNT_MAX_LENGTH } from '@kosh/contract/recharge';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ControlledField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { successPath } from '@/lib/success-messages';
import { createDthRecharge } from '../api/create-dth-recharge';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { usePayment, type PaymentResult } from '../hooks/use-payment';
import { useRechargeT } from '../messages';
import { checkResolver } from '../utils/check-resolver';
import {
  DTH_FIELDS,
  acceptDthNumber,
  checkDth,
  emptyDthForm,
  toDthRequest,
  type DthFormValues,
} from '../utils/dth-form';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { FormIntro } from './form-intro';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PendingResult } from './pending-result';

const resolver = checkResolver(checkDth);

/** DTH Recharge (spec/01 §2, §5): operator, number and amount; success says so on its page. */
export function DthRechargeForm({ picker: CompanyPicker }: { picker: OperatorPicker }) {
  const t = useRechargeT();
  const navigate = useNavigate();
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  const form = useForm<DthFormValues>({
    resolver,
    defaultValues: emptyDthForm(),
    shouldFocusError: false,
  });
  const { fieldError, setServerErrors, toastCollected, errorToast } = useFormFeedback(form);
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSuccess = useCallback(
    (result: PaymentResult) => navigate(successPath(catalogue.DTH_SUCCESS, result.orderId)),
    [navigate],
  );
  const payment = usePayment({
    screen: 'dth',
    send: createDthRecharge,
    onSuccess,
    onOutcome: (outcome) => {
      if (outcome.kind === 'invalid') setServerErrors(outcome.fields, DTH_FIELDS);
    },
    errorToast,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      payment.request(toDthRequest(values), {
        name: company?.CompanyName ?? values.operator,
        number: values.number,
      }),
    // Several problems or one, named as the spec names them (spec/01 §5).
    () => {
      refused();
      toastCollected(checkDth(form.getValues()).names, 'DTH_FORM_INVALID');
    },
  );

  if (payment.pending) {
    return (
      <PendingResult
        result={payment.pending}
        onSettled={payment.settled}
        onAnother={() => {
          payment.clear();
          form.reset(emptyDthForm());
          setCompany(null);
        }}
      />
    );
  }

  return (
    <Card>
      <LoadingOverlay show={payment.busy} label={t('paying')} />
      <ConfirmPaymentDialog payment={payment} />
      <FormIntro icon={Tv} heading={t('dthHeading')} text={t('dthIntro')} />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <Controller
          control={form.control}
          name="operator"
          render={({ field }) => (
            <CompanyPicker
              type={SERVICE_CATEGORIES.dth}
              label={t('operator')}
              value={field.value || null}
              onChange={(chosen: ServiceCompany | null) => {
                setCompany(chosen);
                field.onChange(chosen?.Code ?? '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError('operator')}
            />
          )}
        />
        <ControlledField
          control={form.control}
          name="number"
          label={t('dthNumber')}
          placeholder={company?.Service_No || t('dthNumberPlaceholder')}
          hint={t('dthNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          filter={acceptDthNumber}
          error={fieldError('number')}
        />
        <ControlledField
          control={form.control}
          name="amount"
          label={t('amount')}
          placeholder={t('amountPlaceholder')}
          {...amountInput(AMOUNT_MAX_LENGTH)}
          error={fieldError('amount')}
        />
        <InsufficientBalance message={payment.insufficient} />
        <Button type="submit" block disabled={payment.busy} className="py-2">
          {t('proceedDth')}
        </Button>
      </form>
    </Card>
  );
}
