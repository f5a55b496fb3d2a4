import { useQuery } from '@tanstack/react-query';
import { rechargeOrderParamsSchema } from '@kosh/contract/recharge';
import { Spinner } from '@/components/ui/loading-overlay';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { rechargeStatusQueryOptions } from '@/hooks/use-recharge-status';
import { useSession } from '@/lib/session';
import { useRechargeT } from '../messages';
import { BillReferences } from './bill-references';
import { PaymentReceipt } from './payment-receipt';

/**
 * The receipt under the success page's message when the address names a payment (`?order=`):
 * read again from the server, so it is the owner's only (another customer's order id shows
 * nothing) and the same after a reload. Nothing without a session — asking would sign nobody out.
 * A bill paid to a catalogue biller (`bill`) shows its BBPS reference and approval number too.
 */
export function SuccessReceipt({
  orderId,
  bill = false,
}: {
  orderId: string | null;
  bill?: boolean;
}) {
  const session = useSession();
  const valid = orderId !== null && rechargeOrderParamsSchema.safeParse({ orderId }).success;
  if (!session || !valid) return null;
  return <Receipt orderId={orderId} bill={bill} />;
}

function Receipt({ orderId, bill }: { orderId: string; bill: boolean }) {
  const t = useRechargeT();
  const followed = useQuery(rechargeStatusQueryOptions(orderId));
  if (followed.isPending) {
    return (
      <div
        role="status"
        aria-label={t('receiptLoading')}
        className="grid min-h-48 place-items-center"
      >
        <Spinner className="h-8 w-8" />
      </div>
    );
  }
  if (!followed.data) return null;
  return (
    <>
      <PaymentReceipt
        payment={followed.data}
        paidAt={followed.data.createdAt}
        settledAt={followed.data.settledAt}
      />
      {bill && <BillReferences orderId={orderId} />}
      {followed.data.status !== 'Pending' && (
        <ReceiptLink id={orderId} variant="button" className="w-full" />
      )}
    </>
  );
}
