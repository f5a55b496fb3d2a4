/**
 * One value read from the database and kept in memory by this API copy until the database says it
 * changed — for small tables that every payment reads and an operator rarely changes (the service
 * catalogue's companies). It is kept honest the way the session cache is (modules/auth/
 * session-cache.ts):
 *
 * - It is kept only while the channel is `listening`; a trigger says so on the channel at commit
 *   whenever the table changes, whoever changes it, and `drop` forgets the value. While the
 *   channel is down nothing is kept and every call reads the database.
 * - Before a kept value is used, the channel's barrier is awaited (`sync`: one round trip on the
 *   listening connection, shared by every caller in the same turn), so a change committed
 *   anywhere before the call has always been heard first.
 * - A value read while a drop arrived is never kept (`generation`): the drop may be about the
 *   very rows it read.
 * - No value is trusted past `maxAgeMs` (a backstop, not the mechanism).
 */
export interface ChannelKeptValueOptions<T> {
  load: () => Promise<T>;
  maxAgeMs: number;
  now?: () => number;
}

export function createChannelKeptValue<T>(options: ChannelKeptValueOptions<T>) {
  const now = options.now ?? Date.now;
  let kept: { value: T; expiresAtMs: number } | undefined;
  let listening = false;
  let generation = 0;
  // Until the channel is handed over (app.ts), nothing can be kept: `listening` stays false.
  let sync: () => Promise<boolean> = () => Promise.resolve(false);

  const drop = () => {
    generation += 1;
    kept = undefined;
  };

  return {
    /** The value: kept when nothing changed since it was read, else read (and kept if it may). */
    async get(): Promise<T> {
      if (listening && kept && kept.expiresAtMs > now() && (await sync())) {
        // The barrier may have brought a drop: `kept` is read again after it.
        if (kept) return kept.value;
      }
      const seen = generation;
      const value = await options.load();
      if (listening && seen === generation) {
        kept = { value, expiresAtMs: now() + options.maxAgeMs };
      }
      return value;
    },

    /** The table changed (the channel's message for it). */
    drop,

    /** The channel's barrier (Channel.sync), once app.ts listens. */
    useChannel(channel: { sync(): Promise<boolean> }) {
      sync = () => channel.sync();
    },

    /** The channel's state: while it is not listening, nothing is kept. */
    onState(isListening: boolean) {
      drop();
      listening = isListening;
    },

    /** Whether a value is kept now (tests). */
    get isKept() {
      return kept !== undefined;
    },
  };
}

export type ChannelKeptValue<T> = ReturnType<typeof createChannelKeptValue<T>>;
