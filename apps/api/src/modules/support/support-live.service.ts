import type { Db, DbOrTx } from '../../db/client';
import type { SupportEventsRepository } from './support-events.repository';
import type { Viewer } from './support-ticket-access';
import type { SupportTicketsRepository } from './support-tickets.repository';

/** What the live channel reads: support_events and each reader's unread count (see the hub). */
export function createSupportLiveService(deps: {
  db: Db;
  tickets: SupportTicketsRepository;
  events: SupportEventsRepository;
}) {
  const { db, tickets, events } = deps;
  return {
    /** Tickets with something the reader has not seen (a customer: team replies; the team: customers'). */
    unreadFor(viewer: Viewer, tx: DbOrTx = db) {
      return viewer.role === 'admin'
        ? tickets.countUnreadForTeam(tx)
        : tickets.countUnreadForCustomer(tx, viewer.userId);
    },

    /** The live channel's rows after `afterId` or written in the last `windowSeconds`. */
    eventsSince(afterId: bigint, windowSeconds: number) {
      return events.since(db, afterId, windowSeconds);
    },

    lastEventId(): Promise<bigint> {
      return events.lastId(db);
    },

    /** Forgets live-channel rows older than a day (a background job). */
    purgeEvents(): Promise<number> {
      return events.purgeOld(db);
    },
  };
}

export type SupportLiveService = ReturnType<typeof createSupportLiveService>;
