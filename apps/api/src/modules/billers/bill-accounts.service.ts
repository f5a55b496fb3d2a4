import { checkBillerParams } from '@kosh/contract/bill-params';
import type { FetchedBill } from '@kosh/contract/bills';
import { paiseToRupees } from '@kosh/contract/common/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BbpsAccounts, BbpsLookup } from '../../providers/recharge/bbps.port';
import { ProviderError } from '../../providers/recharge/recharge.port';
import type { BillFetchesRepository } from './bill-fetches.repository';
import type { BillerRow, BillersRepository } from './billers.repository';

/** The biller the customer may pay, and their values checked by its own rules. */
export async function accountOf(
  repo: BillersRepository,
  db: Db,
  billerId: string,
  given: Record<string, unknown>,
): Promise<{ biller: BillerRow; values: Record<string, string> }> {
  const biller = await repo.findVisibleBiller(db, billerId);
  if (!biller) {
    throw new AppError('NOT_FOUND', 'BILLER_NOT_FOUND', {
      fields: [{ field: 'billerId', code: 'BILLER_NOT_FOUND' }],
    });
  }
  const checked = checkBillerParams(biller.params, given);
  if (!checked.ok) {
    throw new AppError('VALIDATION_FAILED', checked.refusals[0]!.code, {
      fields: checked.refusals,
      params: checked.refusals[0]!.params,
    });
  }
  return { biller, values: checked.values };
}

/** What the aggregator's answer means to the customer, when it is not the thing found. */
function refusalOf(found: Exclude<BbpsLookup<object>, { kind: 'found' }>, biller: BillerRow) {
  switch (found.kind) {
    case 'none':
      return new AppError('NOT_FOUND', 'BILL_NONE_DUE');
    case 'pending':
      return new AppError('PROVIDER_UNAVAILABLE', 'BILL_FETCH_PENDING', {
        retryAfterSeconds: 30,
      });
    case 'rejected': {
      const field = found.field ?? `params.${biller.params[0]!.name}`;
      return new AppError('BUSINESS_RULE', 'BILL_ACCOUNT_NOT_FOUND', {
        fields: [{ field, code: 'BILL_ACCOUNT_NOT_FOUND' }],
      });
    }
  }
}

/** The aggregator could not answer: said plainly, never a 500. */
async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError('PROVIDER_UNAVAILABLE', 'BILL_FETCH_FAILED', { cause: error });
    }
    throw error;
  }
}

/**
 * A catalogue biller's account, before paying: its bill fetched (fetch → pay billers; kept, so a
 * payment quotes it and is checked against it) or the account validated (validate → pay).
 */
export function createBillAccountsService(deps: {
  db: Db;
  repo: BillersRepository;
  fetches: BillFetchesRepository;
  accounts: BbpsAccounts;
}) {
  const { db, repo, accounts } = deps;
  return {
    async fetch(userId: string, billerId: string, given: Record<string, unknown>) {
      const { biller, values } = await accountOf(repo, db, billerId, given);
      if (biller.fetchRequirement !== 'MANDATORY') {
        throw new AppError('VALIDATION_FAILED', 'BILLER_NOT_FETCHABLE', {
          fields: [{ field: 'billerId', code: 'BILLER_NOT_FETCHABLE' }],
        });
      }
      const found = await asking(() => accounts.fetchBill(biller.id, values));
      if (found.kind !== 'found') throw refusalOf(found, biller);
      const row = await deps.fetches.recordFetch(db, {
        userId,
        billerId: biller.id,
        params: values,
        providerFetchId: found.fetchId,
        customerName: found.customerName,
        amountPaise: found.amountPaise,
        billNumber: found.billNumber,
        billDate: found.billDate,
        dueDate: found.dueDate,
        extraFields: found.extraFields,
      });
      const bill: FetchedBill = {
        fetchId: row.id,
        billerId: biller.id,
        customerName: row.customerName,
        amount: paiseToRupees(row.amountPaise),
        amountPaise: Number(row.amountPaise),
        billNumber: row.billNumber,
        billDate: row.billDate,
        dueDate: row.dueDate,
        extraFields: row.extraFields,
      };
      return bill;
    },

    async validate(billerId: string, given: Record<string, unknown>) {
      const { biller, values } = await accountOf(repo, db, billerId, given);
      if (biller.fetchRequirement !== 'VALIDATION') {
        throw new AppError('VALIDATION_FAILED', 'BILLER_NOT_VALIDATABLE', {
          fields: [{ field: 'billerId', code: 'BILLER_NOT_VALIDATABLE' }],
        });
      }
      const found = await asking(() => accounts.validateAccount(biller.id, values));
      if (found.kind !== 'found') throw refusalOf(found, biller);
      return { billerId: biller.id, customerName: found.customerName };
    },
  };
}

export type BillAccountsService = ReturnType<typeof createBillAccountsService>;
