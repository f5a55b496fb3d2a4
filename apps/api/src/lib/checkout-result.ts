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
