import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    debitsPendingPaise: bigint('debits_pending_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitsPostedPaise: bigint('debits_posted_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPendingPaise: bigint('credits_pending_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPostedPaise: bigint('credits_posted_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
