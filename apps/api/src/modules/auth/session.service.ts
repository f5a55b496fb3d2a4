import { SignJWT, jwtVerify } from 'jose';
import type { Db, DbOrTx } from '../../db/client';
import type { ClientContext } from '../../lib/request-context';
import type { AuthContext } from '../../plugins/auth';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';

const ISSUER = 'kosh';
const AUDIENCE = 'kosh-app';

/**
 * Tokens are HS256 JWTs that name a server-side session (`sid`). The signature keeps forgeries
 * out cheaply; the session row is what makes logout and password changes take effect at once.
 */
export function createSessionService(deps: {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  secret: string;
  ttlHours: number;
}) {
  const key = new TextEncoder().encode(deps.secret);

  return {
    async issue(
      tx: DbOrTx,
      user: { id: string; role: 'customer' | 'admin' },
      client: ClientContext,
    ): Promise<string> {
      const expiresAt = new Date(Date.now() + deps.ttlHours * 3600 * 1000);
      const session = await deps.repo.insertSession(tx, {
        userId: user.id,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
        expiresAt,
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
      let sid: unknown;
      let sub: string | undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        sid = payload.sid;
        sub = payload.sub;
      } catch {
        return null;
      }
      if (typeof sid !== 'string' || !sub || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
      const session = await deps.repo.findLiveSession(deps.db, sid);
      if (!session || session.userId !== sub) return null;
      // The role is read from the user, not the token, so a demotion takes effect at once.
      const user = await deps.users.findById(session.userId);
      if (!user) return null;
      return { userId: user.id, publicId: user.publicId, sessionId: session.id, role: user.role };
    },

    revoke: (sessionId: string) => deps.repo.revokeSession(deps.db, sessionId),
    revokeAllForUser: (tx: DbOrTx, userId: string, exceptSessionId?: string) =>
      deps.repo.revokeUserSessions(tx, userId, exceptSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
