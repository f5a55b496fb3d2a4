import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, createdAtColumn, zeroPaiseColumn, amountPaiseColumn } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { users } from '../users/users.tables';

/**
 * Ledger accounts in the TigerBeetle model: running totals of pending and posted debits and
 * credits, all in paise. A wallet is a liability to its customer: its balance is
 * credits_posted − debits_posted − debits_pending, and the database refuses any row that would
 * make it negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: primaryId(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    debitsPendingPaise: zeroPaiseColumn('debits_pending_paise'),
    debitsPostedPaise: zeroPaiseColumn('debits_posted_paise'),
    creditsPendingPaise: zeroPaiseColumn('credits_pending_paise'),
    creditsPostedPaise: zeroPaiseColumn('credits_posted_paise'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('ledger_accounts_kind_check', sql`${t.kind} in ('wallet', 'system')`),
    check(
      'ledger_accounts_wallet_owner_check',
      sql`(${t.kind} = 'wallet') = (${t.userId} is not null)`,
    ),
    check(
      'ledger_accounts_wallet_not_negative',
      sql`${t.kind} <> 'wallet' or ${t.creditsPostedPaise} - ${t.debitsPostedPaise} - ${t.debitsPendingPaise} >= 0`,
    ),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${t.debitsPendingPaise} >= 0 and ${t.debitsPostedPaise} >= 0 and ${t.creditsPendingPaise} >= 0 and ${t.creditsPostedPaise} >= 0`,
    ),
  ],
);

export const TRANSFER_KINDS = ['single', 'pending', 'post', 'void'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * Immutable transfers (the database refuses UPDATE and DELETE on this table). A two-phase payment
 * is a 'pending' row that one later 'post' or 'void' row resolves: `pending_id` is unique, so a
 * hold can be resolved only once, whatever races. A `code` says why money moved, a reference
 * says for what.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: primaryId(),
    kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: amountPaiseColumn(),
    code: text('code').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** For 'post' and 'void': the pending transfer resolved. */
    pendingId: uuid('pending_id').unique(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_kind_check', oneOf(t.kind, TRANSFER_KINDS)),
    check(
      'ledger_transfers_pending_ref',
      sql`(${t.kind} in ('post', 'void')) = (${t.pendingId} is not null)`,
    ),
    check('ledger_transfers_code_format', sql`${t.code} ~ '^[A-Z][A-Z0-9_]*$'`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    index('ledger_transfers_reference_idx').on(t.referenceType, t.referenceId),
  ],
);

export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
