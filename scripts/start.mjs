#!/usr/bin/env node
// `npm start`: builds what changed (the web app with Vite, the API and the sandbox with esbuild, see
// build-server.mjs), then runs the provider sandbox and the API (which serves the web app) side by
// side as plain JavaScript. `npm run dev` runs the TypeScript sources with tsx and Vite instead.
// Ctrl-C stops both; if either dies, so does the other.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The Node Kosh needs is package.json's `engines.node` (`>=MAJOR.MINOR`); say so in one line.
const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const [wantMajor, wantMinor] = wanted.replace('>=', '').split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(`Kosh needs Node ${wanted} (see .nvmrc); this is Node ${process.versions.node}.`);
  process.exit(1);
}
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';

function buildWebIfStale() {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(web, p));
  sources.push(path.join(root, 'packages/contract/src'));
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestMtime))) return;
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping Kosh.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!dev) {
  buildWebIfStale();
  // Imported here: a wrong Node stops above with one clear line before esbuild loads.
  const { buildServersIfStale } = await import('./build-server.mjs');
  const built = await buildServersIfStale();
  if (built.length > 0) console.log(`Built the ${built.join(' and ')} server code.`);
}
const server = (app) =>
  dev
    ? ['--import', 'tsx', `apps/${app}/src/server.ts`]
    : ['--enable-source-maps', `apps/${app}/dist/server.mjs`];
// The hotel supplier confirms a pending booking by calling the API back (the sandbox sends no
// callbacks without a URL).
run('sandbox', server('sandbox'), {
  HOTELS_CALLBACK_URL:
    process.env.HOTELS_CALLBACK_URL || `http://127.0.0.1:${port}/api/v1/webhooks/hotels`,
});
run('api', server('api'), {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
if (dev) run('web', [path.join(root, 'node_modules/vite/bin/vite.js'), 'apps/web']);

const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120 && !stopping; i += 1) {
  await new Promise((r) => setTimeout(r, 500));
  try {
    const res = await fetch(`${url}/api/health/ready`);
    if (res.ok) {
      console.log(`\nKosh is running: ${dev ? 'http://127.0.0.1:5173 (Vite)' : url}`);
      console.log(`  API docs     ${url}/api/docs`);
      // WebAuthn refuses an IP address: the same app on localhost can use passkeys.
      console.log(`  Passkeys     ${dev ? 'http://localhost:5173' : `http://localhost:${port}`}`);
      console.log(`  SMS outbox   http://127.0.0.1:${sandboxPort}/sms/messages?to=<mobile>\n`);
      break;
    }
  } catch {
    // not up yet
  }
}
