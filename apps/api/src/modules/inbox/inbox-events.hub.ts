import type { InboxEvent } from '@kosh/contract/inbox';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/log-context';
import { createPolledFeed } from '../../lib/polled-feed';
import type { InboxRepository } from './inbox.repository';
import type { InboxEntryRow } from './inbox.tables';
import { toInboxEntry } from './inbox-wire';

/**
 * One per API process: inbox_entries as the customer's live channel (lib/polled-feed.ts: the
 * database is the bus, so every API copy sees every entry). Each new entry goes to its
 * customer's streams with their unread count.
 */
export function createInboxEventsHub(deps: {
  db: Db;
  repo: InboxRepository;
  log: Logger;
  pollMs?: number;
}) {
  const { db, repo } = deps;
  return createPolledFeed<string, InboxEntryRow>({
    name: 'inbox events',
    log: deps.log,
    pollMs: deps.pollMs,
    lastSeq: () => repo.lastSeq(db),
    since: (afterSeq, windowSeconds) => repo.since(db, afterSeq, windowSeconds),
    seqOf: (row) => row.seq,
    fanOut: async (row, listeners, write) => {
      const mine = listeners.filter((listener) => listener.who === row.userId);
      if (mine.length === 0) return;
      const event: InboxEvent = {
        entry: toInboxEntry(row),
        unread: await repo.countUnreadOwnedBy(db, row.userId),
      };
      for (const listener of mine) {
        write(listener, `event: inbox\ndata: ${JSON.stringify(event)}\n\n`);
      }
    },
  });
}

export type InboxEventsHub = ReturnType<typeof createInboxEventsHub>;
