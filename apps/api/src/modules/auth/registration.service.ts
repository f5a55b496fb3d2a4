import type { SendOtpRequest, VerifyOtpRequest } from '@kosh/contract/auth';
import { composeSms } from '../../lib/sms-texts';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateOtp, hashOtp, hashesEqual } from '../../lib/codes';
import { hashPassword } from '../../lib/passwords';
import type { ClientContext } from '../../lib/request-context';
import { type SmsProvider } from '../../providers/sms/sms.port';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import {
  LOGIN_WINDOW_SECONDS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  OTP_TTL_SECONDS,
  SIGNUP_PROBES_PER_IP,
  SIGNUP_PROBES_PER_NUMBER,
} from './rules';
import type { SessionService } from './session.service';

export interface RegistrationDeps {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  sessions: SessionService;
  sms: SmsProvider;
  otpSecret: string;
  log: { warn: (obj: object, msg: string) => void };
}

type VerifyOutcome =
  | { kind: 'ok'; user: { id: string; publicId: string; name: string }; token: string }
  | { kind: 'error'; error: AppError };

/** Sign-up in two steps: send an OTP to the number, then verify it and open the account. */
export function createRegistrationService(deps: RegistrationDeps) {
  const { db, repo } = deps;

  /**
   * "Already registered" tells whoever asks that the number has an account, so it is limited as
   * login's failures are: counted and looked up under the number's and the IP's locks (parallel
   * probes cannot slip under the limit), and refused for any number once the limit is reached —
   * so the refusal itself says nothing about the number.
   */
  async function refuseRegistered(mobile: string, ip: string) {
    const refusal = await db.transaction(async (tx) => {
      await repo.lockMobile(tx, mobile);
      await repo.lockClientIp(tx, ip);
      const window = LOGIN_WINDOW_SECONDS;
      const byNumber = await repo.countAttempts(tx, 'signup_probe', { mobile }, window, 'all');
      const byIp = await repo.countAttempts(tx, 'signup_probe', { ip }, window, 'all');
      if (byNumber >= SIGNUP_PROBES_PER_NUMBER || byIp >= SIGNUP_PROBES_PER_IP) {
        return new AppError(
          'RATE_LIMITED',
          byNumber >= SIGNUP_PROBES_PER_NUMBER
            ? 'OTP_TOO_MANY_FOR_NUMBER'
            : 'OTP_TOO_MANY_FROM_DEVICE',
          { retryAfterSeconds: window },
        );
      }
      if (!(await deps.users.findByMobile(mobile, tx))) return null;
      // Recorded in this transaction, which commits: the refusal is returned, not thrown.
      await repo.recordAttempt(tx, { kind: 'signup_probe', mobile, ip, succeeded: false });
      return new AppError('MOBILE_ALREADY_REGISTERED', 'MOBILE_ALREADY_REGISTERED');
    });
    if (refusal) throw refusal;
  }

  return {
    async sendOtp(input: SendOtpRequest, client: ClientContext) {
      await refuseRegistered(input.mobile, client.ip);
      // Hash before the transaction: the pending profile never holds the password in clear.
      const passwordHash = await hashPassword(input.password);
      const code = generateOtp();

      const challengeId = await db.transaction(async (tx) => {
        await repo.lockMobile(tx, input.mobile);
        const latest = await repo.latestChallenge(tx, input.mobile);
        if (latest) {
          const waited = (Date.now() - latest.createdAt.getTime()) / 1000;
          if (waited < OTP_RESEND_COOLDOWN_SECONDS) {
            const retryAfterSeconds = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waited);
            // The wait itself travels in Retry-After; the words come from the contract.
            throw new AppError('OTP_COOLDOWN', 'OTP_COOLDOWN', { retryAfterSeconds });
          }
        }
        const hour = 3600;
        if (
          (await repo.countChallengesSince(tx, { mobile: input.mobile }, hour)) >=
          OTP_SENDS_PER_NUMBER_PER_HOUR
        ) {
          throw new AppError('RATE_LIMITED', 'OTP_TOO_MANY_FOR_NUMBER', {
            retryAfterSeconds: hour,
          });
        }
        await repo.lockClientIp(tx, client.ip);
        if (
          (await repo.countChallengesSince(tx, { ip: client.ip }, hour)) >=
          OTP_SENDS_PER_IP_PER_HOUR
        ) {
          throw new AppError('RATE_LIMITED', 'OTP_TOO_MANY_FROM_DEVICE', {
            retryAfterSeconds: hour,
          });
        }
        return repo.insertChallenge(tx, {
          mobile: input.mobile,
          purpose: 'signup',
          codeHash: hashOtp(deps.otpSecret, input.mobile, code),
          payload: {
            name: input.name,
            email: input.emailId,
            passwordHash,
            language: input.language ?? 'en',
          },
          ip: client.ip,
          expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        });
      });

      try {
        await deps.sms.send({
          to: input.mobile,
          ...composeSms('signupOtp', input.language ?? 'en', { code }),
        });
      } catch (error) {
        // Nothing was sent: forget the challenge so the customer can retry at once.
        await repo.deleteChallenge(db, challengeId);
        deps.log.warn({ err: error }, 'sign-up OTP SMS failed');
        throw new AppError('PROVIDER_UNAVAILABLE', 'PROVIDER_UNAVAILABLE', { cause: error });
      }
      // Earlier codes are closed only once the new one is on its way: had the SMS failed, the new
      // challenge is gone and the code the customer already holds is the latest again.
      await repo.supersedeOpenChallenges(db, input.mobile, challengeId);

      return {
        success: true as const,
        result: true as const,
        message: messageText('OTP_SENT'),
        code: 'OTP_SENT' as const,
        data: {
          resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
          expiresInSeconds: OTP_TTL_SECONDS,
        },
      };
    },

    async verifyOtp(input: VerifyOtpRequest, client: ClientContext) {
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
        await repo.lockMobile(tx, input.mobile);
        const challenge = await repo.latestChallenge(tx, input.mobile);
        if (
          !challenge ||
          !('passwordHash' in challenge.payload) ||
          (challenge.closedAt && challenge.closedReason !== 'locked')
        ) {
          return { kind: 'error', error: new AppError('OTP_NOT_FOUND', 'OTP_NOT_FOUND') };
        }
        if (challenge.closedReason === 'locked') {
          return { kind: 'error', error: new AppError('OTP_LOCKED', 'OTP_LOCKED') };
        }
        if (challenge.expiresAt.getTime() <= Date.now()) {
          return { kind: 'error', error: new AppError('OTP_EXPIRED', 'OTP_EXPIRED') };
        }
        if (!hashesEqual(challenge.codeHash, hashOtp(deps.otpSecret, input.mobile, input.otp))) {
          const failures = challenge.failedAttempts + 1;
          const locked = failures >= OTP_MAX_WRONG_ATTEMPTS;
          // Recorded in this transaction, which commits: the error is returned, not thrown.
          await repo.recordWrongOtp(tx, challenge.id, locked);
          const left = OTP_MAX_WRONG_ATTEMPTS - failures;
          return {
            kind: 'error',
            error: locked
              ? new AppError('OTP_LOCKED', 'OTP_LOCKED')
              : new AppError('OTP_INVALID', 'OTP_INVALID', {
                  params: { left, attempts: left === 1 ? 'attempt' : 'attempts' },
                  fields: [{ field: 'otp', code: 'OTP_WRONG' }],
                }),
          };
        }
        await repo.closeChallenge(tx, challenge.id);
        const user = await deps.users.createCustomer(tx, {
          name: challenge.payload.name,
          mobile: input.mobile,
          email: challenge.payload.email,
          passwordHash: challenge.payload.passwordHash,
          language: challenge.payload.language,
        });
        const token = await deps.sessions.issue(tx, user, client);
        return { kind: 'ok', user, token };
      });

      if (outcome.kind === 'error') throw outcome.error;
      return {
        result: true as const,
        success: true as const,
        message: messageText('OTP_VERIFIED'),
        data: {
          UId: outcome.user.id,
          userId: outcome.user.publicId,
          name: outcome.user.name,
          token: outcome.token,
        },
      };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
