import { Undo2 } from 'lucide-react';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { useRechargeT } from '../messages';

/**
 * The last payment the operator failed, after its toast has gone: that its money is back, and
 * its receipt. Not a live region: the toast already said it once. Gone with the next attempt.
 */
export function FailedPaymentNote({ failed }: { failed: { orderId: string } | null }) {
  const t = useRechargeT();
  if (!failed) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-danger/30 bg-danger-soft px-4 py-2 text-sm">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <Undo2 size={18} aria-hidden="true" className="shrink-0" />
        {t('refundedTitle')}
      </p>
      <ReceiptLink id={failed.orderId} about={failed.orderId} />
    </div>
  );
}
