import type { Said } from '@/lib/i18n/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  OFFLINE_FIELD_LABELS,
  PAYMENT_TYPE_FIELDS,
  SLIP_MAX_BYTES,
  requestMoneyFieldsSchema,
  type PaymentType,
} from '@kosh/contract/wallet';
import type { WalletKey } from '../messages';

/** What the offline top-up form holds (docs/product-1.md §3 'Wallet top-up request'). */
export interface OfflineFormValues {
  paymentType: PaymentType;
  amount: string;
  company_bank_name: string;
  company_acc_number: string;
  paymentDate: string;
  userBank: string;
  userAccNo: string;
  transactionNo: string;
  remark: string;
  slipImage: File | null;
}

export type OfflineField = Exclude<keyof OfflineFormValues, 'paymentType'>;

/** docs/product-1.md §9: the offline amount box takes at most 6 characters. */
/** The typed fields, in the order the multipart body carries them; the slip goes last. */
const OFFLINE_TEXT_FIELDS = [
  'amount',
  'company_bank_name',
  'company_acc_number',
  'paymentDate',
  'userBank',
  'userAccNo',
  'transactionNo',
  'remark',
] as const satisfies readonly OfflineField[];

/** Every field of the form: a server error naming one of them is shown on it. */
export const OFFLINE_FIELDS: readonly OfflineField[] = [...OFFLINE_TEXT_FIELDS, 'slipImage'];

export const OFFLINE_AMOUNT_MAX_LENGTH = 6;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const emptyOfflineForm = (paymentType: PaymentType, paymentDate: string) => ({
  paymentType,
  amount: '',
  company_bank_name: '',
  company_acc_number: '',
  paymentDate,
  userBank: '',
  userAccNo: '',
  transactionNo: '',
  remark: '',
  slipImage: null,
});

/** Which fields a payment type leaves out (docs/product-1.md §4): they are disabled, not just optional. */
export function disabledFields(type: PaymentType): Set<OfflineField> {
  const needs = PAYMENT_TYPE_FIELDS[type];
  const off = new Set<OfflineField>();
  if (!needs.companyBank) off.add('company_bank_name').add('company_acc_number');
  if (!needs.userBank) off.add('userBank').add('userAccNo');
  return off;
}

/** "Please fill the {field} field." with the field's spec name, as its code and parameter. */
export const fillOneMessage = (field: string) =>
  ({ code: 'WALLET_FILL_ONE', params: { field: OFFLINE_FIELD_LABELS[field] ?? field } }) as const;

/**
 * The form's rules are the contract's (requestMoneyFieldsSchema, which the API applies too), plus
 * the slip: present, an image, at most 5 MB. A missing field is marked with type 'required' and
 * no message of its own: the form says it once for all of them (docs/product-1.md §5).
 */
export const offlineFormResolver: Resolver<OfflineFormValues> = async (values) => {
  const errors: FieldErrors<OfflineFormValues> = {};
  const { slipImage, ...fields } = values;
  const parsed = requestMoneyFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OfflineField | undefined;
      if (!field || errors[field]) continue;
      // The contract's issues carry catalogue codes as their message.
      const code = issue.message;
      errors[field] =
        code === 'WALLET_FILL_ONE'
          ? { type: 'required', message: '' }
          : { type: 'validate', message: code };
    }
  }
  if (!slipImage) {
    errors.slipImage = { type: 'required', message: '' };
  } else if (!(SLIP_TYPES as readonly string[]).includes(slipImage.type)) {
    errors.slipImage = { type: 'validate', message: 'error.slipType' satisfies WalletKey };
  } else if (slipImage.size > SLIP_MAX_BYTES) {
    errors.slipImage = { type: 'validate', message: 'error.slipSize' satisfies WalletKey };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The fields still to fill, in the form's order. */
export function missingFields(errors: FieldErrors<OfflineFormValues>): OfflineField[] {
  return (Object.keys(OFFLINE_FIELD_LABELS) as OfflineField[]).filter(
    (field) => errors[field]?.type === 'required',
  );
}

/** The form-level message for what is missing (docs/product-1.md §5), in English; the screen translates. */
export function missingMessage(missing: readonly OfflineField[]): Said | undefined {
  if (missing.length > 1) return 'WALLET_FILL_ALL';
  if (missing.length === 1 && missing[0]) return fillOneMessage(missing[0]);
  return undefined;
}

/** POST user/requstMoney's multipart body; fields the type leaves out go empty. */
export function toRequestMoneyForm(values: OfflineFormValues): FormData {
  const off = disabledFields(values.paymentType);
  const form = new FormData();
  form.set('paymentType', values.paymentType);
  for (const field of OFFLINE_TEXT_FIELDS) {
    form.set(field, off.has(field) ? '' : values[field].trim());
  }
  if (values.slipImage) form.set('slipImage', values.slipImage, values.slipImage.name);
  return form;
}

/** What identifies one submit: the same values and the same file are a retry of it. */
export function offlineFingerprint(values: OfflineFormValues): string {
  const { slipImage, ...fields } = values;
  return JSON.stringify({
    ...fields,
    slip: slipImage && [slipImage.name, slipImage.size, slipImage.lastModified],
  });
}
