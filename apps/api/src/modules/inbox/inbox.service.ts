import type { InboxPage, InboxQuery, InboxReadRequest } from '@kosh/contract/inbox';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { InboxText } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import { inboxEntryFacts } from './inbox-entry-facts';
import type { InboxRepository } from './inbox.repository';
import { toInboxListEntry } from './inbox-wire';

/** How long entries are kept (issue: "Kept 180 days"). */
export const INBOX_RETENTION_DAYS = 180;
const PURGE_BATCH = 5000;

/** The customer's inbox: what the texter remembers, the pages, marking read, and retention. */
export function createInboxService(deps: { db: Db; repo: InboxRepository; clock: Clock }) {
  const { db, repo, clock } = deps;
  return {
    /** The texter's entries, in the texts' own transaction (one statement for many). */
    async remember(tx: DbOrTx, texts: InboxText[]) {
      await repo.insertMany(
        tx,
        texts.map((text) => {
          const facts = inboxEntryFacts(text.template, text.params);
          const link = text.link ?? facts.link;
          return {
            userId: text.userId,
            kind: text.template,
            topic: facts.topic,
            bodyEn: text.en,
            bodyHi: text.hi,
            linkKind: link?.kind ?? null,
            linkId: link?.id ?? null,
          };
        }),
      );
    },

    async page(userId: string, query: InboxQuery): Promise<InboxPage> {
      const before = query.before === undefined ? null : BigInt(query.before);
      // One more than asked says whether an older page exists.
      const rows = await repo.listOwnedBy(db, userId, before, query.limit + 1);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        entries: shown.map(toInboxListEntry),
        nextCursor: rows.length > query.limit && last ? String(last.seq) : null,
        unread: await repo.countUnreadOwnedBy(db, userId),
      };
    },

    /** Marks entries read; an id that is not the customer's answers 404 and marks nothing. */
    async markRead(userId: string, request: InboxReadRequest): Promise<{ unread: number }> {
      await db.transaction(async (tx) => {
        if ('all' in request) {
          await repo.markAllOwnedRead(tx, userId, clock());
          return;
        }
        const ids = [...new Set(request.ids)];
        const found = await repo.markOwnedRead(tx, userId, ids, clock());
        if (found.length !== ids.length) {
          // Rolls the transaction back: nothing is marked when one id is not theirs.
          throw new AppError('NOT_FOUND', 'INBOX_ENTRY_NOT_FOUND');
        }
      });
      return { unread: await repo.countUnreadOwnedBy(db, userId) };
    },

    /** Deletes entries older than the retention; how many went. */
    async purgeOld(): Promise<number> {
      const cutoff = new Date(clock().getTime() - INBOX_RETENTION_DAYS * 24 * 3600 * 1000);
      let total = 0;
      for (;;) {
        const removed = await repo.deleteOlderThan(db, cutoff, PURGE_BATCH);
        total += removed;
        if (removed < PURGE_BATCH) return total;
      }
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
