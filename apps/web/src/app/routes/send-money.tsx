import { ToMobileScreen } from '@/features/send-money/components/to-mobile-screen';
import { ToSelfScreen } from '@/features/send-money/components/to-self-screen';
import { PayScreen } from '@/features/recharges/components/pay-screen';
import { useI18n } from '@/lib/i18n/i18n';

/** /to-mobile: Money Transfer, wallet to wallet by mobile number, and requests for money. */
export function ToMobileRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.to-mobile')}>
      <ToMobileScreen />
    </PayScreen>
  );
}

/** /to-self: wallet to a bank account, the customer's own or a beneficiary. */
export function ToSelfRoute() {
  const { t } = useI18n();
  return (
    <PayScreen title={t('route.to-self')}>
      <ToSelfScreen />
    </PayScreen>
  );
}
