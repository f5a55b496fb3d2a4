import type { VerifyPaymentRequest } from '@kosh/contract/wallet';
import { loadRazorpayScript, openRazorpay } from './razorpay';

/**
 * The payment gateway's checkout in the browser, in Kosh's terms: what the API's checkout says to
 * open (its key, script, order and amount), and what comes back. Which gateway's script does it is
 * this folder's business alone.
 */
export interface CheckoutRequest {
  /** The gateway's public key, as the API names it. */
  key: string;
  orderId: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** A paid checkout: the payment, its order, and the gateway's signature the API verifies. */
export interface CheckoutPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

export type CheckoutOutcome =
  { kind: 'paid'; payment: CheckoutPayment } | { kind: 'dismissed'; lastFailure: string | null };

/** Loads the checkout's script (the URL the API gives) once; later calls wait for the same load. */
export const loadCheckout = (scriptUrl: string): Promise<void> => loadRazorpayScript(scriptUrl);

/**
 * Opens the checkout and settles when it is over: paid, or closed by the customer (after any
 * number of failed attempts, each reported through onFailure while the checkout stays open).
 */
export async function openCheckout(
  request: CheckoutRequest,
  onFailure: (description: string) => void,
): Promise<CheckoutOutcome> {
  const outcome = await openRazorpay(
    {
      key: request.key,
      amount: request.amount,
      currency: request.currency,
      name: request.name,
      description: request.description,
      order_id: request.orderId,
      prefill: request.prefill,
      theme: { color: '#1d55c4' },
    },
    onFailure,
  );
  if (outcome.kind === 'dismissed') return outcome;
  const { response } = outcome;
  return {
    kind: 'paid',
    payment: {
      orderId: response.razorpay_order_id,
      paymentId: response.razorpay_payment_id,
      signature: response.razorpay_signature,
    },
  };
}

/** A paid checkout as the API's verify calls take it (the spec's field names). */
export const paymentProof = (payment: CheckoutPayment): VerifyPaymentRequest => ({
  razorpay_order_id: payment.orderId,
  razorpay_payment_id: payment.paymentId,
  razorpay_signature: payment.signature,
});
