import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startStack } from '@kosh/test-harness/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API and sandbox per test worker: worker n (VITEST_POOL_ID) talks to stacks[n - 1]. */
    stacks: { baseUrl: string; sandboxUrl: string; controlUrl: string }[];
    /** The back office's admin, made at start-up as ADMIN_MOBILE/ADMIN_PASSWORD would, on each stack. */
    admin: { mobile: string; password: string; name: string };
  }
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the web app as `npm start` serves it, then runs the real API (serving that build) and the
 * sandbox (@kosh/test-harness) once per test worker. Two files run at once, each against a stack
 * of its own: a journey that changes what everyone sees (the back office switching a company off,
 * deleting a banner) never races a journey reading it, exactly as when the files ran one by one.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // A build of its own: two runs at once (or `npm start` beside a test) never serve each other's
  // half-written files.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-e2e-web-'));
  try {
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: webDist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  // 6 as the first digit: uniqueMobile() only makes numbers starting with 9.
  const admin = { mobile: '6000000009', password: 'Admin@12345', name: 'Kosh Admin' };
  const workers = Number(project.config.maxWorkers) || 1;
  const stacks = await Promise.all(
    Array.from({ length: workers }, () => startStack({ webDist, admin })),
  );

  project.provide(
    'stacks',
    stacks.map(({ baseUrl, sandboxUrl, controlUrl }) => ({ baseUrl, sandboxUrl, controlUrl })),
  );
  project.provide('admin', admin);

  return async () => {
    await Promise.all(stacks.map((stack) => stack.close()));
    fs.rmSync(webDist, { recursive: true, force: true });
  };
}
