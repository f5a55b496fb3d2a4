import { BillPayment } from '@/features/recharges/components/bill-payment';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';

/** /electricity-bill: Pay Electricity Bill, in two steps (docs/product-1.md §2). */
export function ElectricityBillRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.electricity-bill')}>
      <BillPayment kind="electricity" picker={CompanyPicker} />
    </PayScreen>
  );
}
