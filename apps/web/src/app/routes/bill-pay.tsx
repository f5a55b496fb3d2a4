import { useParams, useSearchParams } from 'react-router';
import { CatalogueBill } from '@/features/recharges/components/catalogue-bill';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { useI18n } from '@/lib/i18n/i18n';
import { billerPrefillOf } from '@/lib/repeat-link';

/** /bills/pay/:billerId: any catalogue biller's bill, by the biller's own form. */
export function BillPayRoute() {
  const { t } = useI18n();
  const { billerId = '' } = useParams();
  const [params] = useSearchParams();
  const prefill = billerPrefillOf(params);
  return (
    <PayScreen title={t('route.bill-pay')}>
      <CatalogueBill key={`${billerId}?${prefill ?? ''}`} billerId={billerId} prefill={prefill} />
    </PayScreen>
  );
}
