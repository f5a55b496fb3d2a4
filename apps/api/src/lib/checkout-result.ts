import type { CheckoutResult } from '../providers/payments/payments.port';

/**
 * The checkout's answer as Kosh's API takes it (the spec's field names, which happen to be the
 * first gateway's) in the payment port's own terms.
 */
export const checkoutResultOf = (body: {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}): CheckoutResult => ({
  orderId: body.razorpay_order_id,
  paymentId: body.razorpay_payment_id,
  signature: body.razorpay_signature,
});

/**
 * The request field that carries each part of a checkout result, for a 400 that names the field
 * the client sent: modules speak of `orderId` and `signature`, the API's callers of these names.
 */
export const CHECKOUT_RESULT_FIELD = {
  orderId: 'razorpay_order_id',
  paymentId: 'razorpay_payment_id',
  signature: 'razorpay_signature',
} as const satisfies Record<keyof CheckoutResult, string>;
