import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { KycProviderUnavailableError } from '../../../providers/kyc/kyc.port';
import { TRANSFER_LIMITS } from '../rules';
import type { TransfersPartDeps } from '../transfers-deps';
import type { OwnBeneficiary } from './own-beneficiary.service';
import { beneficiaryView, rupeesOf } from './payout-views';
import type { PayoutsRepository } from './payouts.repository';

/** A customer keeps at most this many added bank accounts (the own one not counted). */
export const MAX_BENEFICIARIES = 20;

const exists = () =>
  new AppError('CONFLICT', 'BENEFICIARY_EXISTS', {
    fields: [{ field: 'accountNumber', code: 'BENEFICIARY_EXISTS' }],
  });

/**
 * The bank accounts a customer sends to: listed (the own KYC-verified one first, with the month's
 * sending and its limits), added — each confirmed by a penny drop, which costs Kosh money, so only
 * a full-KYC customer may ask for one — and removed.
 */
export function createBeneficiariesService(
  deps: Pick<
    TransfersPartDeps,
    'db' | 'clock' | 'users' | 'policy' | 'ifscBranch' | 'verifyBankAccount'
  > & { repo: PayoutsRepository; ownBeneficiary: OwnBeneficiary },
) {
  const { db, repo, clock } = deps;

  return {
    async list(userId: string) {
      const own = await deps.ownBeneficiary.current(userId);
      const added = (await repo.beneficiariesOwnedBy(db, userId)).filter((row) => !row.own);
      const sent = await deps.policy.sentThisMonth(userId);
      const now = clock();
      return {
        data: [...(own ? [own] : []), ...added].map((row) => beneficiaryView(row, now)),
        limits: {
          preRegistered: {
            sent: rupeesOf(sent.preRegisteredPaise),
            max: rupeesOf(TRANSFER_LIMITS.preRegisteredMonthlyPaise),
          },
          other: {
            sent: rupeesOf(sent.otherPaise),
            max: rupeesOf(TRANSFER_LIMITS.otherMonthlyPaise),
          },
        },
      };
    },

    async add(userId: string, input: { accountNumber: string; ifsc: string; name?: string }) {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED');
      if (user.kycLevel !== 'full') throw new AppError('BUSINESS_RULE', 'TRANSFER_NEEDS_FULL_KYC');
      const branch = await deps.ifscBranch(input.ifsc);
      if (!branch) throw AppError.invalid('ifsc', 'KYC_IFSC_UNKNOWN');
      // KYC's own account is read, not written: an add refused below leaves nothing behind.
      const bank = await deps.ownBeneficiary.bankOf(userId);
      const kycAccount = bank ? [{ ...bank, own: true }] : [];
      // Checked before the penny drop (it costs money), and again under the lock after it.
      const check = (rows: { accountNumber: string; ifsc: string; own: boolean }[]) => {
        if (rows.some((r) => r.accountNumber === input.accountNumber && r.ifsc === input.ifsc)) {
          throw exists();
        }
        if (rows.filter((r) => !r.own).length >= MAX_BENEFICIARIES) {
          throw new AppError('BUSINESS_RULE', 'BENEFICIARIES_TOO_MANY');
        }
      };
      check([...kycAccount, ...(await repo.beneficiariesOwnedBy(db, userId))]);

      let answer: Awaited<ReturnType<typeof deps.verifyBankAccount>>;
      try {
        answer = await deps.verifyBankAccount({
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
          name: input.name || user.name,
        });
      } catch (error) {
        if (error instanceof KycProviderUnavailableError) {
          throw new AppError('PROVIDER_UNAVAILABLE', 'KYC_PROVIDER_UNAVAILABLE', {
            internal: `penny drop unavailable: ${error.message}`,
            cause: error,
          });
        }
        throw error;
      }
      if (answer.status === 'not_found') {
        throw new AppError('BUSINESS_RULE', 'BENEFICIARY_NOT_VERIFIED', {
          fields: [{ field: 'accountNumber', code: 'BENEFICIARY_NOT_VERIFIED' }],
        });
      }
      const verified = answer;
      try {
        const row = await db.transaction(async (tx) => {
          await repo.lockBeneficiariesOf(tx, userId);
          check([...kycAccount, ...(await repo.beneficiariesOwnedBy(tx, userId))]);
          return repo.insertBeneficiary(tx, {
            userId,
            own: false,
            accountNumber: input.accountNumber,
            ifsc: input.ifsc,
            bankName: branch.bank,
            holderName: verified.beneficiaryName,
            verificationRef: verified.reference,
            createdAt: clock(),
          });
        });
        return beneficiaryView(row, clock());
      } catch (error) {
        if (isUniqueViolation(error, 'beneficiaries_user_account_uq')) throw exists();
        throw error;
      }
    },

    /** Removes an added one; the own account (it is KYC's) and anyone else's are not found. */
    async remove(userId: string, id: string) {
      const row = await repo.beneficiaryOwnedBy(db, userId, id);
      if (!row || row.own || row.deletedAt) {
        throw new AppError('NOT_FOUND', 'BENEFICIARY_NOT_FOUND');
      }
      await repo.removeBeneficiary(db, row.id, clock());
    },
  };
}

export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;
