import { hexDigestsMatch, hmacSha256Hex } from '../../../lib/hmac';

/**
 * Razorpay Checkout's proof of a payment: HMAC-SHA256 of `order_id|payment_id` under the key
 * secret, in hex.
 */
export function checkoutSignatureMatches(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return hexDigestsMatch(hmacSha256Hex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** A webhook's proof: HMAC-SHA256 of the exact body bytes under the webhook secret, in hex. */
export function webhookSignatureMatches(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return !!signature && hexDigestsMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
