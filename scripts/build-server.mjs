#!/usr/bin/env node
// Compiles the API and the sandbox (and the API's CLIs) to plain JavaScript with esbuild, so
// production runs `node apps/*/dist/*.mjs` instead of compiling TypeScript at every start.
// `node scripts/build-server.mjs` builds both; `npm start` calls buildServersIfStale().
// Packages from node_modules stay imports (native modules, wasm and their own files stay where
// they are); only Kosh's own code (each app and @kosh/contract) goes into the bundle. The files
// the code reads next to itself (migrations, seed logos, the sandbox's checkout page) are copied
// beside the bundle, where its `import.meta.url` now points.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVERS = [
  {
    name: 'api',
    dir: 'apps/api',
    entries: {
      server: 'src/server.ts',
      'admin-create': 'src/cli/admin-create.ts',
      'ledger-check': 'src/cli/ledger-check.ts',
      backup: 'src/cli/backup.ts',
      'kyc-rekey': 'src/cli/kyc-rekey.ts',
    },
    assets: {
      'src/db/migrations': 'migrations',
      'src/modules/catalogue/seed-logos': 'seed-logos',
      'src/modules/kyc/reference/ifsc-data': 'ifsc-data',
      'src/lib/pdf/pdf-fonts': 'pdf-fonts',
    },
  },
  {
    name: 'sandbox',
    dir: 'apps/sandbox',
    entries: { server: 'src/server.ts' },
    assets: { 'src/payments/browser': 'browser' },
  },
];

/** Kosh's own sources a server bundle is made of. */
const SOURCES = ['packages/contract/src', 'package-lock.json', 'scripts/build-server.mjs'];

/** Bare imports from node_modules stay imports; `@kosh/*` (TypeScript sources) is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kosh/') ? undefined : { path: args.path, external: true },
    );
  },
};

const stampOf = (server) => path.join(root, server.dir, 'dist/.built');

export function isStale(server) {
  const stamp = stampOf(server);
  if (!fs.existsSync(stamp)) return true;
  const sources = [path.join(server.dir, 'src'), path.join(server.dir, 'package.json'), ...SOURCES];
  return (
    fs.statSync(stamp).mtimeMs <= Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
  );
}

export async function buildServer(server) {
  const dir = path.join(root, server.dir);
  const outdir = path.join(dir, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: dir,
    entryPoints: server.entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  for (const [from, to] of Object.entries(server.assets)) {
    fs.cpSync(path.join(dir, from), path.join(outdir, to), { recursive: true });
  }
  fs.writeFileSync(stampOf(server), `${new Date().toISOString()}\n`);
}

/** Builds each server whose sources changed since its last build; returns the names built. */
export async function buildServersIfStale({ force = false } = {}) {
  const built = [];
  for (const server of SERVERS) {
    if (!force && !isStale(server)) continue;
    await buildServer(server);
    built.push(server.name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = !process.argv.includes('--if-stale');
  const started = Date.now();
  const built = await buildServersIfStale({ force });
  if (built.length > 0) {
    // stderr: a CLI run after the build keeps its stdout to itself.
    console.error(`Built ${built.join(' and ')} to apps/*/dist in ${Date.now() - started} ms.`);
  }
}
