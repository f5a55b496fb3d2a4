import { hmacSha256Hex, safeEqual } from '../common/signing';

/** X-Aggregator-Signature: hex HMAC-SHA256 of the raw callback body with the callback secret. */
export function callbackSignature(rawBody: string, secret: string) {
  return hmacSha256Hex(secret, rawBody);
}

/** Whether an X-Api-Key header is exactly the key, compared in constant time. */
export function apiKeyMatches(header: string | string[] | undefined, apiKey: string) {
  return typeof header === 'string' && safeEqual(header, apiKey);
}
