import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/money';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PaymentResult } from '../hooks/use-payment';
import { useRechargeMessage, useRechargeT } from '../messages';

/**
 * A 202 answer: the wallet was debited and the operator has not confirmed yet. Says so plainly,
 * with the order id to quote, instead of claiming success or failure.
 */
export function PendingResult({
  result,
  onAnother,
}: {
  result: PaymentResult;
  onAnother: () => void;
}) {
  const t = useRechargeT();
  const serverMessage = useRechargeMessage();
  // The form it replaces may have been scrolled: the result starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const rows: [string, string][] = [
    [t('number'), result.number],
    [t('operator'), result.operator],
    [t('amount'), formatRupees(result.amount)],
    [t('orderId'), result.orderId],
  ];
  return (
    <Card className="flex flex-col items-center gap-4 py-8 text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-accent-500/15 text-amber-700 dark:text-amber-300">
        <Hourglass size={40} aria-hidden="true" />
      </span>
      <div role="status" className="space-y-2">
        <h2 className="text-xl font-bold text-ink">{t('pendingTitle')}</h2>
        <p className="text-base text-ink">{serverMessage(result.message)}</p>
      </div>
      <dl className="w-full divide-y divide-line rounded-xl border border-line text-left text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 px-4 py-2.5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 break-all text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">{t('pendingNote')}</p>
      <div className="flex w-full flex-col gap-3">
        <Link
          to="/"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('goHome')}
        </Link>
        <Link
          to="/balancehistory"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl border border-brand-200 bg-surface px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('balanceHistory')}
        </Link>
        <Button variant="ghost" block onClick={onAnother}>
          {t('newPayment')}
        </Button>
      </div>
    </Card>
  );
}
