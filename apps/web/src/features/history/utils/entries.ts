import {
  CREDIT_CODES,
  complaintDetailsSchema,
  type ComplaintDetails,
  type RechargeLogRow,
} from '@kosh/contract/recharge';
import { formatRupees } from '@/lib/money';

/** WALLET and WALLET_CREDIT add money; every other code takes it (docs/product-1.md §3). */
export const isCredit = (code: string) => (CREDIT_CODES as readonly string[]).includes(code);

/** The entry's amount in rupees with its sign: credits positive, debits negative. */
export const signedAmount = (row: Pick<RechargeLogRow, 'amount' | 'Code'>): number =>
  isCredit(row.Code) ? row.amount : -row.amount;

/** "+₹500.00" for a credit, "−₹199.00" (a real minus sign) for a debit. */
export const formatSignedAmount = (row: Pick<RechargeLogRow, 'amount' | 'Code'>): string =>
  `${isCredit(row.Code) ? '+' : '−'}${formatRupees(row.amount)}`;

/**
 * A payment to an operator or biller (a recharge or a bill): a debit with an operator. Top-ups,
 * refunds and other debits are not, and no complaint can be raised on them.
 */
export const isRecharge = (row: RechargeLogRow) => !isCredit(row.Code) && row.operator !== '';

/** A payment still pending this long may be asked about by hand ("Check status"). */
export const CHECK_AFTER_MS = 30 * 60_000;

/** Whether an entry offers Check status: a recharge or bill payment pending for over 30 minutes. */
export const offersCheck = (row: RechargeLogRow, now = Date.now()) =>
  row.status === 'Pending' && isRecharge(row) && now - Date.parse(row.doe) > CHECK_AFTER_MS;

export type ComplaintAction = 'complain' | 'status' | null;

/**
 * What an entry offers (docs/product-1.md §4): a complaint on a successful recharge, the status viewer once
 * one is raised, nothing otherwise.
 */
export function complaintActionOf(row: RechargeLogRow): ComplaintAction {
  if (!isRecharge(row)) return null;
  if (row.complain_flag === 1) return 'status';
  return row.status === 'Success' ? 'complain' : null;
}

/** The complaint carried by an entry (complainStatus is JSON text), or null. */
export function parseComplaint(text: string | null): ComplaintDetails | null {
  if (!text) return null;
  try {
    const parsed = complaintDetailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
