import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { LedgerTransferRow } from './ledger.tables';
import {
  InsufficientFundsError,
  type LedgerService,
  type SystemAccount,
  type TransferInput,
} from './ledger.service';

/** A transfer of a batch failed on its own (not for want of funds): its SQLSTATE and message. */
export class LedgerBatchItemError extends Error {
  constructor(
    readonly sqlState: string,
    message: string,
  ) {
    super(`ledger transfer failed (${sqlState}): ${message}`);
    this.name = 'LedgerBatchItemError';
  }
}

/** One transfer of a batch: moved at once ('single') or held for a payment ('pending'). */
export interface BatchTransfer {
  kind: 'single' | 'pending';
  input: TransferInput;
}

/** What one transfer of a batch came to. */
export type BatchOutcome =
  | {
      ok: true;
      transfer: LedgerTransferRow;
      /** What its wallet can spend after it (the debit wallet's, else the credit's); null: none. */
      balanceAfterPaise: bigint | null;
    }
  | { ok: false; error: Error };

interface BatchSqlRow {
  ord: number | string;
  transfer_id: string | null;
  debit_id: string | null;
  credit_id: string | null;
  made_at: Date | string | null;
  balance_after: string | number | null;
  failed_state: string | null;
  failed_constraint: string | null;
  failed_message: string | null;
}

/**
 * Runs `ledger_transfer_batch` (migrations 0019, 0042) for `batch` on `db` — a transaction of its
 * own when `db` is the pool, or the caller's — and answers each transfer's outcome, in order. One
 * shard per system account per batch: a batch locks few rows, concurrent batches most likely
 * different ones.
 */
export async function transferBatch(
  db: DbOrTx,
  ledger: Pick<LedgerService, 'systemShard'>,
  batch: readonly BatchTransfer[],
): Promise<BatchOutcome[]> {
  const shards = new Map<SystemAccount, string>();
  const shard = async (system: SystemAccount) => {
    let id = shards.get(system);
    if (!id) shards.set(system, (id = await ledger.systemShard(db, system)));
    return id;
  };
  const cols = {
    kinds: [] as string[],
    debitAccounts: [] as (string | null)[],
    debitUsers: [] as (string | null)[],
    creditAccounts: [] as (string | null)[],
    creditUsers: [] as (string | null)[],
    amounts: [] as string[],
    codes: [] as string[],
    referenceTypes: [] as string[],
    referenceIds: [] as string[],
  };
  for (const { kind, input } of batch) {
    const d = input.debit;
    const c = input.credit;
    cols.kinds.push(kind);
    cols.debitAccounts.push('system' in d ? await shard(d.system) : null);
    cols.debitUsers.push('wallet' in d ? d.wallet : null);
    cols.creditAccounts.push('system' in c ? await shard(c.system) : null);
    cols.creditUsers.push('wallet' in c ? c.wallet : null);
    cols.amounts.push(input.amountPaise.toString());
    cols.codes.push(input.code);
    cols.referenceTypes.push(input.reference.type);
    cols.referenceIds.push(input.reference.id);
  }
  const rows = await sqlRows<BatchSqlRow>(
    db,
    sql`select ord, transfer_id, debit_id, credit_id, made_at, balance_after::text as balance_after,
               failed_state, failed_constraint, failed_message
          from ledger_transfer_batch(${textArray(cols.kinds)}, ${uuidArray(cols.debitAccounts)},
               ${uuidArray(cols.debitUsers)}, ${uuidArray(cols.creditAccounts)},
               ${uuidArray(cols.creditUsers)}, ${textArray(cols.amounts)}::bigint[],
               ${textArray(cols.codes)}, ${textArray(cols.referenceTypes)},
               ${textArray(cols.referenceIds)})`,
  );
  const outcomes: (BatchOutcome | undefined)[] = new Array<BatchOutcome | undefined>(batch.length);
  for (const row of rows) {
    const i = Number(row.ord) - 1;
    const item = batch[i];
    if (!item || outcomes[i]) continue;
    outcomes[i] = outcomeOf(row, item);
  }
  // The function answers one row per transfer; should it ever not, say so rather than guess.
  return Array.from(
    outcomes,
    (o) =>
      o ?? {
        ok: false,
        error: new Error('ledger_transfer_batch gave no outcome for this transfer (a bug)'),
      },
  );
}

function outcomeOf(row: BatchSqlRow, { kind, input }: BatchTransfer): BatchOutcome {
  if (row.transfer_id && row.debit_id && row.credit_id && row.made_at) {
    return {
      ok: true,
      transfer: {
        id: row.transfer_id,
        kind,
        debitAccountId: row.debit_id,
        creditAccountId: row.credit_id,
        amountPaise: input.amountPaise,
        code: input.code,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
        pendingId: null,
        createdAt: row.made_at instanceof Date ? row.made_at : new Date(row.made_at),
      },
      balanceAfterPaise: row.balance_after === null ? null : BigInt(row.balance_after),
    };
  }
  if (
    row.failed_state === '23514' &&
    row.failed_constraint === 'ledger_accounts_wallet_not_negative'
  )
    return { ok: false, error: new InsufficientFundsError() };
  return {
    ok: false,
    error: new LedgerBatchItemError(row.failed_state ?? 'XX000', row.failed_message ?? 'unknown'),
  };
}

/**
 * A PostgreSQL array literal as one text parameter, so the statement has nine parameters whatever
 * the batch's size (and both drivers send it the same way). Elements are quoted and escaped.
 */
function arrayLiteral(values: (string | null)[]): string {
  return `{${values
    .map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;
}

export function uuidArray(values: (string | null)[]) {
  return sql`${arrayLiteral(values)}::uuid[]`;
}

export function textArray(values: (string | null)[]) {
  return sql`${arrayLiteral(values)}::text[]`;
}
