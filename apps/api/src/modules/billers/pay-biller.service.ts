import { checkBillAmount, type BillerAmountRule } from '@kosh/contract/bill-amount';
import type { Exactness } from '@kosh/contract/billers';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/faults';
import type { RechargePaymentsService } from '../recharges/recharge-payments.service';
import { accountOf } from './bill-accounts.service';
import type { BillerFetchRow, BillFetchesRepository } from './bill-fetches.repository';
import type { BillerRow, BillersRepository } from './billers.repository';

/** A fetched bill can be paid for this long; after that the customer fetches it again. */
export const BILLER_FETCH_VALID_MS = 24 * 3_600_000;

const fetchRefused = (code: 'BILL_FETCH_NOT_FOUND' | 'BILL_FETCH_EXPIRED' | 'BILL_FETCH_FIRST') =>
  new AppError(code === 'BILL_FETCH_NOT_FOUND' ? 'NOT_FOUND' : 'BUSINESS_RULE', code, {
    fields: [{ field: 'fetchId', code }],
  });

/** Whether a fetch was of these very values (every parameter, the optional ones too). */
const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/** A biller's amount rule; the table's CHECK holds its exactness to the contract's list. */
const ruleOf = (biller: BillerRow): BillerAmountRule => ({
  ...biller,
  exactness: biller.exactness as Exactness,
});

/** The amount's refusal, on the amount field, with its words' values. */
export function checkAmount(rule: BillerAmountRule, amountPaise: bigint, duePaise: bigint | null) {
  const refusal = checkBillAmount(rule, amountPaise, duePaise);
  if (refusal) {
    throw new AppError('VALIDATION_FAILED', refusal.code, {
      fields: [{ field: 'amount', code: refusal.code, params: refusal.params }],
      params: refusal.params,
    });
  }
}

/**
 * Paying a catalogue biller from the wallet (`POST /api/v1/bills/pay`): the biller a customer may
 * pay, the values by its own rules, the amount by its limits and exactness, and — for a fetch →
 * pay biller — the customer's own fetched bill, young enough and paid once (the fetch is locked
 * and linked in the payment's own transaction). Then the one payment machinery every recharge and
 * bill uses: the hold, the aggregator, exactly-once settlement and refunds.
 */
export function createPayBillerService(deps: {
  db: Db;
  repo: BillersRepository;
  fetches: BillFetchesRepository;
  payments: Pick<RechargePaymentsService, 'pay'>;
  clock: Clock;
}) {
  const { db, repo, fetches, clock } = deps;

  /** The fetch, re-read under its lock: the customer's, this account's, young, not paid. */
  async function lockedFetch(
    tx: DbOrTx,
    userId: string,
    biller: BillerRow,
    values: Record<string, string>,
    fetchId: string,
  ): Promise<BillerFetchRow> {
    const fetch = await fetches.lockFetchOwnedBy(tx, userId, fetchId);
    const account = values[biller.params[0]!.name]!;
    if (!fetch || fetch.billerId !== biller.id || !sameValues(fetch.params, values)) {
      throw fetchRefused('BILL_FETCH_NOT_FOUND');
    }
    if (clock().getTime() - fetch.createdAt.getTime() > BILLER_FETCH_VALID_MS) {
      throw fetchRefused('BILL_FETCH_EXPIRED');
    }
    // A bill paid in full is paid; a part payment (exact or less, any amount) needs a new fetch.
    const whole = biller.exactness === 'EXACT' || biller.exactness === 'EXACT_OR_MORE';
    const live = await fetches.livePayment(tx, fetch, account, whole ? 'bill' : 'fetch');
    if (live) {
      throw new AppError(
        'CONFLICT',
        live.status === 'pending' ? 'BILL_PAYMENT_IN_PROGRESS' : 'BILL_ALREADY_PAID',
      );
    }
    return fetch;
  }

  return {
    async pay(
      userId: string,
      input: {
        billerId: string;
        params: Record<string, unknown>;
        amountPaise: bigint;
        fetchId?: string;
      },
      idempotencyKey?: string,
    ) {
      const { biller, values } = await accountOf(repo, db, input.billerId, input.params);
      const fetched = biller.fetchRequirement === 'MANDATORY';
      if (fetched && !input.fetchId) throw fetchRefused('BILL_FETCH_FIRST');
      if (!fetched && input.fetchId) throw fetchRefused('BILL_FETCH_NOT_FOUND');
      // Read before the payment, so a wrong amount is refused without a row; checked again locked.
      const seen = input.fetchId ? await fetches.findFetchOwnedBy(db, userId, input.fetchId) : null;
      if (input.fetchId && !seen) throw fetchRefused('BILL_FETCH_NOT_FOUND');
      checkAmount(ruleOf(biller), input.amountPaise, seen?.amountPaise ?? null);

      return deps.payments.pay(
        userId,
        {
          kind: 'bbps',
          biller: { id: biller.id, name: biller.name },
          billerParams: values,
          providerFetchId: seen?.providerFetchId,
          number: values[biller.params[0]!.name]!,
          amountPaise: input.amountPaise,
          operatorField: 'billerId',
          idempotencyKey,
        },
        seen
          ? async (tx, rechargeId) => {
              const fetch = await lockedFetch(tx, userId, biller, values, seen.id);
              checkAmount(ruleOf(biller), input.amountPaise, fetch.amountPaise);
              await fetches.linkFetch(tx, fetch.id, rechargeId);
            }
          : undefined,
      );
    },
  };
}

export type PayBillerService = ReturnType<typeof createPayBillerService>;
