import type { KycSection } from '@kosh/contract/kyc';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import { KycProviderUnavailableError } from '../../providers/kyc/kyc.port';
import type { UsersService } from '../users/users.service';
import type { UserRow } from '../users/users.tables';
import { LIMITS } from '../wallet/rules';
import type { KycRepository } from './kyc.repository';
import type { KycDetails, KycSubmissionRow, kycSubmissions } from './kyc.tables';
import { isFullKyc, namesMatch, sectionStatus, sectionStatuses, submitRefusal } from './rules';

export type NewSubmission = Omit<
  typeof kycSubmissions.$inferInsert,
  'id' | 'userId' | 'section' | 'createdAt' | 'supersededAt'
> & { details: KycDetails };

/** What a change to a customer's KYC led to, besides itself. */
export interface Settled {
  /** The personal details were approved by a matching verified name. */
  personalApproved: boolean;
  /** The wallet became full-KYC in this transaction. */
  upgraded: boolean;
}

/**
 * The core every KYC use case shares: a customer's changes run one at a time (their row is locked
 * for the transaction), a section's new submission replaces the current one unless that one is
 * approved, and every change ends by settling what follows from it — the personal details approved
 * by a matching verified name, and the wallet raised to full KYC in the same transaction as the
 * approval that completes personal, PAN and Aadhaar.
 */
export function createKycSectionsService(deps: {
  db: Db;
  repo: KycRepository;
  users: UsersService;
  text: TextCustomer;
  clock: Clock;
}) {
  const { db, repo } = deps;

  /** Runs `work` in a transaction holding the customer's row, so their KYC changes queue. */
  async function forCustomer<T>(
    userId: string,
    work: (tx: DbOrTx, user: UserRow) => Promise<T>,
  ): Promise<T> {
    // The lock makes a customer's submits queue; the partial unique index on the current
    // submission is the guard beneath it (a second current one cannot be written at all).
    return db.transaction(async (tx) => {
      const user = await deps.users.lock(tx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'KYC_CUSTOMER_NOT_FOUND');
      return work(tx, user);
    });
  }

  /** Refuses (409) a section that is approved already: checked before any cost, and again inside. */
  async function assertCanSubmit(tx: DbOrTx, userId: string, section: KycSection) {
    const refusal = submitRefusal(
      sectionStatus(await repo.currentSectionForOwner(tx, userId, section)),
    );
    if (refusal) throw new AppError('CONFLICT', refusal);
  }

  /**
   * Makes `row` the section's current submission, retiring the one it replaces (kept for the
   * record). Inside forCustomer's transaction.
   */
  async function replace(
    tx: DbOrTx,
    userId: string,
    section: KycSection,
    row: NewSubmission,
  ): Promise<KycSubmissionRow> {
    await assertCanSubmit(tx, userId, section);
    const now = deps.clock();
    await repo.supersedeForOwner(tx, userId, section, now);
    return repo.insert(tx, { ...row, userId, section, createdAt: now });
  }

  /**
   * The name the customer claims: their personal details' (unless rejected), else the account's.
   * Online checks send it to the provider and compare the provider's answer with it.
   */
  async function claimedName(tx: DbOrTx, user: UserRow): Promise<string> {
    const personal = await repo.currentSectionForOwner(tx, user.id, 'personal');
    if (personal && personal.status !== '3' && 'name' in personal.details) {
      return personal.details.name;
    }
    return user.name;
  }

  /** What follows from a change, in its transaction: see Settled. */
  async function settle(tx: DbOrTx, userId: string): Promise<Settled> {
    const current = await repo.currentForOwner(tx, userId);
    let personalApproved = false;
    const personal = current.find((row) => row.section === 'personal');
    if (personal?.status === '2' && 'name' in personal.details) {
      const name = personal.details.name;
      const vouched = current.some(
        (row) =>
          (row.section === 'pan' || row.section === 'aadhaar') &&
          row.method === 'online' &&
          row.status !== '3' &&
          row.verifiedName !== null &&
          namesMatch(row.verifiedName, name),
      );
      if (vouched) {
        const decided = await repo.decidePendingForOwner(tx, userId, 'personal', {
          status: '1',
          reason: null,
          decidedBy: null,
          at: deps.clock(),
        });
        if (decided) {
          personal.status = '1';
          personalApproved = true;
        }
      }
    }
    const upgraded =
      isFullKyc(sectionStatuses(current)) && (await deps.users.upgradeToFullKyc(tx, userId));
    // The SMS of reaching full KYC, written with the upgrade: sent exactly when it commits.
    if (upgraded) {
      await deps.text(tx, userId, 'kycComplete', { maxPaise: LIMITS.full.maxBalancePaise });
    }
    return { personalApproved, upgraded };
  }

  return { forCustomer, assertCanSubmit, replace, claimedName, settle };
}

export type KycSectionsService = ReturnType<typeof createKycSectionsService>;

/**
 * A call to the KYC provider: its outage (timeout, 5xx, an answer it should not give) is the
 * customer's 503, and since every use case stores only after the provider answered, nothing was
 * kept of the attempt.
 */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof KycProviderUnavailableError) {
      throw new AppError('PROVIDER_UNAVAILABLE', 'KYC_PROVIDER_UNAVAILABLE', {
        internal: `KYC provider unavailable: ${error.message}`,
        cause: error,
      });
    }
    throw error;
  }
}
