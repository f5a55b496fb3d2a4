import type { ServerResponse } from 'node:http';
import type { SupportEvent } from '@kosh/contract/support';
import type { Logger } from '../../lib/log-context';
import type { SupportLiveService } from './support-live.service';
import type { Viewer } from './support-ticket-access';
import type { SupportEventRow } from './support.tables';

/** How often the hub reads support_events while someone listens. */
const POLL_MS = 1000;
/** Rows written this recently are read again: an identity id may commit after a higher one. */
const WINDOW_SECONDS = 30;
/** Delivered ids are remembered a little longer than the window, so none is sent twice. */
const REMEMBER_MS = 2 * WINDOW_SECONDS * 1000;
const PING_MS = 25_000;

interface Listener {
  viewer: Viewer;
  raw: ServerResponse;
}

/**
 * One per API process: reads support_events (the database is the bus, so every API copy sees
 * every change) about once a second, only while a stream is open, and writes each event to the
 * streams allowed to see it — the ticket's customer and every admin — with that reader's unread
 * count. Ids can commit out of order, so each poll also re-reads the last WINDOW_SECONDS of rows
 * and skips the ids it has already delivered.
 */
export function createSupportEventsHub(deps: {
  live: SupportLiveService;
  log: Logger;
  pollMs?: number;
}) {
  const listeners = new Set<Listener>();
  const delivered = new Map<string, number>();
  let lastId: bigint | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;
  let polling = false;
  let closed = false;

  const write = (listener: Listener, chunk: string) => {
    if (!listener.raw.writableEnded) listener.raw.write(chunk);
  };

  /** Where a listening period starts: the newest row now, and the window's rows as already seen. */
  async function takeBaseline() {
    const top = await deps.live.lastEventId();
    for (const row of await deps.live.eventsSince(top, WINDOW_SECONDS)) {
      delivered.set(String(row.id), Date.now());
    }
    lastId = top;
  }

  async function poll() {
    if (polling || closed || lastId === null) return;
    polling = true;
    try {
      const rows = await deps.live.eventsSince(lastId, WINDOW_SECONDS);
      const fresh = rows.filter((row) => !delivered.has(String(row.id)));
      for (const row of fresh) {
        delivered.set(String(row.id), Date.now());
        if (lastId === null || row.id > lastId) lastId = row.id;
        await fanOut(row);
      }
      const cutoff = Date.now() - REMEMBER_MS;
      for (const [id, at] of delivered) if (at < cutoff) delivered.delete(id);
    } catch (error) {
      deps.log.warn({ err: error }, 'support events poll failed');
    } finally {
      polling = false;
    }
  }

  async function fanOut(row: SupportEventRow) {
    const counts = new Map<string, number>();
    for (const listener of listeners) {
      const { viewer } = listener;
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
  }

  /** Settles once the hub knows where it starts reading (at once when it is already running). */
  let baseline: Promise<void> = Promise.resolve();

  function start() {
    if (timer || closed) return;
    baseline = takeBaseline();
    // A failed baseline is retried by the next stream; this one is told by add's promise.
    baseline.catch(() => stop());
    timer = setInterval(() => void poll(), deps.pollMs ?? POLL_MS);
    ping = setInterval(() => {
      for (const listener of listeners) write(listener, ': ping\n\n');
    }, PING_MS);
  }

  function stop() {
    if (timer) clearInterval(timer);
    if (ping) clearInterval(ping);
    timer = null;
    ping = null;
    // The next listener starts from what is then the newest row.
    lastId = null;
    delivered.clear();
  }

  return {
    /**
     * Adds an open stream; settles once every event committed from then on will reach it, with
     * how to remove it (on disconnect).
     */
    async add(viewer: Viewer, raw: ServerResponse): Promise<() => void> {
      const listener = { viewer, raw };
      listeners.add(listener);
      const remove = () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
      start();
      try {
        await baseline;
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },
    get size() {
      return listeners.size;
    },
    /** On app close: ends every stream so the server can stop. */
    close() {
      closed = true;
      stop();
      for (const listener of listeners) listener.raw.end();
      listeners.clear();
    },
  };
}

export type SupportEventsHub = ReturnType<typeof createSupportEventsHub>;
