import { useSearchParams } from 'react-router';
import { RecentsStrip } from '@/features/recents/components/recents-strip';
import { DthRechargeForm } from '@/features/recharges/components/dth-recharge-form';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatPrefillOf } from '@/lib/repeat-link';

/** /dth-recharge: DTH Recharge (docs/product-1.md §2). */
export function DthRechargeRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PayScreen title={t('route.dth-recharge')}>
      <DthRechargeForm
        key={params.toString()}
        picker={CompanyPicker}
        prefill={repeatPrefillOf(params) ?? undefined}
      />
      <RecentsStrip kind="dth" />
    </PayScreen>
  );
}
