import { istDay } from '@kosh/contract/common/ist-day';
import type { AdminKycFilter, AdminKycRow, KycSection, KycSubmission } from '@kosh/contract/kyc';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import type { UsersService } from '../users/users.service';
import { kycRecord, type KycRecordsService } from './kyc-records.service';
import type { KycIdentityService } from './kyc-identity.service';
import { type KycSectionsService } from './kyc-sections.service';
import type { KycRepository } from './kyc.repository';

const QUEUE_LIMIT = 500;

/** A yyyy-MM-dd day of the back office's filter, as the day in India it names. */
const dayInIndia = (isoDay: string) => istDay(isoDay.split('-').reverse().join('-'));

/**
 * The back office's review desk: the queue of customers, one customer's KYC with its history and
 * who opened their Aadhaar images, and the decision on a section waiting for review. An approval
 * that completes personal, PAN and Aadhaar makes the wallet full-KYC in the same transaction; the
 * customer is texted each decision (and the upgrade).
 */
export function createKycAdminService(deps: {
  db: Db;
  repo: KycRepository;
  users: UsersService;
  sections: KycSectionsService;
  identity: KycIdentityService;
  records: KycRecordsService;
  text: TextCustomer;
  clock: Clock;
}) {
  const { db, repo, sections, identity } = deps;

  /**
   * An approval of a document approved for another customer too needs the reviewer's explicit
   * override and its reason (kept on the submission, shown in the history); without one it is
   * refused, naming who holds it. A reason given where there is nothing to override is not kept.
   */
  async function overrideFor(
    tx: DbOrTx,
    userId: string,
    section: KycSection,
    overrideReason: string | undefined,
  ): Promise<string | null> {
    const pending = await repo.currentSectionForOwner(tx, userId, section);
    const holders = await identity.holders(tx, userId, section, pending?.identityHash ?? null);
    if (holders.length === 0) return null;
    if (!overrideReason) {
      throw new AppError('CONFLICT', 'KYC_OVERRIDE_REQUIRED', {
        params: { customer: holders.map((h) => h.publicId).join(', ') },
      });
    }
    return overrideReason;
  }

  async function decide(
    adminId: string,
    userId: string,
    section: KycSection,
    decision: { status: '1'; overrideReason?: string } | { status: '3'; reason: string },
  ) {
    // Four eyes: nobody decides their own documents.
    if (adminId === userId) throw new AppError('FORBIDDEN', 'FORBIDDEN');
    const { record } = await sections
      .forCustomer(userId, async (tx) => {
        const overrideReason =
          decision.status === '1'
            ? await overrideFor(tx, userId, section, decision.overrideReason)
            : null;
        const decided = await repo.decidePendingForOwner(tx, userId, section, {
          status: decision.status,
          reason: decision.status === '3' ? decision.reason : null,
          overrideReason,
          decidedBy: adminId,
          at: deps.clock(),
        });
        if (!decided) throw new AppError('CONFLICT', 'KYC_NOT_PENDING');
        // The decision's SMS, written with it (before settle's, if this completes the KYC).
        if (decision.status === '1') await deps.text(tx, userId, 'kycApproved', { section });
        else await deps.text(tx, userId, 'kycRejected', { section, reason: decision.reason });
        await sections.settle(tx, userId);
        return { record: await deps.records.record(userId, tx) };
      })
      .catch((error: unknown) => {
        // Another reviewer approved the same document for someone else at this very moment.
        if (isUniqueViolation(error, 'kyc_submissions_identity_uq')) {
          throw new AppError('CONFLICT', 'KYC_IDENTITY_TAKEN');
        }
        throw error;
      });
    const code = decision.status === '1' ? ('KYC_APPROVED' as const) : ('KYC_REJECTED' as const);
    return {
      result: true as const,
      success: true as const,
      code,
      message: messageText(code),
      data: { record },
    };
  }

  return {
    async queue(query: { status: AdminKycFilter; from?: string; to?: string }) {
      const rows = await repo.adminQueue(
        db,
        query.status,
        {
          from: query.from ? dayInIndia(query.from).start : undefined,
          to: query.to ? dayInIndia(query.to).nextStart : undefined,
        },
        QUEUE_LIMIT,
      );
      const data: AdminKycRow[] = rows.map((row) => ({
        userId: row.userId,
        publicId: row.publicId,
        name: row.name,
        mobile: row.mobile,
        submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
        personal: row.personal ?? '0',
        pan: row.pan ?? '0',
        bank: row.bank ?? '0',
        aadhaar: row.aadhaar ?? '0',
        kycLevel: row.kycLevel,
      }));
      return { result: true as const, success: true as const, data };
    },

    async detail(userId: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', 'KYC_CUSTOMER_NOT_FOUND');
      const [current, history, views] = await Promise.all([
        repo.currentForOwner(db, userId),
        repo.historyForOwner(db, userId),
        repo.aadhaarViewsForOwner(db, userId),
      ]);
      const holders = await identity.holdersOfAny(
        db,
        userId,
        history.map(({ submission }) => submission.identityHash),
      );
      const submissions: KycSubmission[] = history.map(({ submission: s, decidedByName }) => ({
        id: s.id,
        section: s.section,
        method: s.method,
        status: s.status,
        submittedAt: s.createdAt.toISOString(),
        decidedAt: s.decidedAt ? s.decidedAt.toISOString() : null,
        decidedBy: decidedByName,
        reason: s.reason,
        verifiedName: s.verifiedName,
        current: s.supersededAt === null,
        overrideReason: s.overrideReason,
        approvedForOthers: (s.identityHash && holders.get(s.identityHash)) || [],
      }));
      return {
        result: true as const,
        success: true as const,
        data: {
          userId,
          record: kycRecord(user, current),
          submissions,
          aadhaarViews: views.map((v) => ({
            adminName: v.adminName,
            viewedAt: v.viewedAt.toISOString(),
          })),
        },
      };
    },

    approve: (adminId: string, userId: string, section: KycSection, overrideReason?: string) =>
      decide(adminId, userId, section, { status: '1', overrideReason }),

    reject: (adminId: string, userId: string, section: KycSection, reason: string) =>
      decide(adminId, userId, section, { status: '3', reason }),
  };
}

export type KycAdminService = ReturnType<typeof createKycAdminService>;
