import { SignJWT, jwtVerify } from 'jose';
import type { Db, DbOrTx } from '../../db/client';
import type { ClientContext } from '../../lib/request-context';
import type { AuthContext } from '../../plugins/auth';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import type { SessionCache } from './session-cache';

const ISSUER = 'kosh';
const AUDIENCE = 'kosh-app';

/**
 * Tokens are HS256 JWTs that name a server-side session (`sid`). The signature keeps forgeries
 * out cheaply; the session row is what makes logout and password changes take effect at once.
 * A token this copy has already checked is answered from `cache` (session-cache.ts says why that
 * is as strict as reading the row).
 */
export function createSessionService(deps: {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  cache: SessionCache;
  secret: string;
  ttlHours: number;
}) {
  const { cache } = deps;
  const key = new TextEncoder().encode(deps.secret);

  return {
    async issue(
      tx: DbOrTx,
      user: { id: string; role: 'customer' | 'admin' },
      client: ClientContext,
      options: { passwordChangeRequired?: boolean } = {},
    ): Promise<string> {
      const expiresAt = new Date(Date.now() + deps.ttlHours * 3600 * 1000);
      const session = await deps.repo.insertSession(tx, {
        userId: user.id,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
        expiresAt,
        passwordChangeRequired: options.passwordChangeRequired ?? false,
      });
      return new SignJWT({ sid: session.id, role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    async verify(token: string): Promise<AuthContext | null> {
      const cached = await cache.get(token);
      if (cached) return cached;
      const seen = cache.generation();
      let sid: unknown;
      let sub: string | undefined;
      let exp: number | undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        sid = payload.sid;
        sub = payload.sub;
        exp = payload.exp;
      } catch {
        return null;
      }
      if (typeof sid !== 'string' || !sub || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
      const session = await deps.repo.findLiveSession(deps.db, sid);
      if (!session || session.userId !== sub) return null;
      // The role is read from the user, not the token, so a demotion takes effect at once.
      const user = await deps.users.findById(session.userId);
      if (!user) return null;
      const auth: AuthContext = {
        userId: user.id,
        publicId: user.publicId,
        sessionId: session.id,
        role: user.role,
        passwordChangeRequired: session.passwordChangeRequired,
      };
      const tokenEnds = exp === undefined ? Infinity : exp * 1000;
      cache.set(token, auth, Math.min(tokenEnds, session.expiresAt.getTime()), seen);
      return auth;
    },

    /** Committed on its own: refused here from the answer on, elsewhere when kosh_auth says so. */
    async revoke(sessionId: string) {
      await deps.repo.revokeSession(deps.db, sessionId);
      cache.dropSession(sessionId);
    },
    /** Part of the caller's transaction: the user is read from the database until it commits. */
    async revokeAllForUser(tx: DbOrTx, userId: string, exceptSessionId?: string) {
      cache.pinUser(userId);
      await deps.repo.revokeUserSessions(tx, userId, exceptSessionId);
    },

    /**
     * The session behind a token if this copy has checked it, as far as this copy has heard: the
     * caller must pass the channel's barrier before trusting it (plugins/customer-reads-front.ts).
     */
    cachedSession: (token: string) => cache.peek(token),

    /** The kosh_auth channel's handlers (app.ts listens with them, then hands over the channel). */
    revocations: { onMessage: cache.onMessage, onState: cache.onState },
    useChannel: cache.useChannel,
    /** Whether checked sessions are kept in memory now (the channel is up). */
    get caching() {
      return cache.listening;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
