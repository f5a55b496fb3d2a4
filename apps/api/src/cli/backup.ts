/**
 * `npm run backup -- <folder>`: a consistent copy of what Kosh keeps on this machine.
 *
 * - PGlite (no DATABASE_URL): the whole DATA_DIR — database and files together — copied into a new
 *   folder `<folder>/kosh-backup-<time>`. PGlite cannot be copied while it runs, so the backup
 *   takes the data folder's lock for the copy: with Kosh running it refuses and says to stop it
 *   (and Kosh cannot start on the folder mid-copy). Restore: stop Kosh, put the copy in DATA_DIR's place.
 * - PostgreSQL: the database is backed up with PostgreSQL's own tools (pg_dump, or continuous
 *   archiving: docs/operations.md §7); this copies the uploaded files, if they are on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';

/** The new folder the copy goes into, refused when `into` is missing or inside what is copied. */
function destination(into: string | undefined, dataDir: string): string {
  if (!into) throw new UsageError('Say where the backup goes: npm run backup -- <folder>');
  const root = path.resolve(into);
  if (root === dataDir || root.startsWith(`${dataDir}${path.sep}`)) {
    throw new UsageError(`The backup cannot go inside DATA_DIR (${dataDir}).`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(root, `kosh-backup-${stamp}`);
}

class UsageError extends Error {}

function main(): number {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const target = destination(process.argv[2], config.dataDir);
  if (config.databaseUrl) {
    console.log(
      'The database is PostgreSQL: back it up with pg_dump (consistent while Kosh runs) or ' +
        'continuous archiving; see docs/operations.md §7.',
    );
    const files = path.join(config.dataDir, 'files');
    if (config.fileStore.kind === 'disk' && fs.existsSync(files)) {
      fs.cpSync(files, path.join(target, 'files'), { recursive: true });
      console.log(`Uploaded files copied to ${path.join(target, 'files')}`);
    } else {
      console.log('Uploaded files are in the bucket: use its versioning or replication.');
    }
    return 0;
  }
  if (!fs.existsSync(config.dataDir)) throw new UsageError(`No data folder at ${config.dataDir}.`);
  const release = lockDataDir(config.dataDir);
  try {
    fs.cpSync(config.dataDir, target, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'kosh.lock',
    });
  } finally {
    release();
  }
  console.log(`DATA_DIR (${config.dataDir}) copied to ${target}`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `Kosh is running on ${error.dataDir} (pid ${error.pid}): stop it first. The embedded ` +
        'database cannot be copied while it runs (docs/operations.md §7).',
    );
  } else if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 2;
}
