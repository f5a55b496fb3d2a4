import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { LedgerBatchItemError, textArray, uuidArray } from './ledger-batch-sql';
import { sqlRows } from '../../db/sql-rows';

/** One hold of a batch to post (the payment went through) or void (its refund). */
export interface HoldResolution {
  pendingId: string;
  kind: 'post' | 'void';
}

/** What one hold of the batch came to. */
export type ResolveOutcome =
  | {
      ok: true;
      /** The resolution's transfer; null when the hold was already resolved (a no-op). */
      transferId: string | null;
      /** What its wallet can spend after it (the debit wallet's, else the credit's); null: none. */
      balanceAfterPaise: bigint | null;
    }
  | { ok: false; error: Error };

interface ResolveSqlRow {
  ord: number | string;
  transfer_id: string | null;
  balance_after: string | null;
  failed_state: string | null;
  failed_message: string | null;
}

/**
 * Posts or voids many holds in the caller's transaction with one statement,
 * `ledger_resolve_batch` (migration 0043): each hold as `ledger_resolve` would, on its own — one
 * already resolved is a no-op, a missing one fails alone — with every hold and account locked in
 * id order first, as the other batch functions lock them. One outcome per hold, in order.
 */
export async function resolveBatch(
  tx: DbOrTx,
  batch: readonly HoldResolution[],
): Promise<ResolveOutcome[]> {
  if (batch.length === 0) return [];
  const rows = await sqlRows<ResolveSqlRow>(
    tx,
    sql`select ord, transfer_id, balance_after::text as balance_after, failed_state, failed_message
          from ledger_resolve_batch(${uuidArray(batch.map((b) => b.pendingId))},
               ${textArray(batch.map((b) => b.kind))})`,
  );
  const outcomes = new Array<ResolveOutcome | undefined>(batch.length);
  for (const row of rows) {
    const i = Number(row.ord) - 1;
    if (i < 0 || i >= batch.length || outcomes[i]) continue;
    outcomes[i] = row.failed_state
      ? {
          ok: false,
          error: new LedgerBatchItemError(row.failed_state, row.failed_message ?? 'unknown'),
        }
      : {
          ok: true,
          transferId: row.transfer_id,
          balanceAfterPaise: row.balance_after === null ? null : BigInt(row.balance_after),
        };
  }
  // The function answers one row per hold; should it ever not, say so rather than guess.
  return Array.from(
    outcomes,
    (o) =>
      o ?? {
        ok: false,
        error: new Error('ledger_resolve_batch gave no outcome for this hold (a bug)'),
      },
  );
}
