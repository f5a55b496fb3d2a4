import { messageText, type MessageCode } from '../messages/catalogue';

type MoneyFormatCode = Extract<
  MessageCode,
  'AMOUNT_NOT_A_NUMBER' | 'AMOUNT_NEGATIVE' | 'AMOUNT_OUT_OF_RANGE' | 'AMOUNT_TOO_PRECISE'
>;

/**
 * Money crosses the wire in rupees (the spec's payloads: `199`, `"199.50"`) and lives everywhere
 * else as integer paise. This is the one place that converts, so nothing does arithmetic on
 * floating-point rupees.
 */

/** The largest amount we accept anywhere: ₹1,00,00,00,000 (10 crore) — far above any limit. */
export const MAX_PAISE = 10_000_000_000n;

/** Why an amount is not one: a catalogue code, its English as the error's message. */
export class MoneyFormatError extends Error {
  constructor(readonly code: MoneyFormatCode) {
    super(messageText(code));
    this.name = 'MoneyFormatError';
  }
}

const RUPEES_PATTERN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Parses a rupee amount (number or string) into paise. Rejects NaN, infinities, negatives,
 * exponents, more than two decimals and anything above MAX_PAISE.
 */
export function rupeesToPaise(value: number | string): bigint {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyFormatError('AMOUNT_NOT_A_NUMBER');
    if (value < 0) throw new MoneyFormatError('AMOUNT_NEGATIVE');
    // Shortest round-trip representation: 199.5 → "199.5", 0.1 + 0.2 → "0.30000000000000004".
    text = String(value);
    if (/e/i.test(text)) throw new MoneyFormatError('AMOUNT_OUT_OF_RANGE');
  } else {
    text = value.trim();
  }
  if (text.startsWith('-')) throw new MoneyFormatError('AMOUNT_NEGATIVE');
  const match = RUPEES_PATTERN.exec(text);
  if (!match) {
    if (/^\d+\.\d{3,}$/.test(text)) {
      throw new MoneyFormatError('AMOUNT_TOO_PRECISE');
    }
    throw new MoneyFormatError('AMOUNT_NOT_A_NUMBER');
  }
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  const paise = whole * 100n + fraction;
  if (paise > MAX_PAISE) throw new MoneyFormatError('AMOUNT_OUT_OF_RANGE');
  return paise;
}

/** Paise → a rupee string with two decimals for the wire ("199.50"). */
export function paiseToRupees(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fraction}`;
}

// Formatting for display is in inr.ts, which imports nothing: a screen that only shows amounts
// (the home's balance) need not load the message catalogue this file's errors are worded from.
export { formatInr } from './inr';
