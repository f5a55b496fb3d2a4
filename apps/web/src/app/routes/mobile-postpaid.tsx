import { useSearchParams } from 'react-router';
import { RecentsStrip } from '@/features/recents/components/recents-strip';
import { BillPayment } from '@/features/recharges/components/bill-payment';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatPrefillOf } from '@/lib/repeat-link';

/** /mobile-postpaid: Postpaid Bill — Fetch Bill, then Pay Postpaid Bill (docs/product-2.md §2). */
export function MobilePostpaidRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PayScreen title={t('route.mobile-postpaid')}>
      <BillPayment
        key={params.toString()}
        kind="postpaid"
        picker={CompanyPicker}
        prefill={repeatPrefillOf(params) ?? undefined}
      />
      <RecentsStrip kind="postpaid" />
    </PayScreen>
  );
}
