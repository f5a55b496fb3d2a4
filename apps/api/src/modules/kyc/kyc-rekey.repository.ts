import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SealedValue } from '../../lib/field-encryption';
import { kycAadhaarNumbers, kycAadhaarOtpSessions, kycSubmissions } from './kyc.tables';

const BATCH = 100;

/**
 * The rows a key rotation reseals: Aadhaar numbers and OTP sessions sealed by another key than
 * the current one, and every Aadhaar submission's image pair (their files name their key). Read a
 * batch at a time after `after`, so a vault of any size is walked without holding it in memory.
 */
export function createKycRekeyRepository(db: Db) {
  return {
    numbersSealedOtherThan(version: number, after: string) {
      return db
        .select()
        .from(kycAadhaarNumbers)
        .where(
          and(ne(kycAadhaarNumbers.keyVersion, version), gt(kycAadhaarNumbers.submissionId, after)),
        )
        .orderBy(asc(kycAadhaarNumbers.submissionId))
        .limit(BATCH);
    },
    /** Replaces a number's sealed value, if it is still the one read (a concurrent reseal wins). */
    async resealNumber(submissionId: string, was: number, sealed: SealedValue) {
      await db
        .update(kycAadhaarNumbers)
        .set(sealed)
        .where(
          and(
            eq(kycAadhaarNumbers.submissionId, submissionId),
            eq(kycAadhaarNumbers.keyVersion, was),
          ),
        );
    },
    sessionsSealedOtherThan(version: number, after: string) {
      return db
        .select()
        .from(kycAadhaarOtpSessions)
        .where(
          and(ne(kycAadhaarOtpSessions.keyVersion, version), gt(kycAadhaarOtpSessions.id, after)),
        )
        .orderBy(asc(kycAadhaarOtpSessions.id))
        .limit(BATCH);
    },
    async resealSession(id: string, was: number, sealed: SealedValue) {
      await db
        .update(kycAadhaarOtpSessions)
        .set(sealed)
        .where(and(eq(kycAadhaarOtpSessions.id, id), eq(kycAadhaarOtpSessions.keyVersion, was)));
    },
    aadhaarImagesAfter(after: string) {
      return db
        .select({
          id: kycSubmissions.id,
          userId: kycSubmissions.userId,
          frontKey: kycSubmissions.frontKey,
          backKey: kycSubmissions.backKey,
        })
        .from(kycSubmissions)
        .where(
          and(
            eq(kycSubmissions.section, 'aadhaar'),
            isNotNull(kycSubmissions.frontKey),
            gt(kycSubmissions.id, after),
          ),
        )
        .orderBy(asc(kycSubmissions.id))
        .limit(BATCH);
    },
    /** Points a submission's side at its resealed file, if it still names the old one. */
    async moveImage(id: string, side: 'front' | 'back', from: string, to: string) {
      const column = side === 'front' ? kycSubmissions.frontKey : kycSubmissions.backKey;
      const moved = await db
        .update(kycSubmissions)
        .set(side === 'front' ? { frontKey: to } : { backKey: to })
        .where(and(eq(kycSubmissions.id, id), eq(column, from)))
        .returning({ id: kycSubmissions.id });
      return moved.length > 0;
    },
  };
}
