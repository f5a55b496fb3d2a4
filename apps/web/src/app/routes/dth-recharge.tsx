import { DthRechargeForm } from '@/features/recharges/components/dth-recharge-form';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';

/** /dth-recharge: DTH Recharge (docs/product-1.md §2). */
export function DthRechargeRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.dth-recharge')}>
      <DthRechargeForm picker={CompanyPicker} />
    </PayScreen>
  );
}
