import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every table spells the same way, so a table says only what is its own.

/** The row's id: a random UUID the database makes. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, always stored with its zone (timestamptz): Kosh never keeps a bare clock time. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAtColumn = () => instant('created_at').notNull().defaultNow();

/** An amount of money: integer paise, read as a bigint, never a float (docs/architecture.md §3). */
export const paiseColumn = (name: string) => bigint(name, { mode: 'bigint' });

/** What a row moves or asks for: every money table has one, and never without it. */
export const amountPaiseColumn = () => paiseColumn('amount_paise').notNull();

/** An amount of money that starts at nothing (a running total, a refund not yet decided). */
export const zeroPaiseColumn = (name: string) =>
  paiseColumn(name)
    .notNull()
    .default(sql`0`);
