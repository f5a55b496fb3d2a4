import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileLedger } from '../../providers/files/file-store';
import { storedFiles } from './platform.tables';

/** The private files' ledger (stored_files): written before the bytes, claimed by the owner. */
export function createStoredFilesLedger(db: Db): FileLedger {
  return {
    async recordPending(key, at) {
      await db.insert(storedFiles).values({ key, createdAt: at });
    },
    async forget(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async unclaimed(before, limit) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(isNull(storedFiles.claimedAt), lt(storedFiles.createdAt, before)))
        .orderBy(asc(storedFiles.createdAt))
        .limit(limit);
      return rows.map((r) => r.key);
    },
  };
}
