import type { ProviderBill, ProviderPlan, RechargeProvider } from '../recharge.port';
import { createAggregatorV1Client, type FailCall } from './aggregator-v1.client';
import { toPayment, type WirePayment } from './aggregator-v1.wire';

/**
 * The calls Kosh makes to the aggregator's v1 API (the production path; the sandbox speaks the
 * same API). A payment call that gets no answer in time is a ProviderTimeoutError — its outcome is
 * unknown, never assumed.
 */
export function createAggregatorV1Api(options: {
  baseUrl: string;
  apiKey: string;
  /** For the payment call; lookups and plans use a shorter one. */
  timeoutMs: number;
}): Omit<RechargeProvider, 'callbackSignature' | 'parseCallback'> {
  const client = createAggregatorV1Client(options);
  const call = client.call;
  const fail: FailCall = client.fail;

  return {
    async lookup(mobile) {
      const answer = await call<{ operator: string; circle: string }>(
        'GET',
        `/aggregator/v1/lookup?mobile=${encodeURIComponent(mobile)}`,
        undefined,
        4000,
      );
      if (answer.status === 404 || answer.status === 400) return null;
      if (!answer.json) fail(answer, 'lookup');
      return { operator: answer.json.operator, circle: answer.json.circle };
    },

    async circles() {
      const answer = await call<{ circles: { code: string; name: string }[] }>(
        'GET',
        '/aggregator/v1/circles',
      );
      if (!answer.json) fail(answer, 'circles');
      return answer.json.circles;
    },

    async plans(operator, circle) {
      const query = new URLSearchParams({ operator, circle });
      const answer = await call<{ categories: Record<string, ProviderPlan[]> }>(
        'GET',
        `/aggregator/v1/plans?${query}`,
      );
      if (!answer.json) fail(answer, 'plans');
      return answer.json.categories;
    },

    async fetchBill(input) {
      const answer = await call<{
        bill: Omit<ProviderBill, 'amountPaise'> & { amountPaise: number };
      }>('POST', '/aggregator/v1/bills/fetch', input);
      if (answer.status === 404 && answer.error?.code === 'BILL_NOT_FOUND') return null;
      if (!answer.json) fail(answer, 'bill fetch');
      const { bill } = answer.json;
      return {
        customerName: bill.customerName,
        amountPaise: BigInt(bill.amountPaise),
        billNumber: bill.billNumber,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
      };
    },

    async pay({ biller, ...input }) {
      // A catalogue biller's payment names the biller, its params and the fetch it pays, instead
      // of an operator's category, number and options.
      const body = biller
        ? {
            clientRef: input.clientRef,
            billerId: input.operator,
            params: biller.params,
            ...(biller.fetchId ? { fetchId: biller.fetchId } : {}),
            amountPaise: Number(input.amountPaise),
          }
        : { ...input, amountPaise: Number(input.amountPaise) };
      const answer = await call<WirePayment>(
        'POST',
        '/aggregator/v1/payments',
        body,
        options.timeoutMs,
      );
      if (!answer.json) fail(answer, 'payment');
      return toPayment(answer.json);
    },

    async status(clientRef) {
      const answer = await call<WirePayment>(
        'GET',
        `/aggregator/v1/payments/${encodeURIComponent(clientRef)}`,
      );
      if (answer.status === 404) return null;
      if (!answer.json) fail(answer, 'status');
      return toPayment(answer.json);
    },
  };
}
