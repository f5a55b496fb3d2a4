import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatInr } from '@kosh/contract/common/money';
import { PinStep } from '@/components/payment/pin-step';
import { ActionAlert } from '@/components/ui/action-alert';
import { Modal } from '@/components/ui/modal';
import { useRefreshBalance, useWalletBalance } from '@/hooks/use-wallet-balance';
import { addMoneyPath } from '@/lib/add-money-link';
import { useI18n } from '@/lib/i18n/i18n';
import type { DebitToConfirm } from '../hooks/use-debit';
import { useSendMoneyT } from '../messages';
import { SummaryRows } from './summary-rows';

/**
 * Every debit is confirmed first: the amount, to whom and the balance it leaves, then the PIN or
 * passkey step (components/payment), which obtains the authorisation the call carries. A balance
 * that cannot cover it says so and offers Add Money instead of a Confirm that would fail; one that
 * cannot be read leaves the server to decide.
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
  const { tm } = useI18n();
  const balance = useWalletBalance();
  const refreshBalance = useRefreshBalance();
  const open = debit !== null;

  // What the wallet holds now, not when the screen opened.
  useEffect(() => {
    if (open) void refreshBalance();
  }, [open, refreshBalance]);

  const balancePaise = balance.data ? BigInt(balance.data.balance.paise) : null;
  const afterPaise = debit && balancePaise !== null ? balancePaise - debit.amountPaise : null;
  const short = afterPaise !== null && afterPaise < 0n;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
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
          <SummaryRows
            rows={[
              ...debit.rows,
              ...(afterPaise !== null && !short
                ? [[t('balanceAfter'), formatInr(afterPaise)] as [string, string]]
                : []),
            ]}
          />
          {short && afterPaise !== null && (
            <ActionAlert message={tm('INSUFFICIENT_BALANCE')}>
              <Link
                to={addMoneyPath(-afterPaise, null)}
                className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-800"
              >
                <Plus size={18} aria-hidden="true" />
                {t('addMoney')}
              </Link>
            </ActionAlert>
          )}
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
            // Not before the balance is known (or known to be unknown), and never when short.
            disabled={short || (balancePaise === null && !balance.isError)}
          />
        </div>
      )}
    </Modal>
  );
}
