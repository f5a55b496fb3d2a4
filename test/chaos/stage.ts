import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSandbox } from '@kosh/sandbox/app';
import { afterAll, beforeAll } from 'vitest';
import { freshPostgresDatabase } from './database';

type SandboxOptions = Parameters<typeof buildSandbox>[0];

/** What a test of the real API process stands on: the sandbox, a folder, and maybe PostgreSQL. */
export interface Stage {
  sandboxUrl: string;
  /** The test's own temporary folder (data, logs). */
  dir: string;
  /** A fresh PostgreSQL database when DATABASE_URL is set (CI's second pass); PGlite otherwise. */
  postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | null;
}

/**
 * The environment of an API process on this stage at `apiUrl`: its data in the stage's folder (or
 * its PostgreSQL database), texts and payments through the stage's sandbox; `extra` on top.
 */
export function apiProcessEnv(
  stage: Stage,
  apiUrl: string,
  smsApiKey: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: new URL(apiUrl).port,
    DATA_DIR: path.join(stage.dir, 'data'),
    ...(stage.postgres && { DATABASE_URL: stage.postgres.url }),
    SMS_BASE_URL: stage.sandboxUrl,
    SMS_API_KEY: smsApiKey,
    RAZORPAY_BASE_URL: stage.sandboxUrl,
    TRUST_PROXY: 'true',
    ...extra,
  };
}

/**
 * Registers the describe block's hooks that set the stage up (a listening sandbox, a temporary
 * folder, a fresh PostgreSQL database when DATABASE_URL is set) and take it down; the fields are
 * filled once beforeAll has run.
 */
export function stageForApiProcess(prefix: string, sandboxOptions: SandboxOptions): Stage {
  const stage: Stage = { sandboxUrl: '', dir: '', postgres: null };
  let sandbox: Awaited<ReturnType<typeof buildSandbox>> | undefined;
  beforeAll(async () => {
    sandbox = await buildSandbox(sandboxOptions);
    await sandbox.listen({ host: '127.0.0.1', port: 0 });
    stage.sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as net.AddressInfo).port}`;
    stage.dir = fs.mkdtempSync(path.join(os.tmpdir(), `kosh-${prefix}-`));
    stage.postgres = process.env.DATABASE_URL
      ? await freshPostgresDatabase(process.env.DATABASE_URL)
      : null;
  });
  afterAll(async () => {
    await sandbox?.close();
    await stage.postgres?.drop();
    if (stage.dir) fs.rmSync(stage.dir, { recursive: true, force: true });
  });
  return stage;
}
