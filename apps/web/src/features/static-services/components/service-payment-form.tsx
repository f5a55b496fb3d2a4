import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { amountInput } from '@/components/ui/amount-input';
import { mobileInput } from '@/components/ui/mobile-field';
import { operatorValue, PAYMENT_SERVICES, type PaymentServiceId } from '../payment-services';
import { servicePaymentSchema, type ServicePaymentInput } from '../schemas/service-payment-schema';
import { useFieldError, useStaticServicesT } from '../static-services-messages';
import { AMOUNT_MAX_LENGTH } from '../schemas/amount-schema';
import { ComingSoonNotice } from './coming-soon-notice';

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
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const t = useStaticServicesT();
  const fieldError = useFieldError();
  const [submits, setSubmits] = useState(0);
  const { errors } = form.formState;
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSubmit = form.handleSubmit(
    () => setSubmits((n) => n + 1),
    () => {
      refused();
      setSubmits(0);
    },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <ControlledSelectField
        control={form.control}
        name="operator"
        label={t('operator')}
        placeholder={t('operatorPlaceholder')}
        options={service.operators.map((key) => ({ value: operatorValue(key), label: t(key) }))}
        error={fieldError(errors.operator?.message)}
      />
      <ControlledField
        control={form.control}
        name="mobile"
        label={t('mobile')}
        placeholder={t('mobilePlaceholder')}
        {...mobileInput}
        error={fieldError(errors.mobile?.message)}
      />
      <ControlledField
        control={form.control}
        name="amount"
        label={t('amount')}
        placeholder={t('amountPlaceholder')}
        hint={t('amountHint')}
        {...amountInput(AMOUNT_MAX_LENGTH)}
        error={fieldError(errors.amount?.message)}
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
