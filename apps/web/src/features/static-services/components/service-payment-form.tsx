import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MobileField } from '@/components/ui/mobile-field';
import { operatorValue, PAYMENT_SERVICES, type PaymentServiceId } from '../payment-services';
import { servicePaymentSchema, type ServicePaymentInput } from '../schemas/service-payment-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { AmountField } from './amount-field';
import { ComingSoonNotice } from './coming-soon-notice';
import { SelectField } from '@/components/ui/select-field';

const EMPTY: ServicePaymentInput = { operator: '', mobile: '', amount: '' };

/**
 * Operator, mobile number and amount (spec/01 §1, spec/02 §2 'Money Transfer'). The service is
 * not live: a valid submit charges nothing and says so instead of pretending to pay.
 */
export function ServicePaymentForm({
  serviceId,
  serviceName,
}: {
  serviceId: PaymentServiceId;
  serviceName: string;
}) {
  const service = PAYMENT_SERVICES[serviceId];
  const schema = useMemo(
    () => servicePaymentSchema(service.operators.map(operatorValue)),
    [service],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const t = useStaticServicesT();
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => setSubmits(0),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={form.control}
        name="operator"
        render={({ field }) => (
          <SelectField
            label={t('operator')}
            placeholder={t('operatorPlaceholder')}
            options={service.operators.map((key) => ({
              value: operatorValue(key),
              label: t(key),
            }))}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.operator?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="mobile"
        render={({ field }) => (
          <MobileField
            label={t('mobile')}
            placeholder={t('mobilePlaceholder')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.mobile?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountField
            label={t('amount')}
            placeholder={t('amountPlaceholder')}
            hint={t('amountHint')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.amount?.message)}
          />
        )}
      />
      <ComingSoonNotice
        count={submits}
        message={submits > 0 ? t('noticeCharged', { service: serviceName }) : undefined}
      />
      <Button type="submit" block>
        {t(service.submit)}
      </Button>
    </form>
  );
}
