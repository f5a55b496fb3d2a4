import type { Biller, FetchedBill } from '@kosh/contract/bills';
import type { BillerParam } from '@kosh/contract/billers';
import { checkBillAmount } from '@kosh/contract/bill-amount';
import { checkBillerParams } from '@kosh/contract/bill-params';
import { MoneyFormatError, rupeesToPaise } from '@kosh/contract/common/money';
import type { FieldError } from '@kosh/contract/common/errors';
import type { MessageCode, MessageParams } from '@kosh/contract/messages/catalogue';

/** A refusal to show under its field, in the reader's language (by its code). */
export interface Refusal {
  code: MessageCode;
  params?: MessageParams;
}

/** The refusals of a biller's form: each parameter's by its name, and the amount's. */
export interface BillerFormErrors {
  params: Record<string, Refusal>;
  amount?: Refusal;
}

/** How a parameter's box behaves: the keyboard a phone shows, and its type. */
export function paramInput(param: BillerParam): {
  type: 'text' | 'tel' | 'date';
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  autoComplete: string;
} {
  switch (param.dataType) {
    case 'DATE':
      // The browser's date picker answers YYYY-MM-DD, what the biller's rule takes.
      return { type: 'date', autoComplete: 'off' };
    case 'MOBILE':
      return { type: 'tel', inputMode: 'numeric', maxLength: param.maxLength, autoComplete: 'tel' };
    case 'NUMERIC':
      return {
        type: 'text',
        inputMode: 'numeric',
        maxLength: param.maxLength,
        autoComplete: 'off',
      };
    default:
      return { type: 'text', inputMode: 'text', maxLength: param.maxLength, autoComplete: 'off' };
  }
}

const nameOfField = (field: string) =>
  field.startsWith('params.') ? field.slice('params.'.length) : null;

/**
 * The parameters as typed, checked by the biller's own rules (the server's very check): the
 * values to send, or the first refusal of each parameter.
 */
export function checkParams(
  biller: Pick<Biller, 'params'>,
  typed: Readonly<Record<string, string>>,
): { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, Refusal> } {
  const given = Object.fromEntries(biller.params.map((p) => [p.name, typed[p.name] ?? '']));
  const checked = checkBillerParams(biller.params, given);
  if (checked.ok) return { ok: true, values: checked.values };
  const errors: Record<string, Refusal> = {};
  for (const refusal of checked.refusals) {
    const name = nameOfField(refusal.field);
    if (name && !errors[name]) errors[name] = { code: refusal.code, params: refusal.params };
  }
  return { ok: false, errors };
}

/**
 * The amount as typed, checked as the server checks it: rupees with at most two decimals, then
 * the biller's limits and, against a fetched bill, its exactness. Null when it is fine.
 */
export function checkAmount(
  biller: Pick<Biller, 'exactness' | 'minAmountPaise' | 'maxAmountPaise'>,
  typed: string,
  bill: Pick<FetchedBill, 'amountPaise'> | null,
): Refusal | null {
  let paise: bigint;
  try {
    paise = rupeesToPaise(typed.trim());
  } catch (error) {
    if (error instanceof MoneyFormatError) return { code: 'BILL_AMOUNT_INVALID' };
    throw error;
  }
  if (paise <= 0n) return { code: 'BILL_AMOUNT_INVALID' };
  return checkBillAmount(biller, paise, bill ? BigInt(bill.amountPaise) : null);
}

/** A refusal the server answered, put under its own field: a parameter's, or the amount's. */
export function serverFieldErrors(fields: readonly FieldError[]): BillerFormErrors {
  const errors: BillerFormErrors = { params: {} };
  for (const field of fields) {
    const refusal = { code: field.code, params: field.params };
    const name = nameOfField(field.field);
    if (name) errors.params[name] ??= refusal;
    else if (field.field === 'amount') errors.amount ??= refusal;
  }
  return errors;
}

/** A rupee amount as the amount box shows it: no ".00" on whole rupees. */
export const amountText = (rupees: string) => rupees.replace(/\.00$/, '');
