import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `data` with `secret`: what every provider the sandbox plays signs with. */
export function hmacSha256Hex(secret: string, data: string) {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time string comparison, for keys and secrets a caller presents. */
export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
