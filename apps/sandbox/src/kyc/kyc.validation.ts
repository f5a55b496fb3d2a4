import { badRequest, type KycError } from './kyc.errors';
import { verhoeffValid } from '@kosh/contract/common/kyc-formats';

type Result<T> = { ok: true; value: T } | { ok: false; error: KycError };
const fail = (description: string, field: string) =>
  ({ ok: false, error: badRequest(description, field) }) as const;

/** Any PAN (an individual's, a company's…): five letters, four digits, a letter. */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const AADHAAR = /^[2-9]\d{11}$/;
const MOBILE = /^[6-9]\d{9}$/;
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const OTP = /^\d{6}$/;
const NAME_MAX_LENGTH = 100;

const asObject = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

const missing = (value: unknown) => value === undefined || value === null || value === '';

function text(
  input: Record<string, unknown>,
  field: string,
  pattern: RegExp,
  shape: string,
): Result<string> {
  const value = input[field];
  if (missing(value)) return fail(`${field} is required.`, field);
  if (typeof value !== 'string' || !pattern.test(value)) {
    return fail(`${field} must be ${shape}.`, field);
  }
  return { ok: true, value };
}

/** The name the caller holds for the person: the registry compares nothing, it answers its own. */
function name(input: Record<string, unknown>): Result<string> {
  const value = input.name;
  if (missing(value)) return fail('name is required.', 'name');
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_MAX_LENGTH) {
    return fail(`name must be text of 1–${NAME_MAX_LENGTH} characters.`, 'name');
  }
  return { ok: true, value };
}

/** Runs the field checks in order and answers the first failure, or every value. */
function all<T extends Record<string, Result<string>>>(
  checks: T,
): Result<{ [K in keyof T]: string }> {
  const value: Record<string, string> = {};
  for (const [field, result] of Object.entries(checks)) {
    if (!result.ok) return result;
    value[field] = result.value;
  }
  return { ok: true, value: value as { [K in keyof T]: string } };
}

/** POST /kyc/v1/pan/verify `{pan, name}`. */
export function parsePanVerify(body: unknown) {
  const input = asObject(body);
  return all({
    pan: text(input, 'pan', PAN, 'a PAN: 5 capital letters, 4 digits and a capital letter'),
    name: name(input),
  });
}

/** POST /kyc/v1/bank/verify `{account_number, ifsc, name}`. */
export function parseBankVerify(body: unknown) {
  const input = asObject(body);
  return all({
    account_number: text(input, 'account_number', ACCOUNT_NUMBER, '9–18 digits'),
    ifsc: text(input, 'ifsc', IFSC, 'an IFSC: 4 capital letters, 0, then 6 letters or digits'),
    name: name(input),
  });
}

/** POST /kyc/v1/aadhaar/otp `{aadhaar, name, mobile}`. */
export function parseAadhaarOtp(body: unknown) {
  const input = asObject(body);
  const aadhaar = text(input, 'aadhaar', AADHAAR, '12 digits, the first 2–9');
  const checked =
    aadhaar.ok && !verhoeffValid(aadhaar.value)
      ? fail(
          'aadhaar is not a valid Aadhaar number (its Verhoeff check digit is wrong).',
          'aadhaar',
        )
      : aadhaar;
  return all({
    aadhaar: checked,
    name: name(input),
    mobile: text(input, 'mobile', MOBILE, 'a 10-digit mobile number starting 6–9'),
  });
}

/** POST /kyc/v1/aadhaar/verify `{reference, otp}`. */
export function parseAadhaarVerify(body: unknown) {
  const input = asObject(body);
  return all({
    reference: text(input, 'reference', REFERENCE, 'the reference the OTP call answered'),
    otp: text(input, 'otp', OTP, '6 digits'),
  });
}
