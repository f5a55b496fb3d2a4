import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * Support categories (docs/product-2.md §3 Support category): a customer picks one for a new ticket; its
 * receiver is the admin whose userId the spec calls ReceiverId. One row per name whatever its case.
 */
export const supportCategories = pgTable(
  'support_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in Hindi, as an admin entered it; Hindi readers see the English one without it. */
    nameHi: text('name_hi'),
    receiverId: uuid('receiver_user_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_categories_name_lower_uq').on(sql`lower(${t.name})`),
    check('support_categories_name_length', sql`char_length(${t.name}) between 2 and 60`),
    check(
      'support_categories_name_hi_length',
      sql`${t.nameHi} is null or char_length(${t.nameHi}) between 2 and 60`,
    ),
  ],
);
export type SupportCategoryRow = typeof supportCategories.$inferSelect;

/** A ticket (the spec's Mid): who raised it, about what, open or closed, who on the team has it. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => supportCategories.id),
    /**
     * The Mtype as the client sent it when it named the category by its text (a client written
     * to the spec knows a category only by its Category and username): its rows answer it back.
     * Null when the client sent the category's id.
     */
    categoryAsSent: text('category_as_sent'),
    subject: text('subject').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    assigneeId: uuid('assignee_id').references(() => users.id),
    createdAt: createdAtColumn(),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    /** '0' the customer wrote last (the team owes a reply), '1' the team. */
    lastSenderType: text('last_sender_type').notNull().default('0'),
    /** The customer's oldest unanswered message; null when the team wrote last. */
    waitingSince: instant('waiting_since'),
    customerReadAt: instant('customer_read_at'),
    adminReadAt: instant('admin_read_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_tickets_last_sender_check', sql`${t.lastSenderType} in ('0', '1')`),
    check(
      'support_tickets_waiting_check',
      sql`(${t.lastSenderType} = '0') = (${t.waitingSince} is not null)`,
    ),
    check('support_tickets_subject_length', sql`char_length(${t.subject}) between 1 and 150`),
    index('support_tickets_customer_idx').on(t.customerId, t.createdAt),
    index('support_tickets_inbox_idx').on(t.isOpen, t.waitingSince, t.lastMessageAt),
    index('support_tickets_assignee_idx').on(t.assigneeId),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** A file attached to a message: kept private in the file store, served to its owner and admins. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: primaryId(),
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportTickets.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      'support_attachments_type_check',
      sql`${t.contentType} in ('image/webp', 'image/jpeg', 'image/png', 'application/pdf')`,
    ),
    check('support_attachments_size_check', sql`${t.size} > 0 and ${t.size} <= 5242880`),
    index('support_attachments_ticket_idx').on(t.ticketId),
  ],
);
export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;

/** One message of a ticket: the customer's ('0') or the team's ('1'). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportTickets.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    senderType: text('sender_type').notNull(),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => supportAttachments.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('support_messages_sender_type_check', sql`${t.senderType} in ('0', '1')`),
    check('support_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;

/**
 * The live channel's bus: a row per change, written in the change's own transaction; every API
 * copy polls it (id > last seen) while someone listens. Purged after a day.
 */
export const supportEvents = pgTable(
  'support_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint('ticket_id', { mode: 'bigint' }).notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind').notNull(),
    senderType: text('sender_type'),
    isOpen: boolean('is_open').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('support_events_kind_check', sql`${t.kind} in ('message', 'status', 'assigned')`),
    index('support_events_created_idx').on(t.createdAt),
  ],
);
export type SupportEventRow = typeof supportEvents.$inferSelect;
