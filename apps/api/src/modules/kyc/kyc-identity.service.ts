import type { KycSection } from '@kosh/contract/kyc';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FieldEncryption } from '../../lib/field-encryption';
import type { Logger } from '../../lib/log-context';
import { aadhaarNumberContext } from './kyc-aadhaar-otp.service';
import type { KycIdentityRepository } from './kyc-identity.repository';
import type { IdentityHasher, IdentitySection } from './identity';

/** What the customer is told: which document, never whose account. */
const IN_USE = {
  pan: 'KYC_PAN_IN_USE',
  bank: 'KYC_BANK_IN_USE',
  aadhaar: 'KYC_AADHAAR_IN_USE',
} as const;

const BACKFILL_OVERRIDE = 'Approved for two customers before duplicate checks existed.';
const BACKFILL_BATCH = 200;

export interface OtherHolder {
  userId: string;
  publicId: string;
}

/**
 * One identity, one wallet (RBI's PPI rules): a PAN, Aadhaar or bank account approved for one
 * customer is refused on another's online path (its own code, naming the document only), and on
 * the offline path reaches the reviewer flagged, to be approved only with an override and a reason.
 * Documents are compared by keyed hash (identity.ts); the partial unique index on approved
 * submissions is the guard beneath the checks, for two customers verifying one document at once.
 */
export function createKycIdentityService(deps: {
  db: Db;
  repo: KycIdentityRepository;
  hash: IdentityHasher;
  cipher: FieldEncryption;
  log: Logger;
}) {
  const { db, repo } = deps;

  const inUse = (section: IdentitySection) => new AppError('CONFLICT', IN_USE[section]);

  return {
    hash: deps.hash,

    /** Refuses (409) a document approved for another customer: before the provider, and inside. */
    async assertFree(tx: DbOrTx, userId: string, section: IdentitySection, identityHash: string) {
      const others = await repo.approvedForOthers(tx, userId, section, identityHash);
      if (others.length > 0) throw inUse(section);
    },

    /** The same refusal for the unique index's, when another customer's approval won a race. */
    refusalOf(section: IdentitySection, error: unknown): unknown {
      return isUniqueViolation(error, 'kyc_submissions_identity_uq') ? inUse(section) : error;
    },

    /** Other customers holding the document now; the reviewer's flag and the override's reason. */
    holders(tx: DbOrTx, userId: string, section: KycSection, identityHash: string | null) {
      return identityHash
        ? repo.approvedForOthers(tx, userId, section, identityHash)
        : Promise.resolve([]);
    },

    /** For each of a customer's hashes, the other customers holding that document now. */
    async holdersOfAny(
      tx: DbOrTx,
      userId: string,
      identityHashes: (string | null)[],
    ): Promise<Map<string, OtherHolder[]>> {
      const wanted = [...new Set(identityHashes.filter((h): h is string => h !== null))];
      const rows = await repo.approvedForOthersOfAny(tx, userId, wanted);
      const byHash = new Map<string, OtherHolder[]>();
      for (const row of rows) {
        if (!row.identityHash) continue;
        const list = byHash.get(row.identityHash) ?? [];
        if (!list.some((h) => h.userId === row.userId)) {
          list.push({ userId: row.userId, publicId: row.publicId });
        }
        byHash.set(row.identityHash, list);
      }
      return byHash;
    },

    /**
     * Gives the submissions kept before the hashes their hash (the PAN and the bank account from
     * their details, the Aadhaar from its sealed number). Run at start; idempotent, so copies
     * starting together only repeat each other's work. A document that two customers already
     * hold approved keeps both, the later one marked as an override for the reviewer to see.
     */
    async backfill(): Promise<number> {
      let done = 0;
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const rows = await repo.withoutIdentity(db, after, BACKFILL_BATCH);
        if (rows.length === 0) return done;
        for (const row of rows) {
          after = row;
          const identityHash = identityOfRow(row);
          if (!identityHash) continue;
          try {
            await repo.setIdentity(db, row.id, identityHash, BACKFILL_OVERRIDE);
            done += 1;
          } catch (error) {
            // Another copy's backfill set the other holder at the same moment: the next start
            // takes this row again.
            if (!isUniqueViolation(error)) throw error;
          }
        }
      }

      function identityOfRow(
        row: Awaited<ReturnType<KycIdentityRepository['withoutIdentity']>>[0],
      ) {
        const details = row.details;
        if (row.section === 'pan' && 'pan' in details) return deps.hash('pan', details.pan);
        if (row.section === 'bank' && 'account_number' in details) {
          return deps.hash('bank', { accountNumber: details.account_number, ifsc: details.ifsc });
        }
        if (row.section === 'aadhaar' && row.number) {
          try {
            const number = deps.cipher.openString(row.number, aadhaarNumberContext(row.id));
            return deps.hash('aadhaar', number);
          } catch (error) {
            deps.log.error({ err: error, submission: row.id }, 'an Aadhaar number did not open');
          }
        }
        return null;
      }
    },
  };
}

export type KycIdentityService = ReturnType<typeof createKycIdentityService>;
