import type { SupportEvent } from '@kosh/contract/support';
import type { Logger } from '../../lib/log-context';
import { createPolledFeed } from '../../lib/polled-feed';
import type { SupportLiveService } from './support-live.service';
import type { Viewer } from './support-ticket-access';
import type { SupportEventRow } from './support.tables';

/**
 * One per API process: support_events as a live channel (lib/polled-feed.ts: the database is the
 * bus, so every API copy sees every change). Each event goes to the streams allowed to see it —
 * the ticket's customer and every admin — with that reader's unread count.
 */
export function createSupportEventsHub(deps: {
  live: SupportLiveService;
  log: Logger;
  pollMs?: number;
}) {
  return createPolledFeed<Viewer, SupportEventRow>({
    name: 'support events',
    log: deps.log,
    pollMs: deps.pollMs,
    lastSeq: () => deps.live.lastEventId(),
    since: (afterId, windowSeconds) => deps.live.eventsSince(afterId, windowSeconds),
    seqOf: (row) => row.id,
    fanOut: async (row, listeners, write) => {
      const counts = new Map<string, number>();
      for (const listener of listeners) {
        const viewer = listener.who;
        if (viewer.role !== 'admin' && viewer.userId !== row.customerId) continue;
        const key = viewer.role === 'admin' ? 'admin' : viewer.userId;
        let unread = counts.get(key);
        if (unread === undefined) {
          unread = await deps.live.unreadFor(viewer);
          counts.set(key, unread);
        }
        const event: SupportEvent = {
          Mid: String(row.ticketId),
          kind: row.kind as SupportEvent['kind'],
          senderType: row.senderType,
          isOpen: row.isOpen,
          unread,
        };
        write(listener, `event: ticket\ndata: ${JSON.stringify(event)}\n\n`);
      }
    },
  });
}

export type SupportEventsHub = ReturnType<typeof createSupportEventsHub>;
