import type { RepeatPrefill } from '@/lib/repeat-link';
import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import {
  fetchBillSchema,
  payBillSchema,
  type FetchBillRequest,
  type PayBillRequest,
} from '@kosh/contract/recharge';
import { type BillKind } from '@kosh/contract/service-kinds';
import { firstIssues } from './form-check';

/** Step 1 of a bill (docs/product-1.md §2 Electricity and Gas, docs/product-2.md Postpaid). */
export interface BillFetchValues {
  mcode: string;
  service_no: string;
  customerMobile: string;
  option1: string;
  option2: string;
}

export type BillFetchField = keyof BillFetchValues;

export const BILL_FETCH_FIELDS: readonly BillFetchField[] = [
  'mcode',
  'service_no',
  'customerMobile',
  'option1',
  'option2',
];

export const emptyBillFetch = (): BillFetchValues => ({
  mcode: '',
  service_no: '',
  customerMobile: '',
  option1: '',
  option2: '',
});

/** A repeated bill's fields, to fetch it again (today's amount is the biller's, not the last one). */
export const billFetchPrefill = (
  prefill: RepeatPrefill | undefined,
): Partial<BillFetchValues> | undefined =>
  prefill && {
    mcode: prefill.operatorCode,
    service_no: prefill.number,
    customerMobile: prefill.customerMobile ?? '',
    option1: prefill.option1 ?? '',
    option2: prefill.option2 ?? '',
  };

/** Gas and postpaid bills are found by a mobile number; electricity by the biller's own number. */
export const serviceNoIsMobile = (kind: BillKind) => kind === 'gas' || kind === 'postpaid';
/** Electricity and gas ask for the customer's mobile too; postpaid's number is the mobile. */
export const asksCustomerMobile = (kind: BillKind) => kind !== 'postpaid';

export interface BillFetchCheck {
  /** Each field's message, shown under it. */
  errors: Partial<Record<BillFetchField, string>>;
  /** What the toast says: the one problem's spec message, or "Please fill out the fields correctly." */
  summary?: string;
}

/**
 * Fetch's checks (docs/product-1.md §5, docs/product-2.md §5): the biller ("Please select oprator"), the service
 * number ("Please select service number"; for postpaid "Mobile Number is required." under the
 * field and "Please valid Mobile Number." for a wrong one) and, but for postpaid, the customer's
 * mobile ("Please mobile number"; "Mobile Number is required" under the field).
 */
export function checkBillFetch(kind: BillKind, values: BillFetchValues): BillFetchCheck {
  const parsed = fetchBillSchema.safeParse(toFetchRequest(kind, values));
  const schemaErrors = firstIssues(parsed.error, BILL_FETCH_FIELDS);
  const errors: Partial<Record<BillFetchField, string>> = {};
  const summaries: string[] = [];
  const add = (field: BillFetchField, inline: string, summary = inline) => {
    errors[field] = inline;
    summaries.push(summary);
  };

  if (!values.mcode) add('mcode', 'SELECT_BILLER');

  const serviceNo = values.service_no.trim();
  if (!serviceNo) {
    add(
      'service_no',
      kind === 'postpaid' ? 'POSTPAID_REQUIRED' : 'SERVICE_NUMBER_REQUIRED',
      'SERVICE_NUMBER_REQUIRED',
    );
  } else if (serviceNoIsMobile(kind) && !MOBILE_PATTERN.test(serviceNo)) {
    add('service_no', kind === 'postpaid' ? 'POSTPAID_PATTERN' : 'MOBILE_INVALID');
  } else if (schemaErrors.service_no) {
    add('service_no', schemaErrors.service_no);
  }

  if (asksCustomerMobile(kind)) {
    const mobile = values.customerMobile.trim();
    if (!mobile) {
      add('customerMobile', 'CUSTOMER_MOBILE_REQUIRED', 'CUSTOMER_MOBILE');
    } else if (!MOBILE_PATTERN.test(mobile)) {
      add('customerMobile', 'MOBILE_INVALID');
    }
  }
  for (const field of ['option1', 'option2'] as const) {
    if (schemaErrors[field]) add(field, schemaErrors[field]);
  }

  const summary = summaries.length > 1 ? 'BILL_FIELDS_INVALID' : (summaries[0] ?? undefined);
  return { errors, summary };
}

/** The fetch call's payload: postpaid sends blank options and no customer mobile (docs/product-2.md §3). */
export function toFetchRequest(kind: BillKind, values: BillFetchValues): FetchBillRequest {
  return {
    mcode: values.mcode,
    service_no: values.service_no.trim(),
    ...(asksCustomerMobile(kind) ? { customerMobile: values.customerMobile.trim() } : {}),
    option1: kind === 'postpaid' ? '' : values.option1.trim(),
    option2: kind === 'postpaid' ? '' : values.option2.trim(),
  };
}

/**
 * Pay Bill's pre-checks, in the spec's order: the service number ("Please enter account no."),
 * the operator ("Please select service no."), an amount above 0 ("Your bill amount is not
 * valid."). Returns the first problem, or null.
 */
export function checkBillPay(request: PayBillRequest): string | null {
  const parsed = payBillSchema.safeParse(request);
  const errors = firstIssues(parsed.error, ['number', 'opcode', 'amount'] as const);
  return errors.number ?? errors.opcode ?? errors.amount ?? null;
}

/** A bill's yyyy-MM-dd as the screens show it: dd/MM/yyyy (docs/product-1.md §2, docs/product-2.md §9). */
export function formatBillDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
