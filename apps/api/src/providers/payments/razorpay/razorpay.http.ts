import {
  GatewayError,
  type GatewayOrder,
  type GatewayRefund,
  type PaymentGateway,
} from '../payments.port';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay.wire';
import { providerCallSignal, requestIdHeader } from '../../../lib/provider-call';
import { razorpayPaidWith } from './razorpay.methods';

/** The calls Kosh makes to the gateway. */
export type RazorpayApi = Pick<
  PaymentGateway,
  'createOrder' | 'fetchOrder' | 'fetchOrderPayments' | 'refundPayment' | 'fetchPaymentRefunds'
>;

const toRefund = (r: RazorpayRefund): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: r.amount,
  receipt: r.receipt ?? null,
  status: r.status,
});

/**
 * Razorpay's REST API over HTTP (the production path; the sandbox speaks the same API), with HTTP
 * Basic auth and Razorpay's error body turned into GatewayError.
 */
export function createRazorpayApi(options: {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}): RazorpayApi {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: {
          ...requestIdHeader(),
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: providerCallSignal(options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new GatewayError('payment gateway unreachable', undefined, { cause: error });
    }
    const json = (await response.json().catch(() => null)) as
      (T & { error?: { description?: string } }) | null;
    if (!response.ok || !json) {
      throw new GatewayError(
        json?.error?.description ?? `payment gateway answered ${response.status}`,
        response.status,
      );
    }
    return json;
  }

  const toOrder = (o: RazorpayOrder): GatewayOrder => ({
    id: o.id,
    amount: o.amount,
    amountPaid: o.amount_paid,
    currency: o.currency,
    receipt: o.receipt,
    status: o.status,
  });

  return {
    async createOrder({ amountPaise, receipt, notes }) {
      return toOrder(
        await call<RazorpayOrder>('POST', '/v1/orders', {
          amount: Number(amountPaise),
          currency: 'INR',
          receipt,
          notes,
        }),
      );
    },
    async fetchOrder(orderId) {
      return toOrder(await call<RazorpayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`));
    },
    async fetchOrderPayments(orderId) {
      const list = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map((p) => {
        const paidWith = razorpayPaidWith(p);
        return {
          id: p.id,
          orderId: p.order_id,
          amount: p.amount,
          status: p.status,
          ...(paidWith ? { paidWith } : {}),
        };
      });
    },
    async refundPayment(paymentId, { amountPaise, receipt, notes }) {
      return toRefund(
        await call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          amount: Number(amountPaise),
          speed: 'normal',
          receipt,
          notes,
        }),
      );
    },
    async fetchPaymentRefunds(paymentId) {
      // A top-up is refunded once, so a hundred refunds of one payment is far beyond what occurs.
      const list = await call<{ items: RazorpayRefund[] }>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
      );
      return list.items.map(toRefund);
    },
  };
}
