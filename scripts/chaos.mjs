#!/usr/bin/env node
// `npm run chaos`: the chaos harness's longer runs (test/chaos/cli.ts, run with tsx as npm start
// runs the API). `npm run chaos -- --help`-style options are listed at the top of that file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'test/chaos/cli.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
