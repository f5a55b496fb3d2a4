import {
  ProviderError,
  ProviderTimeoutError,
  type ProviderBill,
  type ProviderPlan,
  type RechargeProvider,
} from '../recharge.port';
import { toPayment, type WireError, type WirePayment } from './aggregator-v1.wire';
import {
  neverReachedProvider,
  providerCallSignal,
  requestIdHeader,
} from '../../../lib/provider-call';

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
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = 8000,
  ): Promise<{ status: number; json: T | null; error?: WireError }> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: {
          ...requestIdHeader(),
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: providerCallSignal(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      // Only a connection never made proves the aggregator saw nothing; a socket closed after the
      // request went out may have a payment behind it, so it is an unknown outcome, as a timeout.
      if (name === 'TimeoutError' || name === 'AbortError' || !neverReachedProvider(error))
        throw new ProviderTimeoutError({ cause: error });
      throw new ProviderError('aggregator unreachable', undefined, 'UNREACHABLE', { cause: error });
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch (error) {
      if (response.ok) {
        throw new ProviderError(
          `aggregator answered ${response.status} without JSON`,
          response.status,
          'BAD_RESPONSE',
          { cause: error },
        );
      }
    }
    if (!response.ok) {
      const error = (json as { error?: WireError } | null)?.error;
      return { status: response.status, json: null, error: error ?? {} };
    }
    return { status: response.status, json: json as T };
  }

  function fail(answer: { status: number; error?: WireError }, what: string): never {
    throw new ProviderError(
      answer.error?.message ?? `${what}: aggregator answered ${answer.status}`,
      answer.status,
      answer.error?.code,
    );
  }

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

    async pay(input) {
      const answer = await call<WirePayment>(
        'POST',
        '/aggregator/v1/payments',
        { ...input, amountPaise: Number(input.amountPaise) },
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
