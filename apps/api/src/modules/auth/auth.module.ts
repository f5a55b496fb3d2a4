import { lockEndWords } from '@kosh/contract/payment-auth';
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
  deps: Pick<ModuleDeps, 'db' | 'config' | 'sms' | 'text' | 'clock' | 'log'> & {
    users: UsersService;
  },
) {
  const { db, config, sms, text, clock, log, users } = deps;
  const repo = createAuthRepository();
  /**
   * Tells the customer their login password changed (by them, or by a temporary password from
   * "forgot password"), in the transaction that changes it: a hijacked account is noticed.
   */
  const textPasswordChanged = (tx: DbOrTx, userId: string) =>
    text(tx, userId, 'passwordChanged', {
      // A PIN lock's end and a password change are dated alike: 29-11-2026 15:00.
      at: lockEndWords(clock()),
      support: config.support.phone,
    });
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
      textPasswordChanged,
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
     * A new password ends every other session and any temporary password still unused, makes
     * the session that chose it (perhaps one opened with a temporary password) a full one, and is
     * texted to the customer.
     */
    async onPasswordChanged(tx: DbOrTx, userId: string, keepSessionId: string) {
      await sessions.revokeAllForUser(tx, userId, keepSessionId);
      await repo.retireTemporaryPasswords(tx, userId);
      await repo.clearPasswordChangeRequired(tx, keepSessionId);
      await textPasswordChanged(tx, userId);
    },
  };
}
