import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export interface AuthContext {
  userId: string;
  publicId: string;
  sessionId: string;
  role: 'customer' | 'admin';
  /** Opened with a temporary password: only routes marked `whilePasswordTemporary` answer it. */
  passwordChangeRequired: boolean;
}

export type VerifyToken = (token: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a session opened with a temporary password (reading the profile, changing
     * the password, logging out); every other guarded route refuses it until the password changes.
     */
    whilePasswordTemporary?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 with tokenValid:false unless a live session stands behind the token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: as authenticate, then 403 unless the session is an admin's. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for public calls: anonymous without a token, 401 with a dead one. */
    authenticateIfPresent: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Guards routes. The plugin knows nothing of sessions: app.ts hands it the session service's
 * verify function, so plugins never import a module.
 */
async function authPlugin(app: FastifyInstance, options: { verify: VerifyToken }) {
  app.decorateRequest('auth', null);

  const verified = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const auth = token ? await options.verify(token) : null;
    if (!auth) {
      throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });
    }
    return auth;
  };
  const temporaryAllowed = (request: FastifyRequest) =>
    request.routeOptions.config.whilePasswordTemporary === true;

  const authenticate = async (request: FastifyRequest) => {
    const auth = await verified(request);
    if (auth.passwordChangeRequired && !temporaryAllowed(request)) {
      throw new AppError('FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED');
    }
    request.auth = auth;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    const auth = await verified(request);
    // A public page asked with a session that must change its password: answered as to anyone.
    request.auth = auth.passwordChangeRequired && !temporaryAllowed(request) ? null : auth;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.auth?.role !== 'admin') throw new AppError('FORBIDDEN', 'FORBIDDEN');
  });
}

export default fp(authPlugin, { name: 'auth' });

/** For handlers behind `authenticate`: the session, which is certainly there. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth)
    throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });
  return request.auth;
}

/** Who asks, as the calls a customer and the back office share take it (files, tickets). */
export function viewerOf(request: FastifyRequest): Pick<AuthContext, 'userId' | 'role'> {
  const auth = requireAuth(request);
  return { userId: auth.userId, role: auth.role };
}
