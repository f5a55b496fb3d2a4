import { sealedFileKeyVersion, type FieldEncryption } from '../../lib/field-encryption';
import type { Db } from '../../db/client';
import type { FileStore } from '../../providers/files/file-store';
import { aadhaarNumberContext, sessionContext } from './kyc-aadhaar-otp.service';
import { aadhaarImageContext } from './kyc-records.service';
import { createKycRekeyRepository } from './kyc-rekey.repository';

/** Below every UUID: where each walk starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export interface RekeyReport {
  numbers: number;
  sessions: number;
  images: number;
}

/**
 * A key rotation's second half (docs/operations.md §7): with the new key current and the old ones
 * still given as previous, seal again with the current key every Aadhaar number, pending OTP
 * session and Aadhaar image sealed by another one. Safe to run while Kosh serves and to run again
 * (what is already current is left alone; a row changed meanwhile keeps its newer value); once it
 * reports nothing left, the old keys can be dropped from the configuration.
 */
export function createKycRekeyService(deps: { db: Db; files: FileStore; cipher: FieldEncryption }) {
  const { cipher, files } = deps;
  const repo = createKycRekeyRepository(deps.db);
  const current = cipher.keyVersion;

  async function numbers(): Promise<number> {
    let count = 0;
    for (let after = FIRST_ID; ;) {
      const rows = await repo.numbersSealedOtherThan(current, after);
      if (rows.length === 0) return count;
      for (const row of rows) {
        const context = aadhaarNumberContext(row.submissionId);
        const sealed = cipher.seal(cipher.open(row, context), context);
        await repo.resealNumber(row.submissionId, row.keyVersion, sealed);
        count += 1;
      }
      after = rows[rows.length - 1]!.submissionId;
    }
  }

  async function sessions(): Promise<number> {
    let count = 0;
    for (let after = FIRST_ID; ;) {
      const rows = await repo.sessionsSealedOtherThan(current, after);
      if (rows.length === 0) return count;
      for (const row of rows) {
        const context = sessionContext(row.id);
        await repo.resealSession(
          row.id,
          row.keyVersion,
          cipher.seal(cipher.open(row, context), context),
        );
        count += 1;
      }
      after = rows[rows.length - 1]!.id;
    }
  }

  /** A side's file sealed again under a new key, the row moved to it, the old file removed. */
  async function image(row: { id: string; userId: string }, side: 'front' | 'back', key: string) {
    const stored = await files.readPrivate(key);
    if (sealedFileKeyVersion(stored) === current) return false;
    const context = aadhaarImageContext(row.userId, side);
    const resealed = await files.savePrivate(
      'kyc/aadhaar',
      'bin',
      cipher.sealBuffer(cipher.openBuffer(stored, context), context),
    );
    if (await repo.moveImage(row.id, side, key, resealed)) {
      await files.removePrivate(key);
      return true;
    }
    // The submission changed meanwhile: the new file is nobody's, and the orphan sweep takes it.
    return false;
  }

  async function images(): Promise<number> {
    let count = 0;
    for (let after = FIRST_ID; ;) {
      const rows = await repo.aadhaarImagesAfter(after);
      if (rows.length === 0) return count;
      for (const row of rows) {
        if (row.frontKey && (await image(row, 'front', row.frontKey))) count += 1;
        if (row.backKey && (await image(row, 'back', row.backKey))) count += 1;
      }
      after = rows[rows.length - 1]!.id;
    }
  }

  return {
    async run(): Promise<RekeyReport> {
      return { numbers: await numbers(), sessions: await sessions(), images: await images() };
    },
  };
}
