import type { Db, DbOrTx } from '../../db/client';
import { isRetryableConflict } from '../../lib/db-errors';
import { createBatchQueue, type BatchQueueOptions } from './batch-queue';
import { transferBatch, type BatchOutcome, type BatchTransfer } from './ledger-batch-sql';
import type { LedgerTransferRow } from './ledger.tables';
import { assertAmount, type LedgerService } from './ledger.service';

/** An item of a batch whose money moved, as the product's `write` gets it. */
export interface Moved<Item> {
  item: Item;
  transfer: LedgerTransferRow;
  /** What its wallet can spend after it (the debit wallet's, else the credit's); null: none. */
  balanceAfterPaise: bigint | null;
}

/**
 * Writes the rows of the items whose money moved, inside the batch's transaction, one result per
 * item in their order (set-based where it can: one INSERT for the batch). Throwing rolls the whole
 * batch back.
 */
export type WriteMoved<Item, Result> = (tx: DbOrTx, moved: Moved<Item>[]) => Promise<Result[]>;

interface Waiting<Item, Result> {
  item: Item;
  transfer: BatchTransfer;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

type Settled<Result> = { ok: true; result: Result } | { ok: false; error: Error };

/**
 * Group commit for a product's payments (a recharge's row and its hold; the batcher of
 * ledger-batcher.ts is the same for pure transfers): the payments that arrive within the window
 * share one transaction and one COMMIT — `ledger_transfer_batch` for their money, each accepted or
 * refused on its own (InsufficientFundsError for a wallet short of funds while its neighbours go
 * through), then `write` for the rows of those whose money moved, and nothing for the others. So a
 * row is written only if its money moved, and its money moves only if its row is written: both are
 * one transaction's. Each caller's promise settles after the COMMIT.
 *
 * A batch that fails before its COMMIT (a row's unique key taken by a racing retry, a business
 * rule `write` checks for one item) applied nothing, so each item is run again in a batch of its
 * own and only the one at fault gets the error. A deadlock or serialisation failure is retried
 * once. A failed COMMIT is every caller's, exactly as for one transaction: nothing is run twice,
 * and the outcome of a COMMIT whose answer was lost belongs to the callers' idempotency keys.
 */
export function createLedgerGroupCommit<Item, Result>(
  db: Db,
  ledger: Pick<LedgerService, 'systemShard'>,
  write: WriteMoved<Item, Result>,
  options: BatchQueueOptions = {},
) {
  type W = Waiting<Item, Result>;

  async function run(batch: W[]): Promise<void> {
    let settled: Settled<Result>[];
    const progress = { committing: false };
    try {
      settled = await commitWithRetry(batch, progress);
    } catch (error) {
      // Failed before its COMMIT was sent (an item's row refused, a business rule its `write`
      // checks), the batch applied nothing: each item is run alone, so only its own fault fails
      // it. A failure of the COMMIT itself leaves the outcome unknown: every caller's.
      if (batch.length > 1 && !progress.committing) {
        for (const w of batch) await run([w]);
        return;
      }
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const s = settled[i];
      if (s?.ok) w.resolve(s.result);
      else w.reject(s?.error ?? new Error('no outcome for this payment (a bug)'));
    });
  }

  async function commitWithRetry(
    batch: W[],
    progress: { committing: boolean },
  ): Promise<Settled<Result>[]> {
    try {
      return await commit(batch, progress);
    } catch (error) {
      // A deadlock or serialisation failure rolled the whole batch back: safe to run it once more.
      if (isRetryableConflict(error) && !progress.committing) return commit(batch, progress);
      throw error;
    }
  }

  function commit(batch: W[], progress: { committing: boolean }): Promise<Settled<Result>[]> {
    return db.transaction(async (tx) => {
      const outcomes: BatchOutcome[] = await transferBatch(
        tx,
        ledger,
        batch.map((w) => w.transfer),
      );
      const moved: Moved<Item>[] = [];
      const at: number[] = [];
      outcomes.forEach((o, i) => {
        if (!o.ok) return;
        moved.push({
          item: batch[i]!.item,
          transfer: o.transfer,
          balanceAfterPaise: o.balanceAfterPaise,
        });
        at.push(i);
      });
      const results = moved.length > 0 ? await write(tx, moved) : [];
      if (results.length !== moved.length)
        throw new Error(`write answered ${results.length} results for ${moved.length} payments`);
      const settled: Settled<Result>[] = outcomes.map((o) =>
        o.ok ? { ok: false, error: new Error('unset') } : { ok: false, error: o.error },
      );
      at.forEach((i, k) => (settled[i] = { ok: true, result: results[k] as Result }));
      // From here on the transaction's COMMIT is sent: an error now may follow a commit.
      progress.committing = true;
      return settled;
    });
  }

  const queue = createBatchQueue<W>(options, run);
  return {
    /**
     * Moves `transfer` and writes `item`'s row with it in the next batch; resolves with what
     * `write` made of it once committed, or rejects (InsufficientFundsError when its wallet is
     * short) with nothing of it kept.
     */
    submit(item: Item, transfer: BatchTransfer): Promise<Result> {
      assertAmount(transfer.input.amountPaise);
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, transfer, resolve, reject });
      });
    },
    get pending(): number {
      return queue.pending;
    },
  };
}

export type LedgerGroupCommit<Item, Result> = ReturnType<
  typeof createLedgerGroupCommit<Item, Result>
>;
