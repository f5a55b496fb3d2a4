import type { Db, Tx } from '../../db/client';
import type { Language } from '@kosh/contract/common/language';
import { composeSms } from '../../lib/sms-texts';
import { AppError } from '../../lib/app-error';
import { generateOtp, hashOtp, hashesEqual } from '../../lib/codes';
import type { ClientContext } from '../../lib/request-context';
import { type SmsProvider } from '../../providers/sms/sms.port';
import type { AuthRepository } from './auth.repository';
import { OTP_MAX_WRONG_ATTEMPTS, OTP_SENDS_PER_NUMBER_PER_HOUR, OTP_TTL_SECONDS } from './rules';

/**
 * The login OTP of a throttled number (docs/architecture.md §4's OTP rules: 6 digits from the CSPRNG, kept
 * hashed, 10 minutes, single use, at most 5 tries). Whoever is throttled is asked for it, so a
 * guesser who only knows the number cannot lock its customer out: the customer gets the text.
 */
export function createLoginStepUp(deps: {
  db: Db;
  repo: AuthRepository;
  sms: SmsProvider;
  /** The language a number's texts are in (its customer's; English for an unknown number). */
  languageOf: (mobile: string) => Promise<Language>;
  otpSecret: string;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const { db, repo } = deps;

  return {
    /**
     * Texts the number a login OTP, unless one it was sent is still open (a guesser asking again
     * must not replace the code the customer is typing, nor spend the number's texts), and
     * answers that the login needs it. The password is not looked at: answering differently for
     * a right one would tell a guesser which it is.
     */
    async require(mobile: string, client: ClientContext): Promise<never> {
      const code = generateOtp();
      const challengeId = await db.transaction(async (tx) => {
        await repo.lockMobile(tx, mobile);
        const open = await repo.latestChallenge(tx, mobile, 'login');
        if (open && !open.closedAt && open.expiresAt.getTime() > Date.now()) return null;
        // One budget of texts a number, sign-up's and login's together.
        if (
          (await repo.countChallengesSince(tx, { mobile }, 3600)) >= OTP_SENDS_PER_NUMBER_PER_HOUR
        ) {
          return null;
        }
        return repo.insertChallenge(tx, {
          mobile,
          purpose: 'login',
          codeHash: hashOtp(deps.otpSecret, mobile, code),
          payload: {},
          ip: client.ip,
          expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        });
      });
      if (challengeId) {
        try {
          await deps.sms.send({
            to: mobile,
            ...composeSms('loginOtp', await deps.languageOf(mobile), { code }),
          });
        } catch (error) {
          await repo.deleteChallenge(db, challengeId);
          deps.log.warn({ err: error }, 'login OTP SMS failed');
          throw new AppError('PROVIDER_UNAVAILABLE', 'PROVIDER_UNAVAILABLE', { cause: error });
        }
        await repo.supersedeOpenChallenges(db, mobile, challengeId, 'login');
      }
      throw new AppError('STEP_UP_REQUIRED', 'LOGIN_OTP_REQUIRED', {
        fields: [{ field: 'otp', code: 'LOGIN_OTP_REQUIRED' }],
      });
    },

    /**
     * Checks the OTP sent with a throttled login, in the caller's transaction (under the number's
     * lock). A wrong code, or a right one with a wrong password (`passwordOk` false), uses one of
     * its tries; the code is closed only by the login it lets in.
     */
    async check(
      tx: Tx,
      mobile: string,
      otp: string,
      passwordOk: boolean,
    ): Promise<{ ok: true; challengeId: string } | { ok: false; error: AppError }> {
      const challenge = await repo.latestChallenge(tx, mobile, 'login');
      if (!challenge || (challenge.closedAt && challenge.closedReason !== 'locked')) {
        return { ok: false, error: new AppError('OTP_NOT_FOUND', 'OTP_NOT_FOUND') };
      }
      if (challenge.closedReason === 'locked') {
        return { ok: false, error: new AppError('OTP_LOCKED', 'OTP_LOCKED') };
      }
      if (challenge.expiresAt.getTime() <= Date.now()) {
        return { ok: false, error: new AppError('OTP_EXPIRED', 'OTP_EXPIRED') };
      }
      const right = hashesEqual(challenge.codeHash, hashOtp(deps.otpSecret, mobile, otp));
      if (right && passwordOk) return { ok: true, challengeId: challenge.id };
      const failures = challenge.failedAttempts + 1;
      const locked = failures >= OTP_MAX_WRONG_ATTEMPTS;
      await repo.recordWrongOtp(tx, challenge.id, locked);
      if (locked) return { ok: false, error: new AppError('OTP_LOCKED', 'OTP_LOCKED') };
      if (!right) {
        const left = OTP_MAX_WRONG_ATTEMPTS - failures;
        return {
          ok: false,
          error: new AppError('OTP_INVALID', 'OTP_INVALID', {
            params: { left, attempts: left === 1 ? 'attempt' : 'attempts' },
            fields: [{ field: 'otp', code: 'OTP_WRONG' }],
          }),
        };
      }
      return { ok: false, error: new AppError('INVALID_CREDENTIALS', 'INVALID_CREDENTIALS') };
    },

    /** Single use: of two logins racing with one code, the second is refused. */
    async use(tx: Tx, challengeId: string): Promise<void> {
      if (!(await repo.useChallenge(tx, challengeId))) {
        throw new AppError('OTP_NOT_FOUND', 'OTP_NOT_FOUND');
      }
    },
  };
}

export type LoginStepUp = ReturnType<typeof createLoginStepUp>;
