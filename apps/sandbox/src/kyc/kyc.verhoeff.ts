/**
 * The Verhoeff check digit, which every Aadhaar number ends with (UIDAI). The sandbox refuses a
 * number whose check digit is wrong, as the real service does, and its README's example numbers are
 * made with it.
 */

// The dihedral group D5's multiplication table, the position permutation and the inverses.
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

/** `offset` 1 computes the digit to append; 0 checks a number that already ends with it. */
function checksum(digits: string, offset: 0 | 1) {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = D[c]![P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** The check digit to append to a string of digits. */
export const verhoeffCheckDigit = (digits: string) => INVERSE[checksum(digits, 1)]!;

/** Whether a string of digits ends with its correct Verhoeff check digit. */
export const verhoeffValid = (digits: string) => /^\d+$/.test(digits) && checksum(digits, 0) === 0;
