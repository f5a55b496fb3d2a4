import { messageText } from '@kosh/contract/messages/catalogue';
import { composeSms } from '../../lib/sms-texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateTemporaryPassword } from '../../lib/codes';
import { burnVerification, hashPassword } from '../../lib/passwords';
import type { ClientContext } from '../../lib/request-context';
import { type SmsProvider } from '../../providers/sms/sms.port';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import {
  FORGOT_PASSWORD_PER_IP_PER_HOUR,
  FORGOT_PASSWORD_PER_NUMBER_PER_HOUR,
  TEMP_PASSWORD_TTL_SECONDS,
} from './rules';

/**
 * "Forgot password" texts a one-time temporary password (docs/architecture.md §4 replaces the spec's "your old
 * password will be texted"). Registered and unknown numbers get the same answer, the same
 * throttle and about the same time, so the call cannot be used to find accounts.
 */
export function createPasswordResetService(deps: {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  sms: SmsProvider;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const { db, repo } = deps;
  const hour = 3600;

  return {
    async forgetPass(mobile: string, client: ClientContext) {
      // Counted and recorded under the number's and the IP's locks, so parallel requests cannot
      // all slip under the limit.
      await db.transaction(async (tx) => {
        await repo.lockMobile(tx, mobile);
        await repo.lockClientIp(tx, client.ip);
        const byNumber = await repo.countAttempts(tx, 'forgot_password', { mobile }, hour, 'all');
        const byIp = await repo.countAttempts(
          tx,
          'forgot_password',
          { ip: client.ip },
          hour,
          'all',
        );
        if (
          byNumber >= FORGOT_PASSWORD_PER_NUMBER_PER_HOUR ||
          byIp >= FORGOT_PASSWORD_PER_IP_PER_HOUR
        ) {
          throw new AppError('RATE_LIMITED', 'FORGOT_PASSWORD_THROTTLED', {
            retryAfterSeconds: hour,
          });
        }
        await repo.recordAttempt(tx, {
          kind: 'forgot_password',
          mobile,
          ip: client.ip,
          succeeded: true,
        });
      });

      const user = await deps.users.findByMobile(mobile);
      if (!user) {
        await burnVerification(mobile);
      } else {
        const temporary = generateTemporaryPassword();
        const passwordHash = await hashPassword(temporary);
        const expiresAt = new Date(Date.now() + TEMP_PASSWORD_TTL_SECONDS * 1000);
        await db.transaction((tx) =>
          repo.replaceTemporaryPassword(tx, user.id, passwordHash, expiresAt),
        );
        // Not awaited: the answer must not take longer for a registered number than an unknown one.
        deps.sms
          .send({
            to: mobile,
            ...composeSms('temporaryPassword', user.language, { password: temporary }),
          })
          .catch((error: unknown) =>
            deps.log.warn({ err: error }, 'temporary password SMS failed'),
          );
      }
      return {
        success: true as const,
        result: true as const,
        message: messageText('FORGOT_PASSWORD_SENT'),
        code: 'FORGOT_PASSWORD_SENT' as const,
      };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
