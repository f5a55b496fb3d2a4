import { dthRechargeSchema, type DthRechargeRequest } from '@kosh/contract/recharge';
import { firstIssues, type FormCheck } from './form-check';

/** What the DTH form holds (docs/product-1.md §2): the operator's code, the number and the amount typed. */
export interface DthFormValues {
  operator: string;
  number: string;
  amount: string;
}

export type DthField = keyof DthFormValues;
/** The spec's names of the DTH fields in its collected messages (docs/product-1.md §5). */
export type DthFieldName =
  'Operator' | 'Number' | 'Valid Number' | 'Amount' | 'Amount (minimum ₹1)';

export const DTH_FIELDS: readonly DthField[] = ['operator', 'number', 'amount'];

export const emptyDthForm = (): DthFormValues => ({ operator: '', number: '', amount: '' });

/** The number box takes digits only, at most 10 (refuses anything else as it is typed). */
export function acceptDthNumber(next: string): string | null {
  return /^\d{0,10}$/.test(next) ? next : null;
}

/**
 * The contract's rules (the API applies the same), with each problem named as the spec names it:
 * a missing number is "Number", a short one "Valid Number", an amount under ₹1 "Amount (minimum ₹1)".
 */
export function checkDth(values: DthFormValues): FormCheck<DthField, DthFieldName> {
  const parsed = dthRechargeSchema.safeParse(values);
  const errors = firstIssues(parsed.error, DTH_FIELDS);
  const names: DthFieldName[] = [];
  if (errors.operator) names.push('Operator');
  if (errors.number) names.push(values.number.trim() === '' ? 'Number' : 'Valid Number');
  if (errors.amount) {
    if (values.amount.trim() === '') names.push('Amount');
    else if (errors.amount === 'AMOUNT_MIN') names.push('Amount (minimum ₹1)');
  }
  return { errors, names, valid: parsed.success };
}

/** The call's payload (rupees as typed: the server converts them to paise). */
export const toDthRequest = (values: DthFormValues): DthRechargeRequest => ({
  operator: values.operator,
  number: values.number.trim(),
  amount: values.amount.trim(),
});
