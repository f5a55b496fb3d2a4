import { useMemo } from 'react';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { mobileInput } from '@/components/ui/mobile-field';
import { operatorValue, PAYMENT_SERVICES, type PaymentServiceId } from '../payment-services';
import { servicePaymentSchema, type ServicePaymentInput } from '../schemas/service-payment-schema';
import { useStaticServicesT } from '../static-services-messages';
import { ComingSoonForm, useComingSoonForm } from './coming-soon-form';

const EMPTY: ServicePaymentInput = { operator: '', mobile: '', amount: '' };

/**
 * Operator, mobile number and amount (docs/product-1.md §1, docs/product-2.md §2 'Other forms'). The
 * service is not live: a valid submit charges nothing and says so instead of pretending to pay.
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
  const working = useComingSoonForm(schema, EMPTY);
  const { form, errorOf } = working;
  const t = useStaticServicesT();

  return (
    <ComingSoonForm working={working} serviceName={serviceName} submitLabel={t(service.submit)}>
      <ControlledSelectField
        control={form.control}
        name="operator"
        label={t('operator')}
        placeholder={t('operatorPlaceholder')}
        options={service.operators.map((key) => ({ value: operatorValue(key), label: t(key) }))}
        error={errorOf('operator')}
      />
      <ControlledField
        control={form.control}
        name="mobile"
        label={t('mobile')}
        placeholder={t('mobilePlaceholder')}
        {...mobileInput}
        error={errorOf('mobile')}
      />
    </ComingSoonForm>
  );
}
