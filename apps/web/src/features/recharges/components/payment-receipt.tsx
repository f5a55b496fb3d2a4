import type { RechargeStatus } from '@kosh/contract/recharge';
import { formatRupees } from '@/lib/money';
import { useRechargeT } from '../messages';
import { PaymentTimeline } from './payment-timeline';
import { SummaryList } from './summary-list';

/** What a receipt names of a payment, as both its answer and its status carry it. */
export interface ReceiptFacts {
  status: RechargeStatus;
  number: string;
  operator: string;
  amount: number;
  orderId: string;
}

/**
 * A payment's receipt: number, operator, amount and Kosh's order id, then its steps with the time
 * of each (India's time). One component, so a payment that settled at once shows exactly what
 * one that waited shows once it settles.
 */
export function PaymentReceipt({
  payment,
  paidAt,
  settledAt,
}: {
  payment: ReceiptFacts;
  paidAt?: string;
  settledAt?: string | null;
}) {
  const t = useRechargeT();
  const rows: [string, string][] = [
    [t('number'), payment.number],
    [t('operator'), payment.operator],
    [t('amount'), formatRupees(payment.amount)],
    [t('orderId'), payment.orderId],
  ];
  return (
    <>
      <SummaryList rows={rows} />
      <div className="w-full rounded-xl bg-canvas p-4">
        <PaymentTimeline
          status={payment.status}
          operator={payment.operator}
          paidAt={paidAt}
          settledAt={settledAt}
        />
      </div>
    </>
  );
}
