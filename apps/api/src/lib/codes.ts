import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit OTP from the CSPRNG. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** OTPs are short-lived and tried at most 5 times, so a keyed HMAC is the right hash for them. */
export function hashOtp(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(0, alphabet.length));
}

/**
 * A temporary password that itself satisfies the sign-up rule, without look-alike characters
 * (no I, l, O, 0, 1) since it is read off an SMS and typed by hand.
 */
export function generateTemporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const special = '@#$%&*';
  const chars = [pick(upper), pick(upper), pick(lower), pick(lower), pick(lower), pick(lower)];
  chars.push(pick(digits), pick(digits), pick(digits), pick(special));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** The public user id the spec calls userId: "KS" and eight digits. */
export function generatePublicUserId(): string {
  return `KS${randomInt(10_000_000, 100_000_000)}`;
}
