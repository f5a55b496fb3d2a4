import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, Hourglass, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PendingNote } from '@/components/ui/pending-note';
import { LinkButton } from '@/components/ui/link-button';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { rechargeStatusQueryOptions } from '@/hooks/use-recharge-status';
import { useRefreshBalance } from '@/hooks/use-wallet-balance';
import type { PaymentResult } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT } from '../messages';
import { PaymentReceipt } from './payment-receipt';

const LOOK = {
  Pending: {
    icon: Hourglass,
    title: 'pendingTitle',
    className: 'bg-accent-500/15 text-amber-700 dark:text-amber-300',
  },
  Success: { icon: CircleCheck, title: 'settledTitle', className: 'bg-success-soft text-success' },
  Failure: { icon: Undo2, title: 'refundedTitle', className: 'bg-danger-soft text-danger' },
} as const;

/**
 * A 202 answer: the wallet was debited and the operator has not confirmed yet. Says so plainly,
 * with the order id to quote, then follows the payment (GET v1/recharges/{orderId}, more slowly
 * as it waits) and turns into its success or its refund on the spot — no reload.
 */
export function PendingResultCard({
  result,
  onAnother,
  onSettled,
}: {
  result: PaymentResult;
  onAnother: () => void;
  /** Its outcome is known (here, or while the customer was away): nothing to bring back. */
  onSettled?: () => void;
}) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  const refreshBalance = useRefreshBalance();
  const followed = useQuery(rechargeStatusQueryOptions(result.orderId));
  const current = followed.data ?? result;
  const { status } = current;

  // The form it replaces may have been scrolled: the result starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  // A refund puts the money back: the balance bar above shows it at once.
  useEffect(() => {
    if (status === 'Pending') return;
    void refreshBalance();
    onSettled?.();
  }, [status, refreshBalance, onSettled]);

  const text = serverMessage(current);
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <Card className="flex flex-col items-center gap-4 py-8 text-center">
      <span
        className={clsx('flex h-20 w-20 items-center justify-center rounded-full', look.className)}
      >
        <Icon size={40} aria-hidden="true" />
      </span>
      {/* One live region, there from the start, so the change of outcome is announced. */}
      <div role="status" className="space-y-2">
        <h2 className="text-xl font-bold text-ink">{t(look.title)}</h2>
        <p className="text-base text-ink">{text}</p>
      </div>
      <PaymentReceipt
        payment={current}
        paidAt={followed.data?.createdAt}
        settledAt={followed.data?.settledAt}
      />
      {status === 'Pending' && <PendingNote className="text-left" />}
      <div className="flex w-full flex-col gap-3">
        {status !== 'Pending' && (
          <ReceiptLink id={current.orderId} variant="button" className="w-full" />
        )}
        <LinkButton to="/" className="w-full px-5">
          {t('goHome')}
        </LinkButton>
        <LinkButton to="/balancehistory" variant="secondary" className="w-full px-5">
          {t('balanceHistory')}
        </LinkButton>
        <Button variant="ghost" block onClick={onAnother}>
          {t('newPayment')}
        </Button>
      </div>
    </Card>
  );
}
