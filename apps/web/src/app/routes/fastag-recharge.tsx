import { useSearchParams } from 'react-router';
import { RecentsStrip } from '@/features/recents/components/recents-strip';
import { FastagRechargeForm } from '@/features/recharges/components/fastag-recharge-form';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { CompanyPicker } from '@/features/services/components/company-picker';
import { useI18n } from '@/lib/i18n/i18n';
import { repeatPrefillOf } from '@/lib/repeat-link';

/** /fastag-recharge: Fastag Recharge (docs/product-1.md §2). */
export function FastagRechargeRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PayScreen title={t('route.fastag-recharge')}>
      <FastagRechargeForm
        key={params.toString()}
        picker={CompanyPicker}
        prefill={repeatPrefillOf(params) ?? undefined}
      />
      <RecentsStrip kind="fastag" />
    </PayScreen>
  );
}
