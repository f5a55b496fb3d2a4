import type { LoginRequest } from '@kosh/contract/auth';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { burnVerification, verifyPassword } from '../../lib/passwords';
import type { ClientContext } from '../../lib/request-context';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import type { LoginStepUp } from './login-step-up.service';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_NUMBER,
  LOGIN_FAILURES_PER_NUMBER_ANY_IP,
  LOGIN_WINDOW_SECONDS,
} from './rules';
import type { SessionService } from './session.service';

export function createLoginService(deps: {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  sessions: SessionService;
  stepUp: LoginStepUp;
  /** Texts the customer that their password changed, in the transaction that changes it. */
  textPasswordChanged: (tx: DbOrTx, userId: string) => Promise<void>;
}) {
  const { db, repo } = deps;

  /**
   * Counts the earlier attempts and records this one (as a failure until it succeeds) under the
   * number's and the IP's locks, so that parallel guesses are counted one after another and
   * cannot all slip under the limit before any of them is recorded. An IP past its limit waits;
   * a number throttled for this IP (or past its ceiling from all IPs) is not refused but needs
   * the OTP texted to it — the guesser's failures never lock its customer out.
   */
  function reserveAttempt(
    mobile: string,
    ip: string,
    otp: string | undefined,
  ): Promise<{ attemptId: string; steppedUp: boolean } | null> {
    return db.transaction(async (tx) => {
      await repo.lockMobile(tx, mobile);
      await repo.lockClientIp(tx, ip);
      const window = LOGIN_WINDOW_SECONDS;
      const byIp = await repo.countAttempts(tx, 'login', { ip }, window, 'failures');
      if (byIp >= LOGIN_FAILURES_PER_IP) {
        throw new AppError('RATE_LIMITED', 'LOGIN_THROTTLED', { retryAfterSeconds: window });
      }
      const fromHere = await repo.countAttempts(
        tx,
        'login',
        { mobile, ip },
        window,
        'failuresSinceSuccess',
      );
      const fromAnywhere = await repo.countAttempts(
        tx,
        'login',
        { mobile },
        window,
        'failuresSinceSuccess',
      );
      const throttled =
        fromHere >= LOGIN_FAILURES_PER_NUMBER || fromAnywhere >= LOGIN_FAILURES_PER_NUMBER_ANY_IP;
      if (throttled && otp === undefined) return null;
      const attemptId = await repo.recordAttempt(tx, {
        kind: 'login',
        mobile,
        ip,
        succeeded: false,
      });
      return { attemptId, steppedUp: throttled };
    });
  }

  return {
    async login(input: LoginRequest, client: ClientContext) {
      const reserved = await reserveAttempt(input.mobileno, client.ip, input.otp);
      if (!reserved) return deps.stepUp.require(input.mobileno, client);
      const { attemptId, steppedUp } = reserved;
      const user = await deps.users.findByMobile(input.mobileno);
      let usedTemporary: { id: string; passwordHash: string } | null = null;
      let ok = false;
      let stepUpChallenge: string | null = null;
      if (!user) {
        await burnVerification(input.password);
      } else {
        ok = await verifyPassword(user.passwordHash, input.password);
        if (!ok) {
          const temporary = await repo.liveTemporaryPassword(db, user.id);
          if (temporary && (await verifyPassword(temporary.passwordHash, input.password))) {
            usedTemporary = temporary;
            ok = true;
          }
        }
      }
      if (steppedUp) {
        // The OTP is checked with the password's outcome, under the number's lock: a wrong one
        // uses one of the code's tries either way.
        const checked = await db.transaction(async (tx) => {
          await repo.lockMobile(tx, input.mobileno);
          return deps.stepUp.check(tx, input.mobileno, input.otp ?? '', !!user && ok);
        });
        if (!checked.ok) throw checked.error;
        stepUpChallenge = checked.challengeId;
      }
      if (!user || !ok) {
        // The attempt stays on record as a failure. One message for a wrong number and a wrong
        // password: no account discovery.
        throw new AppError('INVALID_CREDENTIALS', 'INVALID_CREDENTIALS');
      }

      const passwordChangeRequired = usedTemporary !== null || user.passwordTemporary;
      const token = await db.transaction(async (tx) => {
        if (stepUpChallenge) await deps.stepUp.use(tx, stepUpChallenge);
        if (usedTemporary) {
          // Using the temporary password makes it the password: the old one stops working,
          // and every other session of the account ends.
          if (!(await repo.consumeTemporaryPassword(tx, usedTemporary.id))) {
            throw new AppError('INVALID_CREDENTIALS', 'INVALID_CREDENTIALS');
          }
          await deps.users.setPasswordHash(tx, user.id, usedTemporary.passwordHash, true);
          await deps.sessions.revokeAllForUser(tx, user.id);
        }
        await repo.markAttemptSucceeded(tx, attemptId);
        // The app's language at login is the one the customer's texts are sent in from now on.
        if (input.language && input.language !== user.language) {
          await deps.users.setLanguage(user.id, input.language, tx);
        }
        // The password changed: the customer is told, in that language, so that a reset they did
        // not ask for is noticed.
        if (usedTemporary) await deps.textPasswordChanged(tx, user.id);
        // A temporary password opens a session that can do nothing but choose a new one — on
        // every login until the customer has chosen it.
        return deps.sessions.issue(tx, user, client, { passwordChangeRequired });
      });

      return {
        result: true as const,
        success: true as const,
        message: messageText('LOGIN_SUCCESS'),
        data: {
          UId: user.id,
          userId: user.publicId,
          name: user.name,
          token,
          role: user.role,
          passwordChangeRequired,
        },
      };
    },

    async logout(sessionId: string) {
      await deps.sessions.revoke(sessionId);
      return { result: true as const, success: true as const, message: messageText('LOGGED_OUT') };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
