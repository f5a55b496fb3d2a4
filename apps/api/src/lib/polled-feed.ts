import type { ServerResponse } from 'node:http';
import type { Logger } from './log-context';

/** How often a feed reads its table while someone listens. */
const POLL_MS = 1000;
/** Rows written this recently are read again: an identity value may commit after a higher one. */
const WINDOW_SECONDS = 30;
/** Delivered ids are remembered a little longer than the window, so none is sent twice. */
const REMEMBER_MS = 2 * WINDOW_SECONDS * 1000;
const PING_MS = 25_000;

/** A row of a live channel's table: its id (what is delivered once). */
export interface FeedRow {
  id: string | bigint;
}

export interface FeedListener<Who> {
  who: Who;
  raw: ServerResponse;
}

/**
 * A live channel whose bus is a database table, one per API process: it reads the table about
 * once a second, only while a stream is open, and hands each new row to `fanOut` with the open
 * streams. Identity values can commit out of order, so each poll also re-reads the last
 * WINDOW_SECONDS of rows and skips the ids it has already delivered. Every API copy reads the
 * same table, so every copy's streams see every row.
 */
export function createPolledFeed<Who, Row extends FeedRow>(deps: {
  /** The newest row's place now (0 for none). */
  lastSeq: () => Promise<bigint>;
  /** A row's place in the order rows were written (an identity column). */
  seqOf: (row: Row) => bigint;
  /** Rows after `afterSeq` or written in the last `windowSeconds`, oldest first. */
  since: (afterSeq: bigint, windowSeconds: number) => Promise<Row[]>;
  /** Writes a row to the streams allowed to see it (`write` skips a stream already ended). */
  fanOut: (
    row: Row,
    listeners: FeedListener<Who>[],
    write: (listener: FeedListener<Who>, chunk: string) => void,
  ) => Promise<void>;
  log: Logger;
  /** The feed's name in the log. */
  name: string;
  pollMs?: number;
}) {
  const listeners = new Set<FeedListener<Who>>();
  const delivered = new Map<string, number>();
  let lastSeq: bigint | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;
  let polling = false;
  let closed = false;

  const write = (listener: FeedListener<Who>, chunk: string) => {
    if (!listener.raw.writableEnded) listener.raw.write(chunk);
  };

  /** Where a listening period starts: the newest row now, and the window's rows as already seen. */
  async function takeBaseline() {
    const top = await deps.lastSeq();
    for (const row of await deps.since(top, WINDOW_SECONDS)) {
      delivered.set(String(row.id), Date.now());
    }
    lastSeq = top;
  }

  async function poll() {
    if (polling || closed || lastSeq === null) return;
    polling = true;
    try {
      const rows = await deps.since(lastSeq, WINDOW_SECONDS);
      for (const row of rows.filter((r) => !delivered.has(String(r.id)))) {
        delivered.set(String(row.id), Date.now());
        const seq = deps.seqOf(row);
        if (lastSeq === null || seq > lastSeq) lastSeq = seq;
        await deps.fanOut(row, [...listeners], write);
      }
      const cutoff = Date.now() - REMEMBER_MS;
      for (const [id, at] of delivered) if (at < cutoff) delivered.delete(id);
    } catch (error) {
      deps.log.warn({ err: error }, `${deps.name} poll failed`);
    } finally {
      polling = false;
    }
  }

  /** Settles once the feed knows where it starts reading (at once when it is already running). */
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
    lastSeq = null;
    delivered.clear();
  }

  return {
    /**
     * Adds an open stream; settles once every row committed from then on will reach it, with how
     * to remove it (on disconnect).
     */
    async add(who: Who, raw: ServerResponse): Promise<() => void> {
      const listener = { who, raw };
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
