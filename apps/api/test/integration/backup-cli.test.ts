import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { lockDataDir } from '../../src/db/data-dir-lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run backup -- <into>` as the operator runs it, on a DATA_DIR of its own (no DATABASE_URL). */
function backup(dataDir: string, into?: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/backup.ts', ...(into ? [into] : [])],
    {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
}

describe('npm run backup (the embedded database)', () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-backup-'));
    dataDir = path.join(dir, 'data');
    const database = await openPglite(dataDir);
    await database.migrate();
    await database.executeSql(
      "create table backup_probe (note text); insert into backup_probe values ('kept')",
    );
    await database.close();
    fs.mkdirSync(path.join(dataDir, 'files', 'private'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'private', 'slip.jpg'), 'slip');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses while Kosh holds the folder, and says to stop it', () => {
    const release = lockDataDir(dataDir);
    try {
      const run = backup(dataDir, path.join(dir, 'backups'));
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('stop it first');
      expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
    } finally {
      release();
    }
  });

  it('copies database and files into a new folder that opens as Kosh left it', async () => {
    const run = backup(dataDir, path.join(dir, 'backups'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [copy] = fs.readdirSync(path.join(dir, 'backups'));
    const restored = path.join(dir, 'backups', copy!);
    expect(fs.existsSync(path.join(restored, 'kosh.lock'))).toBe(false);
    expect(fs.readFileSync(path.join(restored, 'files', 'private', 'slip.jpg'), 'utf8')).toBe(
      'slip',
    );
    const database = await openPglite(restored);
    try {
      expect(await database.executeSql('select note from backup_probe')).toMatchObject({
        rows: [{ note: 'kept' }],
      });
    } finally {
      await database.close();
    }
  });

  it('wants a destination outside DATA_DIR', () => {
    expect(backup(dataDir).stderr).toContain('npm run backup -- <folder>');
    expect(backup(dataDir, path.join(dataDir, 'inside')).stderr).toContain('cannot go inside');
  });
});
