import type { AuthContext } from '../../plugins/auth';

/**
 * The sessions this API copy has checked, so that a read a customer makes on every screen costs no
 * signature check and no database round trip (issue 16 §1). What keeps it honest:
 *
 * - It serves only while `listening`: the database's `kosh_auth` channel (migration 0020's
 *   triggers) tells every copy at commit when a session is revoked or deleted, or a user's role
 *   changes. If that channel drops, the cache is emptied and bypassed until it is back.
 * - Before serving, it waits for the channel's barrier: one round trip on the listening
 *   connection, started after the request came and shared by every request waiting meanwhile, so
 *   a revocation committed anywhere before the request is always heard first. That trip is what
 *   a cached read still costs (instead of a signature check and two queries).
 * - A check that read the database before such a message arrived never stores its answer
 *   (`generation`): the message may be about the very row it read.
 * - The copy that revokes drops the session itself before answering, and pins the user for a few
 *   seconds when the revocation is part of a larger transaction that has not committed yet.
 * - No entry outlives its token, its session, or `maxAgeMs` (a backstop, not the mechanism).
 */
export interface SessionCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** The longest an entry is trusted without reading the database again. */
  maxAgeMs: number;
  /** How long a user stays uncached after a revocation inside an uncommitted transaction. */
  pinMs: number;
  now?: () => number;
}

interface Entry {
  auth: AuthContext;
  token: string;
  expiresAtMs: number;
}

export function createSessionCache(options: SessionCacheOptions) {
  const now = options.now ?? Date.now;
  const byToken = new Map<string, Entry>();
  const tokenBySession = new Map<string, string>();
  const sessionsByUser = new Map<string, Set<string>>();
  const pinnedUntil = new Map<string, number>();
  let listening = false;
  let generation = 0;

  const forget = (entry: Entry) => {
    byToken.delete(entry.token);
    tokenBySession.delete(entry.auth.sessionId);
    const sessions = sessionsByUser.get(entry.auth.userId);
    sessions?.delete(entry.auth.sessionId);
    if (sessions?.size === 0) sessionsByUser.delete(entry.auth.userId);
  };

  const dropSession = (sessionId: string) => {
    generation += 1;
    const token = tokenBySession.get(sessionId);
    const entry = token === undefined ? undefined : byToken.get(token);
    if (entry) forget(entry);
  };

  const dropUser = (userId: string) => {
    generation += 1;
    for (const sessionId of [...(sessionsByUser.get(userId) ?? [])]) dropSession(sessionId);
  };

  const clear = () => {
    generation += 1;
    byToken.clear();
    tokenBySession.clear();
    sessionsByUser.clear();
  };

  const isPinned = (userId: string) => {
    const until = pinnedUntil.get(userId);
    if (until === undefined) return false;
    if (until > now()) return true;
    pinnedUntil.delete(userId);
    return false;
  };

  /** `get` without waiting for the channel (what it has heard so far). */
  const peek = (token: string): AuthContext | null => {
    if (!listening) return null;
    const entry = byToken.get(token);
    if (!entry) return null;
    if (entry.expiresAtMs <= now() || isPinned(entry.auth.userId)) {
      forget(entry);
      return null;
    }
    return entry.auth;
  };

  let sync: () => Promise<boolean> = () => Promise.resolve(false);

  return {
    /** The session behind `token`, if this copy checked it and nothing has changed since. */
    async get(token: string): Promise<AuthContext | null> {
      if (!listening || !byToken.has(token)) return null;
      // Every revocation committed before this request must have been heard first.
      if (!(await sync())) return null;
      return peek(token);
    },

    peek,

    /** Read before a database check; pass it to `set` with the check's answer. */
    generation: () => generation,

    /** Keeps a checked session, unless anything was dropped since `seenGeneration`. */
    set(token: string, auth: AuthContext, expiresAtMs: number, seenGeneration: number) {
      if (!listening || seenGeneration !== generation || isPinned(auth.userId)) return;
      const previous = tokenBySession.get(auth.sessionId);
      const stale = previous === undefined ? undefined : byToken.get(previous);
      if (stale) forget(stale);
      if (byToken.size >= options.maxEntries) {
        const oldest = byToken.values().next().value;
        if (oldest) forget(oldest);
      }
      const entry = { auth, token, expiresAtMs: Math.min(expiresAtMs, now() + options.maxAgeMs) };
      byToken.set(token, entry);
      tokenBySession.set(auth.sessionId, token);
      let sessions = sessionsByUser.get(auth.userId);
      if (!sessions) {
        sessions = new Set();
        sessionsByUser.set(auth.userId, sessions);
      }
      sessions.add(auth.sessionId);
    },

    dropSession,
    dropUser,

    /** A user's sessions are being revoked in a transaction not yet committed. */
    pinUser(userId: string) {
      pinnedUntil.set(userId, now() + options.pinMs);
      dropUser(userId);
    },

    /** A message from the `kosh_auth` channel: 's:<session id>' or 'u:<user id>'. */
    onMessage(payload: string) {
      const id = payload.slice(2);
      if (payload.startsWith('s:')) dropSession(id);
      else if (payload.startsWith('u:')) dropUser(id);
      else clear();
    },

    /** The channel's barrier (Channel.sync), once app.ts listens. */
    useChannel(channel: { sync(): Promise<boolean> }) {
      sync = () => channel.sync();
    },

    /** The channel's state: while it is not listening, nothing is served or kept. */
    onState(isListening: boolean) {
      clear();
      listening = isListening;
    },

    get size() {
      return byToken.size;
    },
    /** Whether the channel is up (and so whether anything is served from memory). */
    get listening() {
      return listening;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
