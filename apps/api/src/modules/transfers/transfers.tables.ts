import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { amountPaiseColumn, createdAtColumn, instant, primaryId } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn, users } from '../users/users.tables';

const customer = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id);

/**
 * Money sent from one Kosh wallet to another: one row per transfer, written in the transaction of
 * its one ledger transfer (wallet to wallet), so a row is a transfer that happened. Exactly once
 * per sender and Idempotency-Key; a request for money is paid by at most one.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: primaryId(),
    /** What the customers quote: KT and twelve digits. */
    reference: text('reference').notNull().unique(),
    senderId: customer('sender_id'),
    receiverId: customer('receiver_id'),
    amountPaise: amountPaiseColumn(),
    note: text('note').notNull().default(''),
    /** The request for money this transfer paid. */
    moneyRequestId: uuid('money_request_id'),
    ledgerTransferId: uuid('ledger_transfer_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('wallet_transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check('wallet_transfers_not_self', sql`${t.senderId} <> ${t.receiverId}`),
    uniqueIndex('wallet_transfers_sender_key_uq').on(t.senderId, t.idempotencyKey),
    uniqueIndex('wallet_transfers_request_uq').on(t.moneyRequestId),
    index('wallet_transfers_sender_idx').on(t.senderId, t.createdAt),
    index('wallet_transfers_receiver_idx').on(t.receiverId, t.createdAt),
  ],
);

/** What a request's row says; `expired` is an open one past its time, read, never written. */
export const STORED_REQUEST_STATUSES = ['open', 'paid', 'declined'] as const;

/**
 * A customer asking another for money. Open until paid (by a wallet transfer), declined, or past
 * `expires_at` (expired is read from the clock, never written: nothing has to run for it).
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: primaryId(),
    requesterId: customer('requester_id'),
    payerId: customer('payer_id'),
    amountPaise: amountPaiseColumn(),
    note: text('note').notNull().default(''),
    /** open, paid or declined; an open one past expires_at is shown as expired. */
    status: text('status').notNull().default('open'),
    transferId: uuid('transfer_id').references(() => walletTransfers.id),
    idempotencyKey: text('idempotency_key'),
    expiresAt: instant('expires_at').notNull(),
    decidedAt: instant('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('money_requests_amount_positive', sql`${t.amountPaise} > 0`),
    check('money_requests_not_self', sql`${t.requesterId} <> ${t.payerId}`),
    check('money_requests_status_check', oneOf(t.status, STORED_REQUEST_STATUSES)),
    check('money_requests_paid_check', sql`(${t.status} = 'paid') = (${t.transferId} is not null)`),
    uniqueIndex('money_requests_requester_key_uq').on(t.requesterId, t.idempotencyKey),
    index('money_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('money_requests_payer_idx').on(t.payerId, t.createdAt),
  ],
);

/**
 * A back-office hold on a customer's outgoing money (a fraud suspicion): while one is in force
 * (not lifted), every transfer and payout they start is refused. Kept after lifting, as history.
 */
export const outgoingHolds = pgTable(
  'outgoing_holds',
  {
    id: primaryId(),
    userId: ownerColumn(),
    reason: text('reason').notNull(),
    placedBy: customer('placed_by'),
    placedAt: instant('placed_at').notNull().defaultNow(),
    liftedBy: uuid('lifted_by').references(() => users.id),
    liftedAt: instant('lifted_at'),
  },
  (t) => [
    check('outgoing_holds_lifted_check', sql`(${t.liftedAt} is null) = (${t.liftedBy} is null)`),
    uniqueIndex('outgoing_holds_in_force_uq')
      .on(t.userId)
      .where(sql`${t.liftedAt} is null`),
  ],
);

/** SMS invites to numbers not on Kosh yet: what rate-limits them, per inviter and per number. */
export const transferInvites = pgTable(
  'transfer_invites',
  {
    id: primaryId(),
    userId: ownerColumn(),
    mobile: text('mobile').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('transfer_invites_user_idx').on(t.userId, t.createdAt),
    index('transfer_invites_mobile_idx').on(t.mobile, t.createdAt),
  ],
);
