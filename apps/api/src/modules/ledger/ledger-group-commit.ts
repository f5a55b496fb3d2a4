import type { Db, DbOrTx } from '../../db/client';
import type { BatchQueueOptions } from '../../db/batch-queue';
import { createGroupTransaction, type ItemOutcome } from '../../db/group-transaction';
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

/** A payment as it waits for its batch: its row's item and its transfer. */
interface Submitted<Item> {
  item: Item;
  transfer: BatchTransfer;
}

/**
 * Group commit for a product's payments (a recharge's row and its hold; the batcher of
 * ledger-batcher.ts is the same for pure transfers): the payments that arrive within the window
 * share one transaction and one COMMIT — `ledger_transfer_batch` for their money, each accepted or
 * refused on its own (InsufficientFundsError for a wallet short of funds while its neighbours go
 * through), then `write` for the rows of those whose money moved, and nothing for the others. So a
 * row is written only if its money moved, and its money moves only if its row is written: both are
 * one transaction's. Each caller's promise settles after the COMMIT; a batch that fails before it
 * is run again item by item, so only the one at fault gets the error (db/group-transaction.ts).
 */
export function createLedgerGroupCommit<Item, Result>(
  db: Db,
  ledger: Pick<LedgerService, 'systemShard'>,
  write: WriteMoved<Item, Result>,
  options: BatchQueueOptions = {},
) {
  const group = createGroupTransaction<Submitted<Item>, Result>(
    db,
    async (tx, batch) => {
      const outcomes: BatchOutcome[] = await transferBatch(
        tx,
        ledger,
        batch.map((s) => s.transfer),
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
      const settled: ItemOutcome<Result>[] = outcomes.map((o) =>
        o.ok ? { ok: false, error: new Error('unset') } : { ok: false, error: o.error },
      );
      at.forEach((i, k) => (settled[i] = { ok: true, result: results[k] as Result }));
      return settled;
    },
    options,
  );

  return {
    /**
     * Moves `transfer` and writes `item`'s row with it in the next batch; resolves with what
     * `write` made of it once committed, or rejects (InsufficientFundsError when its wallet is
     * short) with nothing of it kept.
     */
    submit(item: Item, transfer: BatchTransfer): Promise<Result> {
      assertAmount(transfer.input.amountPaise);
      return group.submit({ item, transfer });
    },
    get pending(): number {
      return group.pending;
    },
  };
}

export type LedgerGroupCommit<Item, Result> = ReturnType<
  typeof createLedgerGroupCommit<Item, Result>
>;
