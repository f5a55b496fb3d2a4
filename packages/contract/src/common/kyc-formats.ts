/**
 * The formats of KYC documents. The spec leaves them open (docs/product-1.md §3: "Exact formats … not
 * shown"), so they are decided here, once, for the server's schemas and the web's forms alike.
 */

/**
 * PAN: five letters, four digits, a letter. The fourth letter is the holder's kind and P is an
 * individual — a wallet belongs to a person, so a company's or a trust's PAN is refused.
 */
export const PAN_PATTERN = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
export const PAN_LENGTH = 10;

/**
 * Aadhaar: twelve digits; UIDAI never issues a number starting 0 or 1, and the last digit is a
 * Verhoeff check digit over the first eleven, so a mistyped digit or two swapped neighbours are
 * caught before any provider is asked.
 */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;
export const AADHAAR_LENGTH = 12;

/** IFSC: four letters (the bank), a zero (reserved), six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;

/** Indian bank account numbers run 9–18 digits; the input takes 20 (docs/product-1.md §9) and says why. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const ACCOUNT_NUMBER_INPUT_LENGTH = 20;

/** A PIN code is six digits; none starts with 0 (the first digit is one of the 9 postal zones). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_LENGTH = 6;

export const KYC_EMAIL_MAX_LENGTH = 30;

/** A name as printed on Indian documents: letters, spaces, dots and apostrophes ("R. K. D'Souza"). */
export const KYC_NAME_PATTERN = /^[A-Za-z][A-Za-z .']{2,49}$/;

// Verhoeff's dihedral-group tables (the D5 multiplication, the position permutation, inverses).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffFold(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    check = D[check]![P[(i + offset) % 8]![digit]!]!;
  }
  return check;
}

/** True when the digit string ends in its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffFold(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits` (for tests and the sandbox's examples). */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('digits only');
  return INVERSE[verhoeffFold(digits, 1)]!;
}

/** A syntactically valid Aadhaar number: 12 digits, not starting 0 or 1, Verhoeff-checked. */
export function isValidAadhaar(value: string): boolean {
  return AADHAAR_PATTERN.test(value) && verhoeffValid(value);
}

/** Spaces and hyphens a customer types or pastes between the groups ("2345 6789 0123"). */
export function normaliseAadhaar(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The only form of an Aadhaar number anything but its encrypted store ever holds or shows. */
export function maskAadhaar(value: string): string {
  return `XXXX XXXX ${value.slice(-4)}`;
}
