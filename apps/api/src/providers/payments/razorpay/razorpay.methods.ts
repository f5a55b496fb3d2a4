import { maskUpiId, type TopupMethod } from '@kosh/contract/payments';
import type { PaidWith } from '../payments.port';

/** Razorpay's method names that Kosh names too; the rest (emi, paylater, …) are `other`. */
const METHODS: Record<string, TopupMethod> = {
  card: 'card',
  upi: 'upi',
  netbanking: 'netbanking',
  wallet: 'wallet',
};

/**
 * How a Razorpay payment was made, in Kosh's words. The UPI id is masked here, in the adapter:
 * Kosh shows the customer which of their UPI ids paid, and needs no more than that, so the full
 * one is never handed to a module, stored or logged.
 */
export function razorpayPaidWith(payment: {
  method?: string;
  vpa?: string | null;
}): PaidWith | undefined {
  if (!payment.method) return undefined;
  const method = METHODS[payment.method] ?? 'other';
  if (method === 'upi' && typeof payment.vpa === 'string' && payment.vpa !== '') {
    return { method, upiId: maskUpiId(payment.vpa) };
  }
  return { method };
}

/**
 * A webhook body with its payment's UPI id masked: the body is kept with the event's record, and
 * the full UPI id is not needed there either.
 */
export function withMaskedVpa<T>(body: T): T {
  const payment = (body as { payload?: { payment?: { entity?: { vpa?: unknown } } } }).payload
    ?.payment?.entity;
  if (!payment || typeof payment.vpa !== 'string' || payment.vpa === '') return body;
  const copy = structuredClone(body) as {
    payload: { payment: { entity: { vpa: string; upi?: { vpa?: unknown } } } };
  };
  const entity = copy.payload.payment.entity;
  entity.vpa = maskUpiId(payment.vpa);
  // Razorpay repeats the UPI id under `upi` in newer payloads.
  if (entity.upi && typeof entity.upi.vpa === 'string') entity.upi.vpa = entity.vpa;
  return copy as T;
}
