import { randomUUID } from 'node:crypto';
import { maskAadhaar } from '@kosh/contract/common/kyc-formats';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FieldEncryption } from '../../lib/field-encryption';
import type { Clock } from '../../lib/faults';
import type { KycProvider } from '../../providers/kyc/kyc.port';
import type { UsersService } from '../users/users.service';
import { checked } from './kyc-online.service';
import type { KycRepository } from './kyc.repository';
import { AADHAAR_OTP_MAX_TRIES } from './kyc.tables';
import type { KycIdentityService } from './kyc-identity.service';
import { askProvider, type KycSectionsService } from './kyc-sections.service';
import { onlineCheckStatus } from './rules';

/** What the sealed number of an OTP session and of a submission are bound to. */
export const sessionContext = (sessionId: string) => `kyc-aadhaar-otp:${sessionId}`;
export const aadhaarNumberContext = (submissionId: string) => `kyc-aadhaar-number:${submissionId}`;

const expired = () => new AppError('BUSINESS_RULE', 'KYC_AADHAAR_OTP_EXPIRED');

/**
 * Aadhaar OTP e-KYC in two steps: the provider texts an OTP to the mobile number linked with the
 * Aadhaar (start), the customer types it (verify). The session exists only once the OTP was sent;
 * it holds the number sealed, and belongs to the customer who started it — another customer's
 * reference is not found. At most five tries per session, counted here whatever the provider does.
 */
export function createKycAadhaarOtpService(deps: {
  db: Db;
  repo: KycRepository;
  users: UsersService;
  sections: KycSectionsService;
  identity: KycIdentityService;
  provider: KycProvider;
  cipher: FieldEncryption;
  clock: Clock;
}) {
  const { db, repo, sections, identity, cipher } = deps;

  return {
    /** Forgets the sessions that are over (used or expired), and the sealed numbers they held. */
    purgeClosedSessions: () => repo.purgeClosedOtpSessions(db, deps.clock()),

    async start(userId: string, aadhaar: string) {
      await sections.assertCanSubmit(db, userId, 'aadhaar');
      // No OTP is sent (and no provider paid) for an Aadhaar that is another customer's.
      await identity.assertFree(db, userId, 'aadhaar', identity.hash('aadhaar', aadhaar));
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'KYC_CUSTOMER_NOT_FOUND');
      const name = await sections.claimedName(db, user);
      const answer = await askProvider(() =>
        deps.provider.startAadhaarOtp({ aadhaar, name, mobile: user.mobile }),
      );
      if (answer.status === 'not_found') {
        throw new AppError('BUSINESS_RULE', 'KYC_AADHAAR_NOT_FOUND');
      }
      const id = randomUUID();
      const sealed = cipher.seal(aadhaar, sessionContext(id));
      await repo.insertOtpSession(db, {
        id,
        userId,
        providerRef: answer.reference,
        ...sealed,
        last4: aadhaar.slice(-4),
        expiresAt: new Date(deps.clock().getTime() + answer.expiresInSeconds * 1000),
      });
      return {
        result: true as const,
        code: 'KYC_AADHAAR_OTP_SENT' as const,
        message: messageText('KYC_AADHAAR_OTP_SENT'),
        data: {
          referenceId: id,
          maskedAadhaar: maskAadhaar(aadhaar),
          expiresInSeconds: answer.expiresInSeconds,
        },
      };
    },

    async verify(userId: string, referenceId: string, otp: string) {
      const session = await repo.findOtpSessionForOwner(db, userId, referenceId);
      if (!session) throw new AppError('NOT_FOUND', 'KYC_REFERENCE_NOT_FOUND');
      // The try is taken before the provider is asked, so parallel guesses cannot exceed five.
      const taken = await repo.takeOtpTryForOwner(db, userId, referenceId, deps.clock());
      if (!taken) throw expired();

      let answer: Awaited<ReturnType<KycProvider['completeAadhaarOtp']>>;
      try {
        answer = await askProvider(() =>
          deps.provider.completeAadhaarOtp({ reference: session.providerRef, otp }),
        );
      } catch (error) {
        // The provider never judged this OTP: the customer keeps the try.
        await repo.returnOtpTryForOwner(db, userId, referenceId);
        throw error;
      }
      if (answer.status === 'otp_expired') throw expired();
      if (answer.status === 'otp_invalid') {
        throw new AppError('BUSINESS_RULE', 'KYC_AADHAAR_OTP_INVALID', {
          params: { triesLeft: AADHAAR_OTP_MAX_TRIES - taken.tries },
        });
      }

      const aadhaar = cipher.openString(session, sessionContext(session.id));
      const identityHash = identity.hash('aadhaar', aadhaar);
      const { status } = await sections
        .forCustomer(userId, async (tx, user) => {
          if (!(await repo.useOtpSessionForOwner(tx, userId, referenceId, deps.clock()))) {
            throw expired();
          }
          await identity.assertFree(tx, userId, 'aadhaar', identityHash);
          const status = onlineCheckStatus(answer.name, await sections.claimedName(tx, user));
          const row = await sections.replace(tx, userId, 'aadhaar', {
            method: 'online',
            status,
            decidedAt: status === '1' ? deps.clock() : null,
            details: { masked: maskAadhaar(aadhaar) },
            identityHash,
            verifiedName: answer.name,
            providerRef: session.providerRef,
          });
          await repo.insertAadhaarNumber(tx, {
            submissionId: row.id,
            ...cipher.seal(aadhaar, aadhaarNumberContext(row.id)),
            last4: aadhaar.slice(-4),
          });
          await sections.settle(tx, userId);
          return { status };
        })
        .catch((error: unknown) => {
          throw identity.refusalOf('aadhaar', error);
        });
      return checked('KYC_AADHAAR_SUBMITTED', status, { name: answer.name });
    },
  };
}

export type KycAadhaarOtpService = ReturnType<typeof createKycAadhaarOtpService>;
