import type { InputFilter } from '@/components/ui/input-kinds';
import {
  AADHAAR_LENGTH,
  ACCOUNT_NUMBER_INPUT_LENGTH,
  IFSC_LENGTH,
  PAN_LENGTH,
  PINCODE_LENGTH,
} from '@kosh/contract/common/kyc-formats';

/**
 * What each KYC box keeps of what is typed or pasted: digits only for numbers, capitals and
 * digits for PAN and IFSC (upper-cased as typed), never more than the spec's length (docs/product-1.md §9).
 * A pasted "2345 6789 0123" keeps its twelve digits.
 */
const digits =
  (max: number): InputFilter =>
  (text) =>
    text.replace(/\D/g, '').slice(0, max);

const code =
  (max: number): InputFilter =>
  (text) =>
    text
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, max);

export const panFilter = code(PAN_LENGTH);
export const ifscFilter = code(IFSC_LENGTH);
export const aadhaarFilter = digits(AADHAAR_LENGTH);
export const accountFilter = digits(ACCOUNT_NUMBER_INPUT_LENGTH);
export const pincodeFilter = digits(PINCODE_LENGTH);
export const otpFilter = digits(6);
