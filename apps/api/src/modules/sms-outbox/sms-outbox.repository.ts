import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { smsOutbox, type SmsOutboxRow } from './sms-outbox.tables';

export type NewOutboxText = Pick<
  SmsOutboxRow,
  'id' | 'userId' | 'template' | 'mobile' | 'templateId' | 'text'
>;

/** A failure's message as kept: the first line, at most 500 characters. */
export const errorLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);

/** sms_outbox: customer texts from the transaction that decided them to the gateway. */
export function createSmsOutboxRepository(db: Db) {
  return {
    /** Writes a text inside the caller's transaction: it exists exactly when that commits. */
    async insert(tx: DbOrTx, texts: NewOutboxText[], at: Date) {
      if (texts.length === 0) return;
      await tx.insert(smsOutbox).values(texts.map((text) => ({ ...text, nextAttemptAt: at })));
    },

    /**
     * Takes up to `limit` due texts, oldest first, for one sender. `for update skip locked` lets
     * several copies claim at once without waiting on (or taking) each other's rows; the claim
     * then moves each row's next attempt past `leaseUntil` and counts the attempt, so the rows
     * stay this sender's while it calls the gateway outside any transaction. A sender that dies
     * mid-send leaves its rows to be taken again once the lease passes: at least once, and the
     * gateway's reference makes that once on the phone.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<SmsOutboxRow[]> {
      // One statement, its own transaction: the rows picked are locked until it commits.
      const due = db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, now)))
        .orderBy(asc(smsOutbox.seq))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(smsOutbox)
        .set({ nextAttemptAt: leaseUntil, attempts: sql`${smsOutbox.attempts} + 1` })
        .where(inArray(smsOutbox.id, due))
        .returning();
      return claimed.sort((a, b) => a.seq - b.seq);
    },

    /** Texts the gateway took, each with its message id: one statement for a claimed batch. */
    async markSent(sent: { id: string; messageId: string }[], at: Date) {
      if (sent.length === 0) return;
      const values = sql.join(
        sent.map(({ id, messageId }) => sql`(${id}::uuid, ${messageId}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${smsOutbox}
           set status = 'sent', provider_message_id = v.message_id,
               sent_at = ${at.toISOString()}::timestamptz, last_error = null
          from (values ${values}) as v(id, message_id)
         where ${smsOutbox.id} = v.id and ${smsOutbox.status} = 'pending'`);
    },

    /** A failed try: tried again at `retryAt`, or given up on (failed) when that is null. */
    async markFailedAttempt(id: string, error: unknown, retryAt: Date | null) {
      await db
        .update(smsOutbox)
        .set({
          lastError: errorLine(error),
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
        })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending')));
    },

    async findById(id: string): Promise<SmsOutboxRow | undefined> {
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
      return row;
    },

    async listForUser(userId: string): Promise<SmsOutboxRow[]> {
      return db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.userId, userId))
        .orderBy(asc(smsOutbox.seq));
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
