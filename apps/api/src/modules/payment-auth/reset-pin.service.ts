import type { PinResetRequest } from '@kosh/contract/payment-auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateOtp, hashesEqual, hashOtp } from '../../lib/codes';
import type { Clock } from '../../lib/faults';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { composeSms } from '../../lib/sms-texts';
import type { SmsProvider } from '../../providers/sms/sms.port';
import type { UsersService } from '../users/users.service';
import type { PaymentAuthRepository } from './payment-auth.repository';
import { pinRefusal } from './rules';

const OTP_TTL_MS = 10 * 60_000;
const OTP_MAX_WRONG = 5;
const OTP_SENDS_PER_HOUR = 5;

/**
 * Forgot PIN: the login password, then an OTP texted to the registered mobile, set a new PIN
 * (and clear a lock). A stolen session alone cannot: it knows neither. The OTP follows every Kosh
 * OTP's rules: CSPRNG, kept as an HMAC, 10 minutes, 5 tries, used once.
 */
export function createResetPinService(deps: {
  db: Db;
  repo: PaymentAuthRepository;
  users: UsersService;
  sms: SmsProvider;
  otpSecret: string;
  clock: Clock;
}) {
  const { db, repo, users, sms, clock } = deps;

  async function customerWithPassword(userId: string, password: string) {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', { tokenValid: false });
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError('FORBIDDEN', 'PIN_PASSWORD_WRONG', {
        fields: [{ field: 'password', code: 'PIN_PASSWORD_WRONG' }],
      });
    }
    return user;
  }

  return {
    async sendOtp(userId: string, password: string) {
      const user = await customerWithPassword(userId, password);
      const code = generateOtp();
      const now = clock();
      const allowed = await db.transaction(async (tx) => {
        const sent = await repo.countResetsSince(tx, userId, new Date(now.getTime() - 3_600_000));
        if (sent >= OTP_SENDS_PER_HOUR) return false;
        await repo.insertReset(tx, {
          userId,
          codeHash: hashOtp(deps.otpSecret, user.mobile, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          createdAt: now,
        });
        return true;
      });
      if (!allowed) throw new AppError('RATE_LIMITED', 'OTP_TOO_MANY_FOR_NUMBER');
      // Sent now, not through the outbox: the customer is waiting for it on this screen.
      await sms.send({ to: user.mobile, ...composeSms('pinResetOtp', user.language, { code }) });
    },

    async reset(userId: string, input: PinResetRequest) {
      const user = await customerWithPassword(userId, input.password);
      const refusal = pinRefusal(input.pin, user.mobile);
      if (refusal) throw AppError.invalid('pin', refusal);
      const pinHash = await hashPassword(input.pin);
      const now = clock();
      const refused = await db.transaction(async (tx) => {
        const challenge = await repo.lockLatestResetOwnedBy(tx, userId);
        if (!challenge || challenge.usedAt) return new AppError('OTP_NOT_FOUND', 'OTP_NOT_FOUND');
        if (challenge.failedAttempts >= OTP_MAX_WRONG) {
          return new AppError('OTP_LOCKED', 'OTP_LOCKED');
        }
        if (challenge.expiresAt <= now) return new AppError('OTP_EXPIRED', 'OTP_EXPIRED');
        const right = hashesEqual(
          challenge.codeHash,
          hashOtp(deps.otpSecret, user.mobile, input.otp),
        );
        if (!right) {
          const failures = challenge.failedAttempts + 1;
          await repo.updateReset(tx, challenge.id, { failedAttempts: failures });
          if (failures >= OTP_MAX_WRONG) return new AppError('OTP_LOCKED', 'OTP_LOCKED');
          const left = OTP_MAX_WRONG - failures;
          return new AppError('OTP_INVALID', 'OTP_INVALID', {
            params: { left, attempts: left === 1 ? 'attempt' : 'attempts' },
            fields: [{ field: 'otp', code: 'OTP_WRONG' }],
          });
        }
        await repo.updateReset(tx, challenge.id, { usedAt: now });
        if (!(await repo.insertPin(tx, userId, pinHash, now))) {
          await repo.updatePinOwnedBy(tx, userId, {
            pinHash,
            failedAttempts: 0,
            lockedUntil: null,
            updatedAt: now,
          });
        }
        return null;
      });
      if (refused) throw refused;
    },
  };
}

export type ResetPinService = ReturnType<typeof createResetPinService>;
