import { hmacSha256Hex, safeEqual } from '../common/signing';

/** Checkout's razorpay_signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string) {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw webhook body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string) {
  return hmacSha256Hex(webhookSecret, rawBody);
}

/** Whether an Authorization header is HTTP Basic with exactly this key id and secret. */
export function basicAuthMatches(header: string | undefined, keyId: string, keySecret: string) {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both halves are compared, whatever the first gives, so the time says nothing about either.
  const idOk = safeEqual(decoded.slice(0, colon), keyId);
  const secretOk = safeEqual(decoded.slice(colon + 1), keySecret);
  return idOk && secretOk;
}
