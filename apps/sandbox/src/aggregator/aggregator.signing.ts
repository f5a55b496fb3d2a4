import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Aggregator-Signature: hex HMAC-SHA256 of the raw callback body with the callback secret. */
export function callbackSignature(rawBody: string, secret: string) {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether an X-Api-Key header is exactly the key, compared in constant time. */
export function apiKeyMatches(header: string | string[] | undefined, apiKey: string) {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
