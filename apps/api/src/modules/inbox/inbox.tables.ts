import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { INBOX_LINK_KINDS, INBOX_TOPICS } from '@kosh/contract/inbox';
import { createdAtColumn, instant, primaryId } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn } from '../users/users.tables';

/**
 * The customer's in-app inbox: every text Kosh sends them, written in the same transaction as
 * its outbox row (so a committed movement always has its entry and a rolled-back one never does),
 * and the back office's notices. Both languages are stored: the app shows an entry in the language
 * it is read in today. Kept 180 days (the inbox-retention job). The table is also the live
 * channel's bus: `seq` orders entries for the stream and the pages alike.
 */
export const inboxEntries = pgTable(
  'inbox_entries',
  {
    id: primaryId(),
    seq: bigint('seq', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    userId: ownerColumn(),
    /** The text's template key (walletDebit, kycApproved, …) or 'notice'. */
    kind: text('kind').notNull(),
    topic: text('topic', { enum: INBOX_TOPICS }).notNull(),
    /** A notice's title; a text has none (the app words its kind). */
    titleEn: text('title_en'),
    titleHi: text('title_hi'),
    bodyEn: text('body_en').notNull(),
    bodyHi: text('body_hi').notNull(),
    linkKind: text('link_kind', { enum: INBOX_LINK_KINDS }),
    linkId: text('link_id'),
    readAt: instant('read_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('inbox_entries_topic', oneOf(t.topic, INBOX_TOPICS)),
    check(
      'inbox_entries_link_kind',
      sql`${t.linkKind} is null or ${oneOf(t.linkKind, INBOX_LINK_KINDS)}`,
    ),
    check('inbox_entries_title', sql`(${t.titleEn} is null) = (${t.titleHi} is null)`),
    // A page of one customer's entries, newest first, and the unread count.
    index('inbox_entries_user_seq_idx').on(t.userId, t.seq),
    index('inbox_entries_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The retention job and the live channel's window.
    index('inbox_entries_created_idx').on(t.createdAt),
    index('inbox_entries_seq_idx').on(t.seq),
  ],
);

export type InboxEntryRow = typeof inboxEntries.$inferSelect;
