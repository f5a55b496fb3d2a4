import { badRequest, type RazorpayError } from './payments.errors';

export const MIN_AMOUNT_PAISE = 100;
/** ₹50,00,000: the sandbox merchant's largest order. */
export const MAX_AMOUNT_PAISE = 500_000_000;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
  'payment_capture',
]);

export interface OrderInput {
  amount: number;
  receipt: string | null;
  notes: Record<string, string | number>;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: RazorpayError };
const fail = (description: string, field?: string) =>
  ({ ok: false, error: badRequest(description, field) }) as const;

/** POST /v1/orders' body, checked as Razorpay checks it (integers may come as strings, as in forms). */
export function parseOrderInput(body: unknown): Result<OrderInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return fail('The amount field is required.', 'amount');
  }
  const input = body as Record<string, unknown>;
  const extra = Object.keys(input).filter((key) => !ORDER_FIELDS.has(key));
  if (extra.length > 0) {
    return fail(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  }

  const { amount: rawAmount, currency, receipt, notes } = input;
  if (rawAmount === undefined || rawAmount === null || rawAmount === '') {
    return fail('The amount field is required.', 'amount');
  }
  const amount =
    typeof rawAmount === 'string' && /^\d+$/.test(rawAmount) ? Number(rawAmount) : rawAmount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    return fail('The amount must be an integer.', 'amount');
  }
  if (amount < MIN_AMOUNT_PAISE) {
    return fail('Order amount less than minimum amount allowed', 'amount');
  }
  if (amount > MAX_AMOUNT_PAISE) {
    return fail('Order amount exceeds maximum amount allowed.', 'amount');
  }

  if (currency === undefined || currency === null || currency === '') {
    return fail('The currency field is required.', 'currency');
  }
  if (currency !== 'INR') {
    return fail('The selected currency is invalid.', 'currency');
  }

  const badReceipt = receiptProblem(receipt);
  if (badReceipt) return badReceipt;

  const parsedNotes = parseNotes(notes);
  if (!parsedNotes.ok) return parsedNotes;

  const partial = input.partial_payment;
  if (
    partial !== undefined &&
    !['true', 'false', '1', '0', true, false, 1, 0].includes(partial as never)
  ) {
    return fail('The partial payment field must be true or false.', 'partial_payment');
  }

  return {
    ok: true,
    value: {
      amount,
      receipt: typeof receipt === 'string' ? receipt : null,
      notes: parsedNotes.value,
    },
  };
}

const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);

export interface RefundInput {
  /** null: the whole amount still refundable. */
  amount: number | null;
  speed: 'normal' | 'optimum';
  receipt: string | null;
  notes: Record<string, string | number>;
}

/** POST /v1/payments/{id}/refund's body, checked as Razorpay checks it; every field is optional. */
export function parseRefundInput(body: unknown): Result<RefundInput> {
  if (body === null || body === undefined || body === '') body = {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    return fail('The request body must be an object.');
  }
  const input = body as Record<string, unknown>;
  const extra = Object.keys(input).filter((key) => !REFUND_FIELDS.has(key));
  if (extra.length > 0) {
    return fail(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  }

  const { amount: rawAmount, speed, receipt, notes } = input;
  let amount: number | null = null;
  if (rawAmount !== undefined && rawAmount !== null && rawAmount !== '') {
    const value =
      typeof rawAmount === 'string' && /^\d+$/.test(rawAmount) ? Number(rawAmount) : rawAmount;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      return fail('The amount must be an integer.', 'amount');
    }
    if (value < MIN_AMOUNT_PAISE) return fail('The amount must be at least INR 1.00', 'amount');
    amount = value;
  }

  if (speed !== undefined && speed !== null && speed !== 'normal' && speed !== 'optimum') {
    return fail('The selected speed is invalid.', 'speed');
  }

  const badReceipt = receiptProblem(receipt);
  if (badReceipt) return badReceipt;

  const parsedNotes = parseNotes(notes);
  if (!parsedNotes.ok) return parsedNotes;

  return {
    ok: true,
    value: {
      amount,
      speed: speed === 'optimum' ? 'optimum' : 'normal',
      receipt: typeof receipt === 'string' && receipt !== '' ? receipt : null,
      notes: parsedNotes.value,
    },
  };
}

/** Razorpay's rule for a receipt, on orders and refunds alike: optional, a string of ≤40 characters. */
function receiptProblem(receipt: unknown) {
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string') {
    return fail('The receipt must be a string.', 'receipt');
  }
  if (typeof receipt === 'string' && receipt.length > 40) {
    return fail('The receipt may not be greater than 40 characters.', 'receipt');
  }
  return null;
}

function parseNotes(notes: unknown): Result<Record<string, string | number>> {
  if (notes === undefined || notes === null || notes === '') return { ok: true, value: {} };
  // Razorpay's PHP heritage: an empty list counts as empty notes.
  if (Array.isArray(notes) && notes.length === 0) return { ok: true, value: {} };
  if (typeof notes !== 'object' || Array.isArray(notes)) {
    return fail('The notes field must be an object of key-value pairs.', 'notes');
  }
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > MAX_NOTES) {
    return fail(`Number of notes should be less than or equal to ${MAX_NOTES}`, 'notes');
  }
  const value: Record<string, string | number> = {};
  for (const [key, note] of entries) {
    if (typeof note === 'boolean') value[key] = String(note);
    else if (typeof note === 'string' || typeof note === 'number') value[key] = note;
    else return fail(`The notes.${key} must be a string or a number.`, 'notes');
    if (String(value[key]).length > MAX_NOTE_LENGTH) {
      return fail(
        `The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`,
        'notes',
      );
    }
  }
  return { ok: true, value };
}

/**
 * An application/x-www-form-urlencoded body as Razorpay reads one (PHP style): `notes[key]=value`
 * becomes `{notes: {key: value}}`.
 */
export function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (/__proto__|constructor|prototype/.test(name)) continue;
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(name);
    if (nested?.[1] && nested[2]) {
      const parent = result[nested[1]];
      const object =
        parent && typeof parent === 'object' ? (parent as Record<string, unknown>) : {};
      object[nested[2]] = value;
      result[nested[1]] = object;
    } else {
      result[name] = value;
    }
  }
  return result;
}
