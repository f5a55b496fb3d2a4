import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createLoginStepUp } from './login-step-up.service';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';
import { createRegistrationService } from './registration.service';
import { createSessionCache } from './session-cache';
import { createSessionService } from './session.service';

export function createAuthModule(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'sms' | 'log'> & { users: UsersService },
) {
  const { db, config, sms, log, users } = deps;
  const repo = createAuthRepository();
  const sessions = createSessionService({
    db,
    repo,
    users,
    cache: createSessionCache({ maxEntries: 100_000, maxAgeMs: 5 * 60_000, pinMs: 10_000 }),
    secret: config.tokenSecret,
    ttlHours: config.tokenTtlHours,
  });
  const services = {
    sessions,
    registration: createRegistrationService({
      db,
      repo,
      users,
      sessions,
      sms,
      otpSecret: config.otpSecret,
      log,
    }),
    login: createLoginService({
      db,
      repo,
      users,
      sessions,
      stepUp: createLoginStepUp({
        db,
        repo,
        sms,
        languageOf: async (mobile) => (await users.findByMobile(mobile))?.language ?? 'en',
        otpSecret: config.otpSecret,
        log,
      }),
    }),
    passwordReset: createPasswordResetService({ db, repo, users, sms, log }),
  };
  return {
    services,
    routes: authRoutes(services),
    /**
     * A new password ends every other session and any temporary password still unused, and makes
     * the session that chose it (perhaps one opened with a temporary password) a full one.
     */
    async onPasswordChanged(tx: DbOrTx, userId: string, keepSessionId: string) {
      await sessions.revokeAllForUser(tx, userId, keepSessionId);
      await repo.retireTemporaryPasswords(tx, userId);
      await repo.clearPasswordChangeRequired(tx, keepSessionId);
    },
  };
}
