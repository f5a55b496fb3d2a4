import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another Kosh process holding the lock on `dir` until it is killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       lockDataDir(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
  });
  return child;
}

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', '']);
  return done.pid!;
}

describe('lockDataDir', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'kosh.lock');
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes its pid into DATA_DIR/kosh.lock and removes it on release', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
    // Releasing twice is harmless, and the folder can be locked again.
    release();
    lockDataDir(dir)();
  });

  it('creates the folder when it does not exist', () => {
    const nested = path.join(dir, 'a', 'b');
    const release = lockDataDir(nested);
    expect(fs.existsSync(path.join(nested, 'kosh.lock'))).toBe(true);
    release();
  });

  it('refuses a second lock on the folder while this process holds it', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(path.join(dir, '.'))).toThrow(`pid ${process.pid}`);
      // The refusal leaves the lock as it was.
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      release();
    }
    lockDataDir(dir)();
  });

  it('refuses a lock held by another live process, naming its pid; takes it over once it dies', async () => {
    const holder = await holdInAnotherProcess(dir);
    children.push(holder);

    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(holder.pid);
    expect((error as DataDirLockedError).message).toContain(`pid ${holder.pid}`);
    expect((error as DataDirLockedError).message).toContain(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));

    // Killed without a chance to clean up: the lock file stays behind, stale.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));

    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a stale lock file left by a dead pid', () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock file with its own pid that it does not hold (a restarted container)', () => {
    fs.writeFileSync(lockFile(), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over a lock file that holds no pid', () => {
    fs.writeFileSync(lockFile(), '');
    lockDataDir(dir)();
    fs.writeFileSync(lockFile(), 'not a pid');
    lockDataDir(dir)();
  });

  it('does not remove a lock that another process has since taken', () => {
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(), String(deadPid()));
    release();
    expect(fs.existsSync(lockFile())).toBe(true);
  });

  it('does not pile up exit listeners', () => {
    const before = process.listenerCount('exit');
    for (let i = 0; i < 20; i += 1) lockDataDir(dir)();
    expect(process.listenerCount('exit')).toBe(before);
  });
});
