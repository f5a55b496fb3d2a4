import { BillPayment } from '@/features/recharges/components/bill-payment';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';

/** /book-gas-cylinder: Book Gas — Fetch Gas Bill, then Pay & Book Gas (docs/product-1.md §2). */
export function BookGasCylinderRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.book-gas-cylinder')}>
      <BillPayment kind="gas" picker={CompanyPicker} />
    </PayScreen>
  );
}
