import pg from 'pg';

/*
 * LISTEN/NOTIFY for both drivers' Database.listen: the channel's contract, and PostgreSQL's side of
 * it, which needs a connection of its own and barriers to say when a message has arrived. PGlite's
 * side is a few lines in client.ts (one connection hears its own NOTIFYs).
 */

export interface Channel {
  /**
   * Resolves true once every message committed before the call has been handed to `onMessage`
   * (PostgreSQL: a round trip on the listening connection started after the call, shared by all
   * who ask meanwhile; PGlite hands them over as each statement returns), false if it cannot say.
   * With `since` (a `mark()` taken earlier), a round trip started after that mark and already
   * answered is enough: a request that marked on arrival and passed one barrier (its session
   * check) needs no second.
   */
  sync(since?: number): Promise<boolean>;
  /** The barriers started so far: what `sync(since)` compares with. */
  mark(): number;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  onState(listening: boolean): void;
}

export const quoteIdentifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return name;
};

/** How often the listening connection proves it is alive, and how long it may take to answer. */
const LISTEN_HEARTBEAT_MS = 2000;

/**
 * A connection of its own for LISTEN (a pooled one would be handed to other queries). When it
 * drops it says so at once and reconnects with back-off (0.5 s doubling to 10 s); messages sent
 * meanwhile are lost, which is why the state goes false first. A connection that dies without a
 * word (a network cut drops no FIN) is found by a heartbeat: a query every 2 s that must answer
 * within 2 s, so such a gap lasts at most about 4 s.
 */
export async function listenPostgres(url: string, channel: string, handlers: ChannelHandlers) {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: 'kosh-listen',
    });
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      handlers.onState(false);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) {
        timer = setTimeout(() => void connect(), retryMs);
        retryMs = Math.min(retryMs * 2, 10_000);
      }
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch {
      fail();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 500;
    handlers.onState(true);
    const beat = async () => {
      if (client !== next || failed) return;
      const late = setTimeout(fail, LISTEN_HEARTBEAT_MS);
      try {
        await next.query('select 1');
      } catch {
        fail();
      } finally {
        clearTimeout(late);
      }
      if (client === next && !failed) timer = setTimeout(() => void beat(), LISTEN_HEARTBEAT_MS);
    };
    timer = setTimeout(() => void beat(), LISTEN_HEARTBEAT_MS);
  };

  // One barrier query at a time; whoever asks while one is out waits for the next, which starts
  // after their call (a barrier sent before it could be answered before their message). The
  // barrier is an empty query: PostgreSQL sends the notifications pending for a connection
  // before the ReadyForQuery that ends any simple query, an empty one too, and an empty one is
  // neither parsed nor planned nor answered with rows — half the round trip of 'select 1' for
  // PostgreSQL and for this process (issue 16 §1; listen-channel.test.ts checks the order).
  const BARRIER = '';
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  // Barriers are numbered as they are sent; `answered` is the newest one answered on the
  // connection that is listening now (0 after a drop: nothing from before it counts).
  let sent = 0;
  let answered = 0;
  let answeredOn: pg.Client | null = null;
  const barrier = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    sent += 1;
    const number = sent;
    return current.query(BARRIER).then(
      () => {
        if (client !== current) return false;
        answered = answeredOn === current ? Math.max(answered, number) : number;
        answeredOn = current;
        return true;
      },
      () => false,
    );
  };
  // A barrier is sent at the end of the event loop's turn that first asked for it, so that every
  // request read in that turn shares it: under load one a turn, not one a request.
  let scheduled: Promise<boolean> | null = null;
  const schedule = (): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      setImmediate(() => {
        scheduled = null;
        inFlight = barrier().finally(() => {
          inFlight = null;
        });
        void inFlight.then(resolve);
      });
    });
  const sync = (since?: number): Promise<boolean> => {
    if (since !== undefined && client !== null && answeredOn === client && answered > since) {
      return Promise.resolve(true);
    }
    if (scheduled) return scheduled;
    if (!inFlight) {
      scheduled = schedule();
      return scheduled;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  };

  await connect();
  return {
    sync,
    mark: () => sent,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      handlers.onState(false);
      await current?.end().catch(() => undefined);
    },
  };
}
