import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, instant, primaryId } from '../../db/columns';
import { ownerColumn } from '../users/users.tables';

/**
 * Customer texts waiting to be sent (a transactional outbox): each is written in the same
 * transaction as the money movement or decision it reports, so a committed debit always has its
 * alert (RBI requires one for every debit) and a rolled-back one never does. The text is composed
 * at write time — the customer's number and language, and the balance right after the movement,
 * are known then — and a worker sends it afterwards, at least once, with back-off. The row's id
 * is the reference the gateway deduplicates by, so "at least once" reaches the phone once.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: primaryId(),
    /**
     * The order texts were written in, which is the order they are sent in: created_at is the
     * transaction's start, the same for a KYC approval and the "full KYC" text written with it.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: ownerColumn(),
    /** The template's key in lib/sms-texts (walletDebit, kycApproved, …), for the back office. */
    template: text('template').notNull(),
    mobile: text('mobile').notNull(),
    /** The DLT template id the text was composed under (its language's). */
    templateId: text('template_id').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try it; also the lease of a send under way (see the repository). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Why the last try failed (first line, ≤ 500 characters). */
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: instant('sent_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('sms_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: pending texts that are due, oldest first.
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
