import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LedgerTransferRow } from './ledger.tables';
import { isRetryableConflict, sqlState } from '../../lib/db-errors';
import {
  assertAmount,
  InsufficientFundsError,
  sqlRows,
  type LedgerService,
  type SystemAccount,
  type TransferInput,
} from './ledger.service';

export interface LedgerBatcherOptions {
  /** How long the first transfer of a batch waits for others to join it (default 1 ms). */
  windowMs?: number;
  /** Transfers in one batch (default 50, at most 500). */
  maxBatch?: number;
  /** Batches running at once, each on a connection of its own (default 4). */
  maxInFlight?: number;
}

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

interface Waiting {
  input: TransferInput;
  resolve: (row: LedgerTransferRow) => void;
  reject: (error: unknown) => void;
}

interface BatchSqlRow {
  ord: number | string;
  transfer_id: string | null;
  debit_id: string | null;
  credit_id: string | null;
  made_at: Date | string | null;
  failed_state: string | null;
  failed_constraint: string | null;
  failed_message: string | null;
}

const MAX_BATCH = 500;
/**
 * Group commit for pure transfers (issue 16 §2, TigerBeetle's batching): the transfers that arrive
 * within `windowMs` share one transaction and one COMMIT — one statement, `ledger_transfer_batch`
 * (migration 0019), that locks every account of the batch in id order, reads what each wallet can
 * spend under that lock, takes the transfers in order and reports each one's outcome. So each
 * transfer still succeeds or fails on its own — a wallet short of funds gets InsufficientFundsError
 * while its neighbours go through, and the wallet CHECK still guards every UPDATE — and each
 * caller's promise settles only after the COMMIT: if the transaction fails, every caller of the
 * batch gets that error and nothing of the batch was applied.
 *
 * Only for callers that need nothing else in the transaction (a plain wallet debit). A caller that
 * writes its own business rows with the money (a recharge's hold, a hotel booking) keeps the
 * in-transaction ledger API, where the rows and the money commit together.
 */
export function createLedgerBatcher(
  db: Db,
  ledger: Pick<LedgerService, 'systemShard'>,
  options: LedgerBatcherOptions = {},
) {
  const windowMs = options.windowMs ?? 1;
  const maxBatch = Math.min(options.maxBatch ?? 50, MAX_BATCH);
  const maxInFlight = Math.max(1, options.maxInFlight ?? 4);
  if (maxBatch < 1) throw new Error('maxBatch must be at least 1');

  let queue: Waiting[] = [];
  let inFlight = 0;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let turnTimer: ReturnType<typeof setImmediate> | undefined;

  function schedule() {
    if (queue.length === 0 || inFlight >= maxInFlight) return; // a finishing batch flushes
    if (queue.length >= maxBatch) flush();
    // Nothing running: no commit to share yet, so wait only for what arrives in this turn of the
    // event loop (setImmediate runs after the I/O callbacks already due), not a whole window.
    else if (inFlight === 0) turnTimer ??= setImmediate(flush);
    else windowTimer ??= setTimeout(flush, windowMs);
  }

  function flush() {
    if (windowTimer) clearTimeout(windowTimer);
    if (turnTimer) clearImmediate(turnTimer);
    windowTimer = undefined;
    turnTimer = undefined;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        // What queued meanwhile has waited a whole batch already: send it now.
        if (queue.length > 0) flush();
      });
    }
  }

  /** One transaction for the batch; the caller's promises settle after it commits or fails. */
  async function run(batch: Waiting[]): Promise<void> {
    let rows: BatchSqlRow[];
    try {
      rows = await commitWithRetry(batch);
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
    const settled = new Set<number>();
    for (const row of rows) {
      const w = batch[Number(row.ord) - 1];
      if (!w || settled.has(Number(row.ord))) continue;
      settled.add(Number(row.ord));
      if (row.transfer_id && row.debit_id && row.credit_id && row.made_at) {
        w.resolve({
          id: row.transfer_id,
          kind: 'single',
          debitAccountId: row.debit_id,
          creditAccountId: row.credit_id,
          amountPaise: w.input.amountPaise,
          code: w.input.code,
          referenceType: w.input.reference.type,
          referenceId: w.input.reference.id,
          pendingId: null,
          createdAt: row.made_at instanceof Date ? row.made_at : new Date(row.made_at),
        });
      } else if (
        row.failed_state === '23514' &&
        row.failed_constraint === 'ledger_accounts_wallet_not_negative'
      ) {
        w.reject(new InsufficientFundsError());
      } else {
        w.reject(
          new LedgerBatchItemError(row.failed_state ?? 'XX000', row.failed_message ?? 'unknown'),
        );
      }
    }
    // The function answers one row per transfer; should it ever not, say so rather than guess.
    batch.forEach((w, i) => {
      if (!settled.has(i + 1))
        w.reject(new Error('ledger_transfer_batch gave no outcome for this transfer (a bug)'));
    });
  }

  async function commitWithRetry(batch: Waiting[]): Promise<BatchSqlRow[]> {
    try {
      return await commit(batch);
    } catch (error) {
      // A deadlock or serialisation failure rolled the whole batch back: safe to run it once more.
      if (isRetryableConflict(error)) return commit(batch);
      throw error;
    }
  }

  /**
   * The batch is one statement outside any BEGIN, so PostgreSQL runs it in a transaction of its
   * own and commits it before it answers: the driver settles the query on ReadyForQuery, which the
   * server sends only after that COMMIT (or with the error that failed it). One round trip a batch.
   */
  async function commit(batch: Waiting[]): Promise<BatchSqlRow[]> {
    // One shard per system account per batch: a batch locks few rows, and concurrent batches
    // most likely different ones.
    const shards = new Map<SystemAccount, string>();
    const shard = async (system: SystemAccount) => {
      let id = shards.get(system);
      if (!id) shards.set(system, (id = await ledger.systemShard(db, system)));
      return id;
    };
    const cols = {
      debitAccounts: [] as (string | null)[],
      debitUsers: [] as (string | null)[],
      creditAccounts: [] as (string | null)[],
      creditUsers: [] as (string | null)[],
      amounts: [] as string[],
      codes: [] as string[],
      referenceTypes: [] as string[],
      referenceIds: [] as string[],
    };
    for (const { input } of batch) {
      const d = input.debit;
      const c = input.credit;
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
      sql`select ord, transfer_id, debit_id, credit_id, made_at, failed_state, failed_constraint, failed_message
              from ledger_transfer_batch(${uuidArray(cols.debitAccounts)}, ${uuidArray(cols.debitUsers)},
                   ${uuidArray(cols.creditAccounts)}, ${uuidArray(cols.creditUsers)},
                   ${textArray(cols.amounts)}::bigint[], ${textArray(cols.codes)},
                   ${textArray(cols.referenceTypes)}, ${textArray(cols.referenceIds)})`,
    );
    return rows;
  }

  return {
    /** A transfer ('single') that commits with the others of its batch; see createLedgerBatcher. */
    transfer(input: TransferInput): Promise<LedgerTransferRow> {
      assertAmount(input.amountPaise);
      return new Promise<LedgerTransferRow>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        schedule();
      });
    },
    /** Transfers waiting for a batch plus batches running (for tests and a graceful stop). */
    get pending(): number {
      return queue.length + inFlight;
    },
  };
}

export type LedgerBatcher = ReturnType<typeof createLedgerBatcher>;

/**
 * A PostgreSQL array literal as one text parameter, so the statement has eight parameters whatever
 * the batch's size (and both drivers send it the same way). Elements are quoted and escaped.
 */
function arrayLiteral(values: (string | null)[]): string {
  return `{${values
    .map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;
}

function uuidArray(values: (string | null)[]) {
  return sql`${arrayLiteral(values)}::uuid[]`;
}

function textArray(values: string[]) {
  return sql`${arrayLiteral(values)}::text[]`;
}
