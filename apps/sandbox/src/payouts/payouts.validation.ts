import { badRequest, type RazorpayError } from '../payments/payments.errors';
import type { PayoutMode } from './payouts.store';

type Result<T> = { ok: true; value: T } | { ok: false; error: RazorpayError };
const fail = (description: string, field: string) =>
  ({ ok: false, error: badRequest(description, field) }) as const;

const asObject = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const NAME = /^[\p{L} .'-]{3,120}$/u;
const REFERENCE = /^[A-Za-z0-9._:-]{1,40}$/;
/** IMPS moves at most ₹5,00,000 a transfer, by the network's rules (paise). */
export const IMPS_MAX_PAISE = 5_00_000_00;
const MODES: readonly PayoutMode[] = ['IMPS', 'NEFT'];

const optionalText = (value: unknown, field: string, max: number): Result<string | null> => {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value !== 'string' || value.length > max) {
    return fail(`The ${field} field must be text of at most ${max} characters.`, field);
  }
  return { ok: true, value };
};

export function parseContact(body: unknown) {
  const input = asObject(body);
  if (typeof input.name !== 'string' || !NAME.test(input.name)) {
    return fail('The name field is required: 3 to 120 letters.', 'name');
  }
  const contact = optionalText(input.contact, 'contact', 15);
  if (!contact.ok) return contact;
  const email = optionalText(input.email, 'email', 120);
  if (!email.ok) return email;
  const reference = optionalText(input.reference_id, 'reference_id', 40);
  if (!reference.ok) return reference;
  const type = optionalText(input.type, 'type', 20);
  if (!type.ok) return type;
  return {
    ok: true,
    value: {
      name: input.name,
      contact: contact.value,
      email: email.value,
      type: type.value ?? 'customer',
      reference_id: reference.value,
    },
  } as const;
}

export function parseFundAccount(body: unknown) {
  const input = asObject(body);
  if (typeof input.contact_id !== 'string' || input.contact_id === '') {
    return fail('The contact_id field is required.', 'contact_id');
  }
  if (input.account_type !== 'bank_account') {
    return fail('The account_type field must be bank_account.', 'account_type');
  }
  const bank = asObject(input.bank_account);
  if (typeof bank.name !== 'string' || !NAME.test(bank.name)) {
    return fail('The bank_account.name field is required: 3 to 120 letters.', 'bank_account.name');
  }
  if (typeof bank.ifsc !== 'string' || !IFSC.test(bank.ifsc)) {
    return fail('The bank_account.ifsc field is not a valid IFSC.', 'bank_account.ifsc');
  }
  if (typeof bank.account_number !== 'string' || !ACCOUNT_NUMBER.test(bank.account_number)) {
    return fail(
      'The bank_account.account_number field must be 9 to 18 digits.',
      'bank_account.account_number',
    );
  }
  return {
    ok: true,
    value: {
      contactId: input.contact_id,
      bank: { name: bank.name, ifsc: bank.ifsc, account_number: bank.account_number },
    },
  } as const;
}

export function parsePayout(body: unknown) {
  const input = asObject(body);
  if (typeof input.account_number !== 'string' || !/^\d{8,20}$/.test(input.account_number)) {
    return fail('The account_number field (your RazorpayX account) is required.', 'account_number');
  }
  if (typeof input.fund_account_id !== 'string' || input.fund_account_id === '') {
    return fail('The fund_account_id field is required.', 'fund_account_id');
  }
  const { amount } = input;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) {
    return fail('The amount must be an integer of at least 100 (paise).', 'amount');
  }
  if (input.currency !== 'INR') return fail('The currency field must be INR.', 'currency');
  if (!MODES.includes(input.mode as PayoutMode)) {
    return fail(`The mode field must be one of ${MODES.join(', ')}.`, 'mode');
  }
  const mode = input.mode as PayoutMode;
  if (mode === 'IMPS' && amount > IMPS_MAX_PAISE) {
    return fail('IMPS payouts can be at most ₹5,00,000: use NEFT.', 'amount');
  }
  if (typeof input.purpose !== 'string' || !/^[a-z_]{3,30}$/.test(input.purpose)) {
    return fail('The purpose field is required (payout, refund, …).', 'purpose');
  }
  let reference: string | null = null;
  if (input.reference_id !== undefined && input.reference_id !== null) {
    if (typeof input.reference_id !== 'string' || !REFERENCE.test(input.reference_id)) {
      return fail('The reference_id field must be 1 to 40 letters, digits or ._:-', 'reference_id');
    }
    reference = input.reference_id;
  }
  const narration = optionalText(input.narration, 'narration', 30);
  if (!narration.ok) return narration;
  return {
    ok: true,
    value: {
      fund_account_id: input.fund_account_id,
      amount,
      mode,
      purpose: input.purpose,
      reference_id: reference,
      narration: narration.value,
    },
  } as const;
}
