import type { Db } from '../../db/client';
import { isRetryableConflict, sqlState } from '../../lib/db-errors';
import { createBatchQueue, type BatchQueueOptions } from '../../db/batch-queue';
import { transferBatch, type BatchOutcome } from './ledger-batch-sql';
import type { LedgerTransferRow } from './ledger.tables';
import { assertAmount, type LedgerService, type TransferInput } from './ledger.service';

export { LedgerBatchItemError } from './ledger-batch-sql';
export type LedgerBatcherOptions = BatchQueueOptions;

interface Waiting {
  input: TransferInput;
  resolve: (row: LedgerTransferRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for pure transfers (issue 16 §2, TigerBeetle's batching): the transfers that arrive
 * within `windowMs` share one transaction and one COMMIT — one statement, `ledger_transfer_batch`
 * (migrations 0019, 0042), that locks every account of the batch in id order, reads what each wallet can
 * spend under that lock, takes the transfers in order and reports each one's outcome. So each
 * transfer still succeeds or fails on its own — a wallet short of funds gets InsufficientFundsError
 * while its neighbours go through, and the wallet CHECK still guards every UPDATE — and each
 * caller's promise settles only after the COMMIT: if the transaction fails, every caller of the
 * batch gets that error and nothing of the batch was applied.
 *
 * Only for callers that need nothing else in the transaction (a plain wallet debit). A caller that
 * writes its own rows with the money (a recharge's row and its hold) uses the group commit of
 * ledger-group-commit.ts, where each batch's rows and money commit together.
 */
export function createLedgerBatcher(
  db: Db,
  ledger: Pick<LedgerService, 'systemShard'>,
  options: LedgerBatcherOptions = {},
) {
  /** One transaction for the batch; the caller's promises settle after it commits or fails. */
  async function run(batch: Waiting[]): Promise<void> {
    let outcomes: BatchOutcome[];
    try {
      outcomes = await commitWithRetry(batch);
    } catch (error) {
      // A data or constraint error (SQLSTATE class 22 or 23) failed the statement, so nothing was
      // applied: one transfer the function did not foresee must not fail its neighbours, so each
      // is tried again in a batch of its own. Any other failure is every caller's.
      const state = sqlState(error);
      if (batch.length > 1 && state && /^2[23]/.test(state)) {
        for (const w of batch) await run([w]);
        return;
      }
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) w.resolve(outcome.transfer);
      else w.reject(outcome?.error ?? new Error('no outcome for this transfer (a bug)'));
    });
  }

  /**
   * The batch is one statement outside any BEGIN, so PostgreSQL runs it in a transaction of its
   * own and commits it before it answers: the driver settles the query on ReadyForQuery, which the
   * server sends only after that COMMIT (or with the error that failed it). One round trip a batch.
   */
  async function commitWithRetry(batch: Waiting[]): Promise<BatchOutcome[]> {
    const commit = () =>
      transferBatch(
        db,
        ledger,
        batch.map((w) => ({ kind: 'single', input: w.input })),
      );
    try {
      return await commit();
    } catch (error) {
      // A deadlock or serialisation failure rolled the whole batch back: safe to run it once more.
      if (isRetryableConflict(error)) return commit();
      throw error;
    }
  }

  const queue = createBatchQueue(options, run);
  return {
    /** A transfer ('single') that commits with the others of its batch; see createLedgerBatcher. */
    transfer(input: TransferInput): Promise<LedgerTransferRow> {
      assertAmount(input.amountPaise);
      return new Promise<LedgerTransferRow>((resolve, reject) => {
        queue.push({ input, resolve, reject });
      });
    },
    /** Transfers waiting for a batch plus batches running (for tests and a graceful stop). */
    get pending(): number {
      return queue.pending;
    },
  };
}

export type LedgerBatcher = ReturnType<typeof createLedgerBatcher>;
