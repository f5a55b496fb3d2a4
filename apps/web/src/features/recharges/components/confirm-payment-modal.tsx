import { useEffect } from 'react';
import { formatInr } from '@kosh/contract/common/money';
import { PinStep } from '@/components/payment/pin-step';
import { Modal } from '@/components/ui/modal';
import { useRefreshBalance, useWalletBalance } from '@/hooks/use-wallet-balance';
import type { PaymentConfirmation } from '../hooks/use-payment';
import { useRechargeT } from '../messages';
import { InsufficientBalance } from './insufficient-balance';
import { SummaryList } from './summary-list';

/**
 * Every debit of the wallet is confirmed first (docs/architecture.md §6): the amount, whom it goes to and the
 * balance it leaves, with Confirm and Cancel. A titled modal (focus kept inside, Escape cancels).
 * A balance that cannot cover it says so and offers Add Money instead of a Confirm that would
 * fail; one that cannot be read leaves the server to decide.
 */
export function ConfirmPaymentModal({ payment }: { payment: PaymentConfirmation }) {
  const t = useRechargeT();
  const balance = useWalletBalance();
  const refreshBalance = useRefreshBalance();
  const { toConfirm } = payment;
  const open = toConfirm !== null;

  // What the wallet holds now, not when the screen opened.
  useEffect(() => {
    if (open) void refreshBalance();
  }, [open, refreshBalance]);

  const balancePaise = balance.data ? BigInt(balance.data.balance.paise) : null;
  const afterPaise =
    toConfirm && balancePaise !== null ? balancePaise - toConfirm.amountPaise : null;
  const short = afterPaise !== null && afterPaise < 0n;

  const rows: [string, string][] = toConfirm
    ? [
        [t('payTo'), toConfirm.payee.name],
        [t('number'), toConfirm.payee.number],
        [
          t('balanceLabel'),
          balancePaise !== null
            ? formatInr(balancePaise)
            : balance.isError
              ? t('none')
              : t('balanceChecking'),
        ],
        [t('balanceAfter'), afterPaise === null || short ? t('none') : formatInr(afterPaise)],
      ]
    : [];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && payment.cancel()}
      title={t('confirmTitle')}
      description={t('confirmText')}
      sheetOnPhone
    >
      {toConfirm && (
        <div className="space-y-5">
          <div className="rounded-xl bg-brand-50 px-4 py-3 text-center">
            <p className="text-sm font-medium text-brand-700">{t('amount')}</p>
            <p className="text-3xl font-bold tabular-nums text-ink" data-testid="confirm-amount">
              {formatInr(toConfirm.amountPaise)}
            </p>
          </div>
          <SummaryList rows={rows} />
          <InsufficientBalance
            shortfall={
              short
                ? {
                    message: 'INSUFFICIENT_BALANCE',
                    amountPaise: toConfirm.amountPaise,
                    back: toConfirm.back,
                  }
                : null
            }
          />
          {/* The PIN (or setting one) obtains the debit's authorisation, then it is sent. */}
          <PinStep
            debit={{
              amountPaise: toConfirm.amountPaise,
              payee: toConfirm.payeeCode,
              idempotencyKey: toConfirm.idempotencyKey,
            }}
            onAuthorised={() => void payment.confirm()}
            onCancel={payment.cancel}
            cancelLabel={t('cancel')}
            confirmLabel={t('confirm')}
            // Not before the balance is known (or known to be unknown), and never when short.
            disabled={short || (balancePaise === null && !balance.isError)}
          />
        </div>
      )}
    </Modal>
  );
}
