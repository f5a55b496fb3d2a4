import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, createdAtColumn } from '../../db/columns';
import { users } from '../users/users.tables';

/** Messages from the Contact us form (docs/product-2.md §2), read in the back office. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id),
    ip: text('ip').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
