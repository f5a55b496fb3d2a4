import { fastagRechargeSchema, type FastagRechargeRequest } from '@kosh/contract/recharge';
import { firstIssues, type FormCheck } from './form-check';

/** What the Fastag form holds (docs/product-1.md §2). */
export interface FastagFormValues {
  opcode: string;
  number: string;
  amount: string;
}

export type FastagField = keyof FastagFormValues;
export type FastagFieldName = 'Operator' | 'Fastag Number' | 'Amount';

export const FASTAG_FIELDS: readonly FastagField[] = ['opcode', 'number', 'amount'];
const NAMES: Record<FastagField, FastagFieldName> = {
  opcode: 'Operator',
  number: 'Fastag Number',
  amount: 'Amount',
};
export const VEHICLE_MAX_LENGTH = 12;

export const emptyFastagForm = (): FastagFormValues => ({ opcode: '', number: '', amount: '' });

/** A vehicle number as typed: capitals, no spaces or dashes, letters and digits only. */
export function acceptVehicleInput(next: string): string | null {
  const cleaned = next.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z0-9]*$/.test(cleaned) || cleaned.length > VEHICLE_MAX_LENGTH) return null;
  return cleaned;
}

/** The contract's rules; every field at fault is collected by its name (docs/product-1.md §5). */
export function checkFastag(values: FastagFormValues): FormCheck<FastagField, FastagFieldName> {
  const parsed = fastagRechargeSchema.safeParse({ ...values, option1: '', option2: '' });
  const errors = firstIssues(parsed.error, FASTAG_FIELDS);
  const names = FASTAG_FIELDS.filter((field) => errors[field] !== undefined).map((f) => NAMES[f]);
  return { errors, names, valid: parsed.success };
}

/** The call's payload: option1 and option2 are sent empty (docs/product-1.md §7). */
export const toFastagRequest = (values: FastagFormValues): FastagRechargeRequest => ({
  opcode: values.opcode,
  number: values.number.trim().toUpperCase(),
  amount: values.amount.trim(),
  option1: '',
  option2: '',
});
