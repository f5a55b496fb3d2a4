import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminKycFilter, KycSection } from '@kosh/contract/kyc';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import {
  AADHAAR_OTP_MAX_TRIES,
  kycAadhaarNumbers,
  kycAadhaarOtpSessions,
  kycAadhaarViews,
  kycSubmissions,
  type KycAadhaarOtpSessionRow,
  type KycSubmissionRow,
} from './kyc.tables';
import type { StoredStatus } from './rules';

const current = isNull(kycSubmissions.supersededAt);
const deciders = alias(users, 'kyc_deciders');

/** The submissions' queries; every customer-facing one is scoped by the customer (`…ForOwner`). */
export function createKycRepository() {
  return {
    /** The customer's current submission of each section they have submitted. */
    currentForOwner(db: DbOrTx, userId: string): Promise<KycSubmissionRow[]> {
      return db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.userId, userId), current));
    },

    async currentSectionForOwner(
      db: DbOrTx,
      userId: string,
      section: KycSection,
    ): Promise<KycSubmissionRow | null> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.section, section), current))
        .limit(1);
      return row ?? null;
    },

    /** One of the customer's submissions, current or not; null when it is not theirs. */
    async findForOwner(
      db: DbOrTx,
      userId: string,
      submissionId: string,
    ): Promise<KycSubmissionRow | null> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.id, submissionId), eq(kycSubmissions.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Any customer's submission: the back office only (customers read through findForOwner). */
    async findAnyOwner(db: DbOrTx, submissionId: string): Promise<KycSubmissionRow | null> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, submissionId))
        .limit(1);
      return row ?? null;
    },

    /** Retires the section's current submission (kept for the record), making room for a new one. */
    async supersedeForOwner(tx: DbOrTx, userId: string, section: KycSection, at: Date) {
      await tx
        .update(kycSubmissions)
        .set({ supersededAt: at })
        .where(
          and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.section, section), current),
        );
    },

    async insert(tx: DbOrTx, row: typeof kycSubmissions.$inferInsert): Promise<KycSubmissionRow> {
      const [created] = await tx.insert(kycSubmissions).values(row).returning();
      if (!created) throw new Error('insert into kyc_submissions returned no row');
      return created;
    },

    /**
     * Decides the customer's current submission of a section if it waits for review; null when
     * there is none such (decided already, superseded, or never made).
     */
    async decidePendingForOwner(
      tx: DbOrTx,
      userId: string,
      section: KycSection,
      decision: {
        status: Exclude<StoredStatus, '2'>;
        reason: string | null;
        /** Why a document approved for another customer too is approved (the reviewer's words). */
        overrideReason?: string | null;
        decidedBy: string | null;
        at: Date;
      },
    ): Promise<KycSubmissionRow | null> {
      const [row] = await tx
        .update(kycSubmissions)
        .set({
          status: decision.status,
          reason: decision.reason,
          overrideReason: decision.overrideReason ?? null,
          decidedBy: decision.decidedBy,
          decidedAt: decision.at,
        })
        .where(
          and(
            eq(kycSubmissions.userId, userId),
            eq(kycSubmissions.section, section),
            eq(kycSubmissions.status, '2'),
            current,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Every submission of the customer, newest first, with the deciding admin's name. */
    historyForOwner(db: DbOrTx, userId: string) {
      return db
        .select({ submission: kycSubmissions, decidedByName: deciders.name })
        .from(kycSubmissions)
        .leftJoin(deciders, eq(deciders.id, kycSubmissions.decidedBy))
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(desc(kycSubmissions.createdAt));
    },

    // ---- the Aadhaar number and who looked at the images --------------------------------------

    async insertAadhaarNumber(tx: DbOrTx, row: typeof kycAadhaarNumbers.$inferInsert) {
      await tx.insert(kycAadhaarNumbers).values(row);
    },

    async recordAadhaarView(
      db: DbOrTx,
      view: { submissionId: string; adminId: string; side: 'front' | 'back' },
    ) {
      await db.insert(kycAadhaarViews).values(view);
    },

    /** The admins who opened the customer's Aadhaar images, newest first. */
    aadhaarViewsForOwner(db: DbOrTx, userId: string) {
      return db
        .select({ adminName: users.name, viewedAt: kycAadhaarViews.viewedAt })
        .from(kycAadhaarViews)
        .innerJoin(kycSubmissions, eq(kycSubmissions.id, kycAadhaarViews.submissionId))
        .innerJoin(users, eq(users.id, kycAadhaarViews.adminId))
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(desc(kycAadhaarViews.viewedAt));
    },

    // ---- Aadhaar OTP e-KYC sessions ----------------------------------------------------------

    async insertOtpSession(
      db: DbOrTx,
      row: typeof kycAadhaarOtpSessions.$inferInsert,
    ): Promise<KycAadhaarOtpSessionRow> {
      const [created] = await db.insert(kycAadhaarOtpSessions).values(row).returning();
      if (!created) throw new Error('insert into kyc_aadhaar_otp_sessions returned no row');
      return created;
    },

    async findOtpSessionForOwner(
      db: DbOrTx,
      userId: string,
      id: string,
    ): Promise<KycAadhaarOtpSessionRow | null> {
      const [row] = await db
        .select()
        .from(kycAadhaarOtpSessions)
        .where(and(eq(kycAadhaarOtpSessions.id, id), eq(kycAadhaarOtpSessions.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes one of the session's tries, atomically, if it is still open (unused, unexpired, tries
     * left): concurrent guesses can never take more than the maximum. Null when it is closed.
     */
    async takeOtpTryForOwner(
      db: DbOrTx,
      userId: string,
      id: string,
      now: Date,
    ): Promise<KycAadhaarOtpSessionRow | null> {
      const [row] = await db
        .update(kycAadhaarOtpSessions)
        .set({ tries: sql`${kycAadhaarOtpSessions.tries} + 1` })
        .where(
          and(
            eq(kycAadhaarOtpSessions.id, id),
            eq(kycAadhaarOtpSessions.userId, userId),
            isNull(kycAadhaarOtpSessions.usedAt),
            gt(kycAadhaarOtpSessions.expiresAt, now),
            lt(kycAadhaarOtpSessions.tries, AADHAAR_OTP_MAX_TRIES),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives a try back: the provider never judged it (it was down). */
    async returnOtpTryForOwner(db: DbOrTx, userId: string, id: string) {
      await db
        .update(kycAadhaarOtpSessions)
        .set({ tries: sql`greatest(${kycAadhaarOtpSessions.tries} - 1, 0)` })
        .where(and(eq(kycAadhaarOtpSessions.id, id), eq(kycAadhaarOtpSessions.userId, userId)));
    },

    /** Marks the session used; false when another request used it first. */
    async useOtpSessionForOwner(tx: DbOrTx, userId: string, id: string, at: Date) {
      const rows = await tx
        .update(kycAadhaarOtpSessions)
        .set({ usedAt: at })
        .where(
          and(
            eq(kycAadhaarOtpSessions.id, id),
            eq(kycAadhaarOtpSessions.userId, userId),
            isNull(kycAadhaarOtpSessions.usedAt),
          ),
        )
        .returning({ id: kycAadhaarOtpSessions.id });
      return rows.length > 0;
    },

    /**
     * Deletes every customer's OTP sessions that are used or expired: each holds an Aadhaar
     * number (sealed), kept no longer than its e-KYC needs it. Housekeeping, not a customer's read.
     */
    async purgeClosedOtpSessions(db: DbOrTx, now: Date): Promise<number> {
      const rows = await db
        .delete(kycAadhaarOtpSessions)
        .where(
          or(isNotNull(kycAadhaarOtpSessions.usedAt), lte(kycAadhaarOtpSessions.expiresAt, now)),
        )
        .returning({ id: kycAadhaarOtpSessions.id });
      return rows.length;
    },

    // ---- the back office's queue ---------------------------------------------------------------

    /**
     * Customers with KYC submissions, one row each with the status of every section, newest first
     * by when they last submitted (their newest pending submission when they have one). `filter`:
     * pending = a section waits for review; rejected = none waits and one is rejected; approved =
     * none waits or is rejected. `range` is [from, to) on that time.
     */
    adminQueue(
      db: DbOrTx,
      filter: AdminKycFilter,
      range: { from?: Date; to?: Date },
      limit: number,
    ) {
      const s = kycSubmissions;
      const statusOf = (section: KycSection) =>
        sql<StoredStatus | null>`max(case when ${s.section} = ${section} then ${s.status} end)`;
      const count = (status: StoredStatus) => sql`count(*) filter (where ${s.status} = ${status})`;
      const submittedAt = sql<Date>`coalesce(max(${s.createdAt}) filter (where ${s.status} = '2'), max(${s.createdAt}))`;
      const having: SQL[] = [];
      if (filter === 'pending') having.push(sql`${count('2')} > 0`);
      if (filter === 'rejected') having.push(sql`${count('2')} = 0 and ${count('3')} > 0`);
      if (filter === 'approved') having.push(sql`${count('2')} = 0 and ${count('3')} = 0`);
      if (range.from) having.push(sql`${submittedAt} >= ${range.from.toISOString()}`);
      if (range.to) having.push(sql`${submittedAt} < ${range.to.toISOString()}`);
      return db
        .select({
          userId: users.id,
          publicId: users.publicId,
          name: users.name,
          mobile: users.mobile,
          kycLevel: users.kycLevel,
          personal: statusOf('personal'),
          pan: statusOf('pan'),
          bank: statusOf('bank'),
          aadhaar: statusOf('aadhaar'),
          submittedAt: submittedAt.mapWith(s.createdAt),
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(current)
        .groupBy(users.id)
        .having(having.length > 0 ? and(...having) : undefined)
        .orderBy(desc(submittedAt))
        .limit(limit);
    },
  };
}

export type KycRepository = ReturnType<typeof createKycRepository>;
