import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startStack } from '@kosh/test-harness/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sandboxUrl: string;
    /** The back office's admin, made at start-up as ADMIN_MOBILE/ADMIN_PASSWORD would. */
    admin: { mobile: string; password: string; name: string };
  }
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the web app as `npm start` serves it, then runs the real API (serving that build) and the
 * sandbox (@kosh/test-harness). Every browser test talks to these.
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
  const stack = await startStack({ webDist, admin });

  project.provide('baseUrl', stack.baseUrl);
  project.provide('sandboxUrl', stack.sandboxUrl);
  project.provide('admin', admin);

  return async () => {
    await stack.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  };
}
