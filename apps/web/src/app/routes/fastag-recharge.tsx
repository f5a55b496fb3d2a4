import { FastagRechargeForm } from '@/features/recharges/components/fastag-recharge-form';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';

/** /fastag-recharge: Fastag Recharge (docs/product-1.md §2). */
export function FastagRechargeRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.fastag-recharge')}>
      <FastagRechargeForm picker={CompanyPicker} />
    </PayScreen>
  );
}
