import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminTopup } from '@kosh/contract/payments';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useRetryTopupRefund } from '../api/retry-topup-refund';
import { formatRupees } from '../utils/format';

/**
 * Asks the gateway for a refund that is still due. No confirmation: the money is owed back and
 * the server never refunds twice (a refund made already is found, not made again).
 */
export function RetryRefundButton({ topup, className }: { topup: AdminTopup; className?: string }) {
  const retry = useRetryTopupRefund();
  const who = `${topup.customer.name}, ${formatRupees(topup.amount)}`;

  const run = async () => {
    try {
      const response = await retry.mutateAsync(topup.id);
      toast.success('Refunded', {
        description: `${formatRupees(topup.amount)} refunded to ${topup.customer.name} (ref ${response.data.refundId ?? '—'}).`,
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      toast.error('Not refunded', {
        description:
          failure instanceof ApiError ? failure.message : 'The refund could not be retried.',
      });
    }
  };

  return (
    <Button
      variant="secondary"
      className={className ?? 'min-h-11 px-4 text-sm'}
      aria-label={`Retry refund: ${who}`}
      onClick={() => void run()}
      disabled={retry.isPending}
    >
      <RotateCcw size={18} aria-hidden="true" />
      {retry.isPending ? 'Refunding…' : 'Retry refund'}
    </Button>
  );
}
