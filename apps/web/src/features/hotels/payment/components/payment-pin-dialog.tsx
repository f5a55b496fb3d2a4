import { formatInr } from '@kosh/contract/common/money';
import { usePinT } from '@/components/payment/pin-messages';
import { PinStep } from '@/components/payment/pin-step';
import { Modal } from '@/components/ui/modal';
import type { DebitTerms } from '@/hooks/use-payment-pin';

/** The wallet payment's confirm step: the amount, then the PIN (or setting one) that authorises it. */
export function PaymentPinDialog({
  pin,
}: {
  pin: { ask: DebitTerms | null; cancel: () => void; authorised: () => void };
}) {
  const t = usePinT();
  const { ask } = pin;
  return (
    <Modal
      open={ask !== null}
      onOpenChange={(next) => !next && pin.cancel()}
      title={t('confirmTitle')}
      description={ask ? t('confirmText', { amount: formatInr(ask.amountPaise) }) : undefined}
      sheetOnPhone
    >
      {ask && (
        <PinStep
          debit={ask}
          onAuthorised={pin.authorised}
          onCancel={pin.cancel}
          cancelLabel={t('cancel')}
          confirmLabel={t('confirm')}
        />
      )}
    </Modal>
  );
}
