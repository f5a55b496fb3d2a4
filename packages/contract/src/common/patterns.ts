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
 * How a copied number may be written around its digits: spaces (a no-break one too), hyphens and
 * dashes, dots and brackets — "+91 98765 12345", "(0) 98765-12345".
 */
const MOBILE_FORMATTING = /[\s\-\u2010-\u2015.()]/g;

/**
 * A mobile number as a customer pastes or types it, reduced to its ten national digits when it is
 * an Indian number written with a prefix: formatting dropped, then a leading +91 or 0091, a leading
 * 91 on twelve digits or a leading 0 on eleven. Returns the digits left (which may still be too few
 * or too many), or null when something else is there — a letter, or another country's code.
 * The prefixes go only at those lengths, so a national number that starts 91 keeps its digits.
 */
export function normaliseMobile(text: string): string | null {
  let digits = text.replace(MOBILE_FORMATTING, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  }
  if (!/^\d*$/.test(digits)) return null;
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * What a mobile-number input accepts as the customer types or pastes: the number normalised
 * (normaliseMobile), then at most ten digits with a first digit of 6–9. Returns the cleaned value,
 * or null when the keystroke or paste must be refused.
 */
export function acceptMobileInput(next: string): string | null {
  const digits = normaliseMobile(next);
  if (digits === null) return null;
  if (digits.length > 10) return null;
  if (digits.length > 0 && !/^[6-9]/.test(digits)) return null;
  return digits;
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
