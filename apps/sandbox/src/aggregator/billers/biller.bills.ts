import { billFor, NO_BILL_SUFFIX } from '../aggregator.bills';
import type { Operator } from '../aggregator.catalogue';
import { aggregatorError, type AggregatorError } from '../aggregator.errors';
import { seeded } from '../aggregator.random';
import { aggregatorId } from '../aggregator.store';
import type { Biller } from './biller.types';

/**
 * Bill fetch and account validation for catalogue billers. What happens follows the last digits of
 * the biller's first parameter, as the payments' magic values follow the number (see the README).
 */
export const BILLER_MAGIC = {
  failure: '0000',
  pending: '1111',
  noAnswer: '2222',
  amountMismatch: '4444',
  noBill: NO_BILL_SUFFIX,
} as const;

/** The fee a `4444` account's bill gains after its first fetch: what makes the amounts differ. */
export const LATE_FEE_PAISE = 25_00;

export interface FetchedBill {
  billerId: string;
  customerName: string;
  amountPaise: number;
  billNumber: string;
  billDate: string;
  dueDate: string;
  params: Record<string, string>;
  extraFields: { name: string; value: string }[];
}

export type BillerAnswer =
  { kind: 'answer'; status: 200 | 202 | 404 | 422; body: unknown } | { kind: 'no-answer' };

const STATE_LIMIT = 10_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Billers as the existing bill model sees them: the same seed gives the same customer and dates. */
const asOperator = (biller: Biller) =>
  ({ code: biller.id, name: biller.name, category: 'electricity' }) as Operator;

function extraValue(name: string, bill: Omit<FetchedBill, 'extraFields'>, seed: string) {
  const random = seeded(`extra:${seed}:${name}`);
  switch (name) {
    case 'Bill Period':
    case 'Maintenance Period':
      return bill.billDate.slice(0, 7);
    case 'Statement Date':
      return bill.billDate;
    case 'EMI Due Date':
    case 'Premium Due Date':
      return bill.dueDate;
    case 'Minimum Amount Due':
      return rupees(Math.max(1_00, Math.round(bill.amountPaise * 0.05)));
    case 'Overdue Amount':
      return rupees(0);
    default:
      return String(random.int(1, 999));
  }
}

/**
 * What the aggregator remembers between calls: when a `1111` account was first asked about, how
 * often a `4444` account's bill was fetched, and the bills handed out by fetchId.
 */
export class BillerFetches {
  private readonly firstAsked = new Map<string, number>();
  private readonly fetchCounts = new Map<string, number>();
  private readonly fetches = new Map<string, FetchedBill>();
  /** What each account's bill came to at its latest fetch. */
  private readonly latest = new Map<string, number>();

  constructor(private readonly pendingMs: number) {}

  get(fetchId: string) {
    return this.fetches.get(fetchId);
  }

  /** What the biller asks for this fetch's bill now: its latest fetch's amount. */
  amountNow(bill: FetchedBill, biller: Biller) {
    const account = bill.params[biller.params[0]!.name]!;
    return this.latest.get(`${biller.id}:${account}`) ?? bill.amountPaise;
  }

  /** Pending until pendingMs after the account was first asked about, then answered. */
  private stillPending(key: string, now: number) {
    const first = this.firstAsked.get(key) ?? now;
    remember(this.firstAsked, key, first);
    return now - first < this.pendingMs;
  }

  fetch(biller: Biller, params: Record<string, string>, now = new Date()): BillerAnswer {
    const account = params[biller.params[0]!.name]!;
    const key = `${biller.id}:${account}`;
    const field = `params.${biller.params[0]!.name}`;
    if (account.endsWith(BILLER_MAGIC.noAnswer)) return { kind: 'no-answer' };
    if (account.endsWith(BILLER_MAGIC.pending) && this.stillPending(key, now.getTime())) {
      return { kind: 'answer', status: 202, body: pending() };
    }
    if (account.endsWith(BILLER_MAGIC.failure)) {
      return { kind: 'answer', status: 422, body: rejected(field) };
    }
    if (account.endsWith(BILLER_MAGIC.noBill)) {
      return {
        kind: 'answer',
        status: 404,
        body: aggregatorError('BILL_NOT_FOUND', 'No bill is due for this account.', field),
      };
    }

    const base = billFor(asOperator(biller), account, now);
    let amountPaise = base.amountPaise;
    const span = biller.maxAmountPaise - biller.minAmountPaise;
    if (amountPaise < biller.minAmountPaise || amountPaise > biller.maxAmountPaise) {
      amountPaise = biller.minAmountPaise + (span === 0 ? 0 : amountPaise % span);
    }
    if (account.endsWith(BILLER_MAGIC.amountMismatch)) {
      const fetched = this.fetchCounts.get(key) ?? 0;
      remember(this.fetchCounts, key, fetched + 1);
      // Every fetch after the first finds the bill grown by a late fee.
      if (fetched > 0) amountPaise = Math.min(amountPaise + LATE_FEE_PAISE, biller.maxAmountPaise);
    }
    const bill = {
      billerId: biller.id,
      customerName: base.customerName,
      amountPaise,
      billNumber: base.billNumber,
      billDate: base.billDate,
      dueDate: base.dueDate,
      params,
    };
    const fetchedBill: FetchedBill = {
      ...bill,
      extraFields: biller.extraFields.map((name) => ({
        name,
        value: extraValue(name, bill, key),
      })),
    };
    const fetchId = aggregatorId('FET');
    remember(this.fetches, fetchId, fetchedBill);
    remember(this.latest, key, amountPaise);
    return { kind: 'answer', status: 200, body: { fetchId, bill: fetchedBill } };
  }

  validate(biller: Biller, params: Record<string, string>, now = new Date()): BillerAnswer {
    const account = params[biller.params[0]!.name]!;
    const key = `${biller.id}:${account}`;
    if (account.endsWith(BILLER_MAGIC.noAnswer)) return { kind: 'no-answer' };
    if (account.endsWith(BILLER_MAGIC.pending) && this.stillPending(key, now.getTime())) {
      return { kind: 'answer', status: 202, body: pending() };
    }
    if (account.endsWith(BILLER_MAGIC.failure)) {
      return {
        kind: 'answer',
        status: 200,
        body: {
          valid: false,
          billerId: biller.id,
          params,
          message: 'The biller found no account with these details.',
        },
      };
    }
    const { customerName } = billFor(asOperator(biller), account, now);
    return {
      kind: 'answer',
      status: 200,
      body: { valid: true, billerId: biller.id, customerName, params },
    };
  }
}

const pending = () => ({
  status: 'PENDING',
  message: 'The biller has not answered yet: ask again shortly.',
});

const rejected = (field: string): AggregatorError =>
  aggregatorError('BILLER_REJECTED', 'The biller found no account with these details.', field);

/** A bounded map: the oldest entry goes once there are too many. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.set(key, value);
  if (map.size > STATE_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
