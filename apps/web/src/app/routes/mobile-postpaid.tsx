import { BillPayment } from '@/features/recharges/components/bill-payment';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';

/** /mobile-postpaid: Postpaid Bill — Fetch Bill, then Pay Postpaid Bill (docs/product-2.md §2). */
export function MobilePostpaidRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.mobile-postpaid')}>
      <BillPayment kind="postpaid" picker={CompanyPicker} />
    </PayScreen>
  );
}
