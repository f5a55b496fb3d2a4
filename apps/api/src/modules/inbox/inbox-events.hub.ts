import type { ServerResponse } from 'node:http';
import type { InboxEvent } from '@kosh/contract/inbox';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/log-context';
import type { InboxRepository } from './inbox.repository';
import type { InboxEntryRow } from './inbox.tables';
import { toInboxEntry } from './inbox-wire';

/** How often the hub reads inbox_entries while someone listens. */
const POLL_MS = 1000;
/** Rows written this recently are read again: an identity value may commit after a higher one. */
const WINDOW_SECONDS = 30;
/** Delivered ids are remembered a little longer than the window, so none is sent twice. */
const REMEMBER_MS = 2 * WINDOW_SECONDS * 1000;
const PING_MS = 25_000;

interface Listener {
  userId: string;
  raw: ServerResponse;
}

/**
 * One per API process, as the support live channel's hub: reads inbox_entries (the database is
 * the bus, so every API copy sees every entry) about once a second, only while a stream is open,
 * and writes each new entry to its customer's streams with their unread count. Values of `seq`
 * can commit out of order, so each poll also re-reads the last WINDOW_SECONDS of rows and skips
 * the ids it has already delivered.
 */
export function createInboxEventsHub(deps: {
  db: Db;
  repo: InboxRepository;
  log: Logger;
  pollMs?: number;
}) {
  const { db, repo } = deps;
  const listeners = new Set<Listener>();
  const delivered = new Map<string, number>();
  let lastSeq: bigint | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;
  let polling = false;
  let closed = false;
  let baseline: Promise<void> = Promise.resolve();

  const write = (listener: Listener, chunk: string) => {
    if (!listener.raw.writableEnded) listener.raw.write(chunk);
  };

  async function takeBaseline() {
    const top = await repo.lastSeq(db);
    for (const row of await repo.since(db, top, WINDOW_SECONDS)) {
      delivered.set(row.id, Date.now());
    }
    lastSeq = top;
  }

  async function poll() {
    if (polling || closed || lastSeq === null) return;
    polling = true;
    try {
      const rows = await repo.since(db, lastSeq, WINDOW_SECONDS);
      for (const row of rows.filter((r) => !delivered.has(r.id))) {
        delivered.set(row.id, Date.now());
        if (lastSeq === null || row.seq > lastSeq) lastSeq = row.seq;
        await fanOut(row);
      }
      const cutoff = Date.now() - REMEMBER_MS;
      for (const [id, at] of delivered) if (at < cutoff) delivered.delete(id);
    } catch (error) {
      deps.log.warn({ err: error }, 'inbox events poll failed');
    } finally {
      polling = false;
    }
  }

  async function fanOut(row: InboxEntryRow) {
    const mine = [...listeners].filter((l) => l.userId === row.userId);
    if (mine.length === 0) return;
    const event: InboxEvent = {
      entry: toInboxEntry(row),
      unread: await repo.countUnreadOwnedBy(db, row.userId),
    };
    for (const listener of mine) {
      write(listener, `event: inbox\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }

  function start() {
    if (timer || closed) return;
    baseline = takeBaseline();
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
    lastSeq = null;
    delivered.clear();
  }

  return {
    /** Adds a customer's open stream; settles once every later entry will reach it. */
    async add(userId: string, raw: ServerResponse): Promise<() => void> {
      const listener = { userId, raw };
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
    /** On app close: ends every stream so the server can stop. */
    close() {
      closed = true;
      stop();
      for (const listener of listeners) listener.raw.end();
      listeners.clear();
    },
  };
}

export type InboxEventsHub = ReturnType<typeof createInboxEventsHub>;
