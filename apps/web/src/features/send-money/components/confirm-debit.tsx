import { formatInr } from '@kosh/contract/common/money';
import { PinStep } from '@/components/payment/pin-step';
import { Modal } from '@/components/ui/modal';
import type { DebitToConfirm } from '../hooks/use-debit';
import { useSendMoneyT } from '../messages';
import { SummaryRows } from './summary-rows';

/**
 * Every debit is confirmed first: the amount, to whom, and the rest of its facts, then the PIN or
 * passkey step (components/payment), which obtains the authorisation the call carries.
 */
export function ConfirmDebit({
  debit,
  title,
  onCancel,
  onAuthorised,
}: {
  debit: DebitToConfirm | null;
  title: string;
  onCancel: () => void;
  onAuthorised: () => void;
}) {
  const t = useSendMoneyT();
  return (
    <Modal
      open={debit !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={t('confirmText')}
      sheetOnPhone
    >
      {debit && (
        <div className="space-y-5">
          <div className="rounded-xl bg-brand-50 px-4 py-3 text-center">
            <p className="text-sm font-medium text-brand-700">{t('amount')}</p>
            <p className="text-3xl font-bold tabular-nums text-ink" data-testid="confirm-amount">
              {formatInr(debit.amountPaise)}
            </p>
          </div>
          <SummaryRows rows={debit.rows} />
          <PinStep
            debit={{
              amountPaise: debit.amountPaise,
              payee: debit.payee,
              idempotencyKey: debit.idempotencyKey,
            }}
            onAuthorised={onAuthorised}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
            confirmLabel={t('confirm')}
          />
        </div>
      )}
    </Modal>
  );
}
