import { useSearchParams } from 'react-router';
import { RecentsStrip } from '@/features/recents/components/recents-strip';
import { BillPayment } from '@/features/recharges/components/bill-payment';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatPrefillOf } from '@/lib/repeat-link';

/** /book-gas-cylinder: Book Gas — Fetch Gas Bill, then Pay & Book Gas (docs/product-1.md §2). */
export function BookGasCylinderRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PayScreen title={t('route.book-gas-cylinder')}>
      <BillPayment
        key={params.toString()}
        kind="gas"
        picker={CompanyPicker}
        prefill={repeatPrefillOf(params) ?? undefined}
      />
      <RecentsStrip kind="gas" />
    </PayScreen>
  );
}
