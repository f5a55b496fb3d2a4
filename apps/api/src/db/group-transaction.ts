import { isRetryableConflict } from '../lib/db-errors';
import { createBatchQueue, type BatchQueueOptions } from './batch-queue';
import type { Db, DbOrTx } from './client';

/** What one item of a batch came to: its result, or the error that is its caller's alone. */
export type ItemOutcome<Result> = { ok: true; result: Result } | { ok: false; error: Error };

/**
 * The batch's work inside its transaction: one outcome per item, in their order. An item refused
 * on its own (a wallet short of funds, a payment already settled) is an `ok: false` outcome while
 * its neighbours commit; throwing rolls the whole batch back.
 */
export type GroupBody<Item, Result> = (tx: DbOrTx, items: Item[]) => Promise<ItemOutcome<Result>[]>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the items that arrive within the queue's window (batch-queue.ts) share one
 * transaction and one COMMIT, and each caller's promise settles after it. Set-based statements
 * in `body` then cost one round trip for the batch, not one per item.
 *
 * A batch that fails before its COMMIT (a row's unique key taken by a racing retry, a rule `body`
 * checks) applied nothing, so each item is run again in a batch of its own and only the one at
 * fault gets the error. A deadlock or serialisation failure is retried once. A failed COMMIT is
 * every caller's, exactly as for one transaction: nothing is run twice, and the outcome of a COMMIT
 * whose answer was lost belongs to the callers' idempotency keys and recovery.
 */
export function createGroupTransaction<Item, Result>(
  db: Db,
  body: GroupBody<Item, Result>,
  options: BatchQueueOptions = {},
) {
  type W = Waiting<Item, Result>;

  async function run(batch: W[]): Promise<void> {
    let outcomes: ItemOutcome<Result>[];
    const progress = { committing: false };
    try {
      outcomes = await commitWithRetry(batch, progress);
    } catch (error) {
      if (batch.length > 1 && !progress.committing) {
        for (const w of batch) await run([w]);
        return;
      }
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const o = outcomes[i];
      if (o?.ok) w.resolve(o.result);
      else w.reject(o?.error ?? new Error('no outcome for this item of the batch (a bug)'));
    });
  }

  async function commitWithRetry(batch: W[], progress: { committing: boolean }) {
    try {
      return await commit(batch, progress);
    } catch (error) {
      // A deadlock or serialisation failure rolled the whole batch back: safe to run it once more.
      if (isRetryableConflict(error) && !progress.committing) return commit(batch, progress);
      throw error;
    }
  }

  function commit(batch: W[], progress: { committing: boolean }) {
    return db.transaction(async (tx) => {
      const outcomes = await body(
        tx,
        batch.map((w) => w.item),
      );
      if (outcomes.length !== batch.length)
        throw new Error(`the batch answered ${outcomes.length} outcomes for ${batch.length} items`);
      // From here on the transaction's COMMIT is sent: an error now may follow a commit.
      progress.committing = true;
      return outcomes;
    });
  }

  const queue = createBatchQueue<W>(options, run);
  return {
    /** Runs `item` in the next batch; settles with its own outcome once the batch committed. */
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => queue.push({ item, resolve, reject }));
    },
    /** Items waiting for a batch plus batches running (for tests and a graceful stop). */
    get pending(): number {
      return queue.pending;
    },
  };
}
