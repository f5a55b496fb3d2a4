import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { KycSection } from '@kosh/contract/kyc';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { kycAadhaarNumbers, kycSubmissions } from './kyc.tables';

const s = kycSubmissions;
const approvedNow = and(eq(s.status, '1'), isNull(s.supersededAt));

/** The queries of one identity, one wallet: who else holds a document, and the hashes' backfill. */
export function createKycIdentityRepository() {
  return {
    /** Other customers for whom a document with this hash is approved now (their public ids). */
    approvedForOthers(db: DbOrTx, userId: string, section: KycSection, identityHash: string) {
      return db
        .select({ userId: users.id, publicId: users.publicId })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(
          and(
            eq(s.section, section),
            eq(s.identityHash, identityHash),
            ne(s.userId, userId),
            approvedNow,
          ),
        )
        .orderBy(asc(s.decidedAt));
    },

    /** The same for several hashes at once (a customer's whole history on the reviewer's page). */
    approvedForOthersOfAny(db: DbOrTx, userId: string, identityHashes: string[]) {
      if (identityHashes.length === 0) return Promise.resolve([]);
      return db
        .select({
          section: s.section,
          identityHash: s.identityHash,
          userId: users.id,
          publicId: users.publicId,
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(and(inArray(s.identityHash, identityHashes), ne(s.userId, userId), approvedNow))
        .orderBy(asc(s.decidedAt));
    },

    /**
     * Submissions of a document kept before identity hashes existed, oldest first from `after`
     * (so of two approvals of one document, the older keeps it plainly).
     */
    withoutIdentity(db: DbOrTx, after: { createdAt: Date; id: string } | null, limit: number) {
      return db
        .select({
          id: s.id,
          createdAt: s.createdAt,
          section: s.section,
          details: s.details,
          number: {
            ciphertext: kycAadhaarNumbers.ciphertext,
            iv: kycAadhaarNumbers.iv,
            tag: kycAadhaarNumbers.tag,
            keyVersion: kycAadhaarNumbers.keyVersion,
          },
        })
        .from(s)
        .leftJoin(kycAadhaarNumbers, eq(kycAadhaarNumbers.submissionId, s.id))
        .where(
          and(
            isNull(s.identityHash),
            ne(s.section, 'personal'),
            after
              ? sql`(${s.createdAt}, ${s.id}) > (${after.createdAt.toISOString()}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(s.createdAt), asc(s.id))
        .limit(limit);
    },

    /**
     * Gives an old submission its hash. Where that makes a second approved holder of one document
     * (approved before the check existed), the row says so as its override instead, so the
     * reviewer sees it and the index still holds for everything after.
     */
    async setIdentity(db: DbOrTx, id: string, identityHash: string, overrideReason: string) {
      await db.execute(sql`
        update ${s} set
          ${sql.identifier(s.identityHash.name)} = ${identityHash},
          ${sql.identifier(s.overrideReason.name)} = case
            when ${s.status} = '1' and ${s.supersededAt} is null and exists (
              select 1 from ${s} other
              where other.section = ${s.section} and other.identity_hash = ${identityHash}
                and other.status = '1' and other.superseded_at is null
                and other.override_reason is null and other.id <> ${s.id}
            ) then ${overrideReason}
            else ${s.overrideReason}
          end
        where ${s.id} = ${id} and ${s.identityHash} is null`);
    },
  };
}

export type KycIdentityRepository = ReturnType<typeof createKycIdentityRepository>;
