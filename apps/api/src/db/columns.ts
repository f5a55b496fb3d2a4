import { timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes every table spells the same way, so a table says only what is its own.

/** The row's id: a random UUID the database makes. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, always stored with its zone (timestamptz): Kosh never keeps a bare clock time. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAtColumn = () => instant('created_at').notNull().defaultNow();
