import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/faults';
import type { KycProvider } from '../../providers/kyc/kyc.port';
import type { UsersService } from '../users/users.service';
import type { KycIdentityService } from './kyc-identity.service';
import { askProvider, type KycSectionsService } from './kyc-sections.service';
import { findIfsc } from './reference/ifsc';
import { onlineCheckStatus } from './rules';

/** The answer of an online check: the section's status and what the provider holds. */
export function checked(
  submitted: 'KYC_PAN_SUBMITTED' | 'KYC_BANK_SUBMITTED' | 'KYC_AADHAAR_SUBMITTED',
  status: '1' | '2',
  extra: { name: string; bankName?: string; branch?: string | null },
) {
  // A name that did not match waits for a reviewer, and the customer is told so.
  const code = status === '1' ? submitted : ('KYC_NAME_MISMATCH_REVIEW' as const);
  return { result: true as const, code, message: messageText(code), data: { status, ...extra } };
}

/**
 * Online verification of the PAN and the bank account (penny drop) through the KYC provider.
 * Nothing is stored until the provider has answered: a document it does not know is a 422, its
 * outage a 503, and neither leaves a trace. A verified document whose name matches the customer's
 * is approved at once; one whose name does not waits for review.
 */
export function createKycOnlineService(deps: {
  db: Db;
  users: UsersService;
  sections: KycSectionsService;
  identity: KycIdentityService;
  provider: KycProvider;
  clock: Clock;
}) {
  const { db, sections, identity } = deps;

  async function customer(userId: string) {
    const user = await deps.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'KYC_CUSTOMER_NOT_FOUND');
    return user;
  }

  return {
    async pan(userId: string, pan: string) {
      // Refused before the provider is paid to look.
      await sections.assertCanSubmit(db, userId, 'pan');
      const identityHash = identity.hash('pan', pan);
      await identity.assertFree(db, userId, 'pan', identityHash);
      const user = await customer(userId);
      const name = await sections.claimedName(db, user);
      const answer = await askProvider(() => deps.provider.verifyPan({ pan, name }));
      if (answer.status === 'not_found') throw new AppError('BUSINESS_RULE', 'KYC_PAN_NOT_FOUND');

      const { status } = await sections
        .forCustomer(userId, async (tx, locked) => {
          await identity.assertFree(tx, userId, 'pan', identityHash);
          const status = onlineCheckStatus(
            answer.registeredName,
            await sections.claimedName(tx, locked),
          );
          await sections.replace(tx, userId, 'pan', {
            method: 'online',
            status,
            decidedAt: status === '1' ? deps.clock() : null,
            details: { pan },
            identityHash,
            verifiedName: answer.registeredName,
            providerRef: answer.reference,
          });
          await sections.settle(tx, userId);
          return { status };
        })
        .catch((error: unknown) => {
          throw identity.refusalOf('pan', error);
        });
      return checked('KYC_PAN_SUBMITTED', status, { name: answer.registeredName });
    },

    /**
     * A penny drop: the provider credits ₹1 from Kosh's own account at the bank and reads back
     * the account holder's name. The wallet is not touched, so there is no ledger entry.
     */
    async bank(userId: string, input: { accountNumber: string; ifsc: string }) {
      const branch = await findIfsc(input.ifsc);
      if (!branch) throw AppError.invalid('beneficiaryIFSC', 'KYC_IFSC_UNKNOWN');
      await sections.assertCanSubmit(db, userId, 'bank');
      const identityHash = identity.hash('bank', input);
      await identity.assertFree(db, userId, 'bank', identityHash);
      const user = await customer(userId);
      const name = await sections.claimedName(db, user);
      const answer = await askProvider(() => deps.provider.verifyBankAccount({ ...input, name }));
      if (answer.status === 'not_found') {
        throw new AppError('BUSINESS_RULE', 'KYC_ACCOUNT_NOT_FOUND');
      }

      const { status } = await sections
        .forCustomer(userId, async (tx, locked) => {
          await identity.assertFree(tx, userId, 'bank', identityHash);
          const status = onlineCheckStatus(
            answer.beneficiaryName,
            await sections.claimedName(tx, locked),
          );
          await sections.replace(tx, userId, 'bank', {
            method: 'online',
            status,
            decidedAt: status === '1' ? deps.clock() : null,
            details: {
              bank_name: branch.bank,
              account_number: input.accountNumber,
              ifsc: branch.ifsc,
              branch: branch.branch ?? '',
              account_type: '',
            },
            identityHash,
            verifiedName: answer.beneficiaryName,
            providerRef: answer.reference,
          });
          await sections.settle(tx, userId);
          return { status };
        })
        .catch((error: unknown) => {
          throw identity.refusalOf('bank', error);
        });
      return checked('KYC_BANK_SUBMITTED', status, {
        name: answer.beneficiaryName,
        bankName: branch.bank,
        branch: branch.branch,
      });
    },
  };
}

export type KycOnlineService = ReturnType<typeof createKycOnlineService>;
