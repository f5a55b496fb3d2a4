import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYOUT_MODES, PAYOUT_STATUSES } from '@kosh/contract/payouts';
import { amountPaiseColumn, createdAtColumn, instant, primaryId } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn } from '../users/users.tables';

/**
 * The bank accounts a customer sends money to: their own KYC-verified one (`own`, pre-registered
 * at once) and those they add, each confirmed by a penny drop (the holder's name the bank gave)
 * and pre-registered 24 hours after it was added. Removing one keeps its row (its payouts name
 * it); the provider's fund account id is registered on the first payout.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: primaryId(),
    userId: ownerColumn(),
    own: boolean('own').notNull().default(false),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    /** The holder's name as the bank gave it in the penny drop (or KYC, for the own account). */
    holderName: text('holder_name').notNull(),
    /** The penny drop's reference (its UTR at the bank). */
    verificationRef: text('verification_ref'),
    /** The payouts provider's fund account for it, once registered. */
    providerAccountId: text('provider_account_id'),
    createdAt: createdAtColumn(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('beneficiaries_user_account_uq')
      .on(t.userId, t.accountNumber, t.ifsc)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('beneficiaries_user_own_uq')
      .on(t.userId)
      .where(sql`${t.own} and ${t.deletedAt} is null`),
    index('beneficiaries_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Money from a wallet to a bank account. Made with the wallet's hold, in one transaction (status
 * `created`); the provider's idempotency key is the payout's id, so sending it again never pays
 * twice. Posted when processed, voided when rejected or failed, credited back once when a
 * processed payout is reversed. `next_check_at` is when reconciliation looks at it again.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: primaryId(),
    userId: ownerColumn(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id),
    amountPaise: amountPaiseColumn(),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('created'),
    /** Counted against the pre-registered monthly limit (else the ₹10,000 one) when made. */
    preRegistered: boolean('pre_registered').notNull(),
    providerPayoutId: text('provider_payout_id').unique(),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    holdTransferId: uuid('hold_transfer_id'),
    /** The credit back of a reversed payout: made once. */
    reversalTransferId: uuid('reversal_transfer_id'),
    idempotencyKey: text('idempotency_key'),
    nextCheckAt: instant('next_check_at'),
    checks: integer('checks').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    finalAt: instant('final_at'),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check('payouts_mode_check', oneOf(t.mode, PAYOUT_MODES)),
    check('payouts_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    check(
      'payouts_final_check',
      sql`(${t.status} in ('processed', 'rejected', 'failed', 'reversed')) = (${t.finalAt} is not null)`,
    ),
    check(
      'payouts_reversal_check',
      sql`(${t.status} = 'reversed') = (${t.reversalTransferId} is not null)`,
    ),
    uniqueIndex('payouts_user_key_uq').on(t.userId, t.idempotencyKey),
    index('payouts_user_idx').on(t.userId, t.createdAt),
    index('payouts_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
  ],
);

/**
 * Every status a payout was seen in, and where from: the create call's answer, a webhook (its
 * event id deduplicates redeliveries) or reconciliation's fetch. The back office reads it.
 */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: primaryId(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    source: text('source').notNull(),
    providerEventId: text('provider_event_id').unique(),
    status: text('status').notNull(),
    utr: text('utr'),
    payload: jsonb('payload'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payout_events_source_check', oneOf(t.source, ['create', 'webhook', 'fetch', 'admin'])),
    index('payout_events_payout_idx').on(t.payoutId, t.createdAt),
  ],
);
