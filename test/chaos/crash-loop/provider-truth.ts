import type { FastifyInstance } from 'fastify';
import type { AggregatorStatus, GatewayOrderTruth, PayoutTruth } from '../invariants';

/** Reads the sandbox's own records (its REST API, in-process): what the providers say happened. */
export function sandboxTruth(sandbox: FastifyInstance, keys: { keyId: string; keySecret: string }) {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const get = async <T>(url: string): Promise<T> => {
    const res = await sandbox.inject({ method: 'GET', url, headers: { authorization } });
    if (res.statusCode !== 200)
      throw new Error(`sandbox GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  type Collection<T> = { items: T[] };

  return {
    /** Every gateway order with what was captured for it and what was refunded. */
    async gateway(): Promise<GatewayOrderTruth[]> {
      const orders: { id: string }[] = [];
      for (let skip = 0; ; skip += 100) {
        const page = await get<Collection<{ id: string }>>(`/v1/orders?count=100&skip=${skip}`);
        orders.push(...page.items);
        if (page.items.length < 100) break;
      }
      const truth: GatewayOrderTruth[] = [];
      for (const order of orders) {
        const payments = await get<Collection<{ id: string; amount: number; captured: boolean }>>(
          `/v1/orders/${order.id}/payments`,
        );
        let paidPaise = 0n;
        let refundedPaise = 0n;
        for (const payment of payments.items.filter((p) => p.captured)) {
          paidPaise += BigInt(payment.amount);
          const refunds = await get<Collection<{ amount: number; status: string }>>(
            `/v1/payments/${payment.id}/refunds?count=100`,
          );
          for (const r of refunds.items)
            if (r.status === 'processed') refundedPaise += BigInt(r.amount);
        }
        truth.push({ orderId: order.id, paidPaise, refundedPaise });
      }
      return truth;
    },

    /** Every payment the aggregator received for these numbers, by client reference. */
    async aggregator(numbers: Iterable<string>): Promise<Map<string, AggregatorStatus>> {
      const truth = new Map<string, AggregatorStatus>();
      for (const number of numbers) {
        const payments = await get<{ clientRef: string; status: AggregatorStatus }[]>(
          `/aggregator/payments?number=${encodeURIComponent(number)}`,
        );
        for (const p of payments) truth.set(p.clientRef, p.status);
      }
      return truth;
    },

    /** What the payouts provider made under each of Kosh's payout ids (none: never made). */
    async payouts(references: Iterable<string>): Promise<Map<string, PayoutTruth>> {
      const truth = new Map<string, PayoutTruth>();
      for (const reference of references) {
        const made = await get<Collection<{ status: string; amount: number }>>(
          `/v1/payouts?reference_id=${encodeURIComponent(reference)}`,
        );
        const [payout] = made.items;
        // Two payouts under one reference would be money sent twice: it can agree with nothing.
        if (made.items.length > 1) {
          truth.set(reference, { status: `${made.items.length} payouts`, amountPaise: 0n });
        } else if (payout) {
          truth.set(reference, { status: payout.status, amountPaise: BigInt(payout.amount) });
        }
      }
      return truth;
    },
  };
}
