/** Indian mobile numbers: ten digits, the first one 6–9 (docs/product-1.md §5, §9). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Sign-up name: letters and spaces, 3–25 characters (docs/product-1.md §5). */
export const NAME_PATTERN = /^[A-Za-z ]{3,25}$/;

/** The sign-up password rule: ≥8 with an uppercase, a lowercase, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;

export const OTP_PATTERN = /^\d{6}$/;

export const EMAIL_MAX_LENGTH = 30;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What a mobile-number input accepts while the customer types: digits only, at most ten, and a
 * first digit of 6–9. Returns the cleaned value, or null when the keystroke must be refused.
 */
export function acceptMobileInput(next: string): string | null {
  if (!/^\d*$/.test(next)) return null;
  if (next.length > 10) return null;
  if (next.length > 0 && !/^[6-9]/.test(next)) return null;
  return next;
}

/**
 * Whether a name the customer gives holds a C0 or C1 control character (tab and newline included):
 * such a name is one line of words. By code point, so no regular expression needs control
 * characters in it.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return true;
  }
  return false;
}
