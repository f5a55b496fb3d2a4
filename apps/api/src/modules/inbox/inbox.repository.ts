import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { inboxEntries, type InboxEntryRow } from './inbox.tables';

export type NewInboxEntry = typeof inboxEntries.$inferInsert;
/** A notice's words, as every recipient's entry carries them. */
export type NoticeWords = Pick<NewInboxEntry, 'titleEn' | 'titleHi' | 'bodyEn' | 'bodyHi'>;

/** The inbox's SQL; every customer read is scoped by its owner. */
export function createInboxRepository() {
  const owned = (userId: string, ...more: (SQL | undefined)[]) =>
    and(eq(inboxEntries.userId, userId), ...more);

  return {
    /** Entries in one statement (a batch's texts). */
    async insertMany(db: DbOrTx, entries: NewInboxEntry[]): Promise<void> {
      if (entries.length > 0) await db.insert(inboxEntries).values(entries);
    },

    /** One customer's page, newest first, older than `beforeSeq` when given. */
    listOwnedBy(db: DbOrTx, userId: string, beforeSeq: bigint | null, limit: number) {
      return db
        .select()
        .from(inboxEntries)
        .where(owned(userId, beforeSeq === null ? undefined : lt(inboxEntries.seq, beforeSeq)))
        .orderBy(desc(inboxEntries.seq))
        .limit(limit);
    },

    async countUnreadOwnedBy(db: DbOrTx, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inboxEntries)
        .where(owned(userId, isNull(inboxEntries.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the customer's own entries among `ids` read; the ids it found (read before or now). */
    async markOwnedRead(db: DbOrTx, userId: string, ids: string[], at: Date) {
      await db
        .update(inboxEntries)
        .set({ readAt: at })
        .where(owned(userId, inArray(inboxEntries.id, ids), isNull(inboxEntries.readAt)));
      const found = await db
        .select({ id: inboxEntries.id })
        .from(inboxEntries)
        .where(owned(userId, inArray(inboxEntries.id, ids)));
      return found.map((r) => r.id);
    },

    async markAllOwnedRead(db: DbOrTx, userId: string, at: Date): Promise<void> {
      await db
        .update(inboxEntries)
        .set({ readAt: at })
        .where(owned(userId, isNull(inboxEntries.readAt)));
    },

    /** The live channel: entries after `afterSeq` or written in the last `windowSeconds`. */
    since(db: DbOrTx, afterSeq: bigint, windowSeconds: number): Promise<InboxEntryRow[]> {
      return db
        .select()
        .from(inboxEntries)
        .where(
          sql`${inboxEntries.seq} > ${afterSeq} or ${inboxEntries.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        )
        .orderBy(asc(inboxEntries.seq))
        .limit(1000);
    },

    async lastSeq(db: DbOrTx): Promise<bigint> {
      const [row] = await db
        .select({ seq: sql<string | null>`max(${inboxEntries.seq})::text` })
        .from(inboxEntries);
      return row?.seq ? BigInt(row.seq) : 0n;
    },

    /** Deletes entries written before `cutoff`, at most `batch` at a time; how many went. */
    async deleteOlderThan(db: DbOrTx, cutoff: Date, batch: number): Promise<number> {
      const rows = await db
        .delete(inboxEntries)
        .where(
          inArray(
            inboxEntries.id,
            db
              .select({ id: inboxEntries.id })
              .from(inboxEntries)
              .where(lt(inboxEntries.createdAt, cutoff))
              .limit(batch),
          ),
        )
        .returning({ id: inboxEntries.id });
      return rows.length;
    },

    /**
     * A notice for the next `batch` customers after `afterUserId` (by id), as one multi-row insert:
     * the customers it wrote to, with their numbers and languages for a text.
     */
    async insertNoticeForCustomers(
      db: DbOrTx,
      words: NoticeWords,
      afterUserId: string | null,
      batch: number,
    ) {
      const next = db
        .select({ id: users.id, mobile: users.mobile, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'customer'), afterUserId ? gt(users.id, afterUserId) : undefined))
        .orderBy(asc(users.id))
        .limit(batch);
      const recipients = await next;
      if (recipients.length === 0) return recipients;
      await db.insert(inboxEntries).values(
        recipients.map((r) => ({
          ...words,
          userId: r.id,
          kind: 'notice',
          topic: 'notice' as const,
        })),
      );
      return recipients;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
