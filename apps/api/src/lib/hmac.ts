import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, as payment gateways and aggregators sign their callbacks. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Constant-time comparison of two hex HMAC-SHA256 digests. Only a well-formed digest is decoded:
 * Buffer.from(hex) silently drops an odd last digit and stops at the first non-hex character, so
 * the genuine signature with a character appended would otherwise decode to the genuine bytes.
 */
export function hexDigestsMatch(expectedHex: string, givenHex: string): boolean {
  if (!HEX_SHA256.test(expectedHex) || !HEX_SHA256.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}
