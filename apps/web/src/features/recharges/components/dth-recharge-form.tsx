import { Tv } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { AMOUNT_MAX_LENGTH, SERVICE_CATEGORIES, rechargeMessages } from '@kosh/contract/recharge';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useI18n } from '@/lib/i18n/i18n';
import { createDthRecharge } from '../api/create-dth-recharge';
import { usePayment } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT } from '../messages';
import { collect } from '../utils/collect-errors';
import {
  acceptDthNumber,
  checkDth,
  emptyDthForm,
  toDthRequest,
  type DthFieldName,
  type DthFormValues,
} from '../utils/dth-form';
import { FormIntro } from './form-intro';
import { InsufficientBalance } from './insufficient-balance';
import type { OperatorPicker } from './operator-picker';
import { PendingResult } from './pending-result';

const resolver: Resolver<DthFormValues> = async (values) => {
  const { errors } = checkDth(values);
  const entries = Object.entries(errors) as [keyof DthFormValues, string][];
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

/** DTH Recharge (spec/01 §2, §5): operator, number and amount; success says so on its page. */
export function DthRechargeForm({ picker: CompanyPicker }: { picker: OperatorPicker }) {
  const t = useRechargeT();
  const { t: tApp } = useI18n();
  const serverMessage = useRechargeMessage();
  const navigate = useNavigate();
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  const form = useForm<DthFormValues>({ resolver, defaultValues: emptyDthForm() });
  const { errors } = form.formState;

  const onSuccess = useCallback(
    () => navigate(`/success/${encodeURIComponent(rechargeMessages.dthSuccess)}`),
    [navigate],
  );
  const payment = usePayment({ send: createDthRecharge, onSuccess });

  const nameOf = (name: DthFieldName) => t(`field.${name}`);
  const onSubmit = form.handleSubmit(
    async (values) => {
      const outcome = await payment.pay(toDthRequest(values));
      if (outcome.kind === 'invalid') {
        for (const { field, message } of outcome.fields) {
          if (field === 'operator' || field === 'number' || field === 'amount') {
            form.setError(field, { type: 'server', message });
          }
        }
      }
    },
    () => {
      // Several problems or one, named as the spec names them (spec/01 §5).
      const collected = collect(checkDth(form.getValues()).names);
      const description =
        collected.kind === 'many'
          ? t('manyInvalid')
          : collected.kind === 'one'
            ? t('oneInvalid', { field: nameOf(collected.field) })
            : serverMessage(rechargeMessages.invalidFormDth);
      toast.error(tApp('common.error'), { description });
    },
  );

  if (payment.pending) {
    return (
      <PendingResult
        result={payment.pending}
        onAnother={() => {
          payment.clear();
          form.reset(emptyDthForm());
          setCompany(null);
        }}
      />
    );
  }

  const fieldError = (field: keyof DthFormValues) =>
    errors[field]?.message ? serverMessage(errors[field]?.message) : undefined;

  return (
    <Card>
      <LoadingOverlay show={payment.busy} label={t('paying')} />
      <FormIntro icon={Tv} heading={t('dthHeading')} text={t('dthIntro')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
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
        <Controller
          control={form.control}
          name="number"
          render={({ field }) => (
            <Field
              label={t('dthNumber')}
              placeholder={company?.Service_No || t('dthNumberPlaceholder')}
              hint={t('dthNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                const accepted = acceptDthNumber(event.target.value);
                if (accepted !== null) field.onChange(accepted);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('number')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              label={t('amount')}
              placeholder={t('amountPlaceholder')}
              maxLength={AMOUNT_MAX_LENGTH}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('amount')}
            />
          )}
        />
        <InsufficientBalance message={payment.insufficient} />
        <Button type="submit" block disabled={payment.busy} className="py-2">
          {t('proceedDth')}
        </Button>
      </form>
    </Card>
  );
}
