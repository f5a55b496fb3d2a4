import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets two processes open one folder and two writers corrupt it, so whoever opens the
 * embedded database first holds DATA_DIR/kosh.lock (its pid) until it exits.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Kosh process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: its own pid in a file is only stale if it is not one of these. */
const held = new Set<string>();

function readHolder(lockPath: string): number | undefined {
  try {
    return Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
  } catch (error) {
    // Released between our attempt and this read: try again.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'kosh.lock');
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid))
            fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder === undefined) continue;
      // Our own pid in a lock we do not hold is a leftover of an earlier process that had the
      // same pid (containers reuse low pids), so it is stale like a dead one.
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // A stale lock from a process that died: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
