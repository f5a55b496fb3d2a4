import { Navigate, useSearchParams } from 'react-router';
import { MobileRecharge } from '@/features/recharges/components/mobile-recharge';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { numberFromLink } from '@/features/recharges/utils/mobile-form';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatPrefillOf } from '@/lib/repeat-link';
import { RecentsStrip } from '@/features/recents/components/recents-strip';

/** /mobile-recharge: Mobile Prepaid (docs/product-1.md §2); ?mobileno= fills the number in. */
export function MobileRechargeRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const initialNumber = numberFromLink(params.get('mobileno'));
  const prefill = repeatPrefillOf(params) ?? undefined;
  return (
    <PayScreen title={t('route.mobile-recharge')}>
      <MobileRecharge
        key={params.toString()}
        picker={CompanyPicker}
        initialNumber={initialNumber}
        prefill={prefill}
      />
      <RecentsStrip kind="mobile" />
    </PayScreen>
  );
}

/** /plan-offered?mobileno=…: a navigation target (docs/product-1.md §2) that opens Mobile Prepaid. */
export function PlanOfferedRoute() {
  const [params] = useSearchParams();
  const number = numberFromLink(params.get('mobileno'));
  const search = number ? `?mobileno=${number}` : '';
  return <Navigate to={`/mobile-recharge${search}`} replace />;
}
