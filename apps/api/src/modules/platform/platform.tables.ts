import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, createdAtColumn } from '../../db/columns';
import { ownerColumn } from '../users/users.tables';

/**
 * Idempotency-Key records (docs/architecture.md §3): the first answer to a money-moving call, kept so a retry
 * with the same key and body gets it again and a different body under the same key gets a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerColumn(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    /**
     * The claim is a lease (Stripe's semantics): while it is in the future one request runs under
     * the key and a retry is told to wait; once it has passed, a retry takes the key over and
     * either finds the outcome the first run recorded on its recharge, order or request, or runs
     * again. A process killed mid-request therefore never leaves its key stuck.
     */
    lockedUntil: instant('locked_until'),
    /** Changes at every take-over, so a run whose lease was taken cannot complete the key. */
    leaseToken: uuid('lease_token'),
    /**
     * The first answer's JSON body, byte for byte as it was sent: a replay sends it again. Not
     * jsonb, which reorders an object's keys (and so changed `params` between answer and replay).
     */
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotency_keys_key_format', sql`${t.key} ~ '^[A-Za-z0-9_-]{8,128}$'`),
    // The purge (24 h) and the sweep of abandoned claims read by age.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every private file the store writes, recorded before its bytes: a process killed between the
 * write and its owner's commit (a wallet slip, a ticket attachment, a KYC photo) leaves a row
 * here with no claim, and the orphan sweep removes the file after a grace period. The owner's
 * row claims it in its own transaction (triggers on wallet_requests, support_attachments and
 * kyc_submissions, migration 0022), so a file is owned exactly when its owner committed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    createdAt: createdAtColumn(),
    claimedAt: instant('claimed_at'),
  },
  (t) => [
    index('stored_files_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * Each background job's record across the fleet (lib/background-jobs.ts): when it last ran, last
 * succeeded and last failed (with why), and how often. Metrics read a job's lag from it and the
 * back office shows it; a job that stops succeeding is seen, not found in the logs.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** How often the job is scheduled, as the last copy to start said. */
  everySeconds: integer('every_seconds').notNull(),
  lastStartedAt: instant('last_started_at'),
  lastSucceededAt: instant('last_succeeded_at'),
  lastFailedAt: instant('last_failed_at'),
  /** The last failure's message (no stack: the log has it, with the request id). */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
