#!/usr/bin/env node
// Bundle budget (docs/architecture.md §6): the JavaScript a phone downloads to show a page, gzip-compressed.
// Loads each page in Chromium against a running Kosh (default http://127.0.0.1:3000) and sums
// the JS responses, then lists what `/` loads, file by file.
// Usage: node bench/bundle-size.mjs [baseUrl]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { signUpCustomer } from './sign-up.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const pages = ['/', '/login', '/sign-up', '/faqs'];
const sandbox = (process.env.BENCH_SANDBOX_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, '');

const BUDGET_HOME_KB = 100;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
let homeFiles = [];
// The same first page for a signed-in customer, who also gets the support badge and the live
// channel (TanStack Query with them): BENCH_SANDBOX_URL says where the SMS outbox is.
const session = await signUpCustomer(base, sandbox).catch((error) => {
  console.warn(`no signed-in row: ${error.message}`);
  return null;
});
const runs = [
  ...pages.map((path) => ({ path, label: path })),
  ...(session ? [{ path: '/', label: '/ (signed in)', session }] : []),
];
for (const { path, label, session: signedIn } of runs) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    serviceWorkers: 'block',
  });
  if (signedIn) {
    await context.addInitScript((value) => {
      localStorage.setItem('kosh.session', value);
    }, JSON.stringify(signedIn));
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // redirects and aborted loads carry no body
    }
  });
  // A customer's page holds the live support stream open, so the network is never idle: give it
  // three seconds after the load event instead.
  await page.goto(base + path, { waitUntil: signedIn ? 'load' : 'networkidle' });
  if (signedIn) await page.waitForTimeout(3000);
  const gzip = [...scripts.values()].reduce((a, b) => a + b, 0);
  rows.push({ page: label, files: scripts.size, gzipKB: +(gzip / 1024).toFixed(1) });
  if (label === '/') homeFiles = [...scripts];
  await context.close();
}
await browser.close();
console.table(rows);
console.log('What `/` loads (gzip KB, largest first):');
console.table(
  homeFiles
    .sort((a, b) => b[1] - a[1])
    .map(([url, bytes]) => ({ file: new URL(url).pathname, gzipKB: +(bytes / 1024).toFixed(1) })),
);
const home = rows.find((r) => r.page === '/');
console.log(
  `home: ${home.gzipKB} KB gzip of JS (budget ${BUDGET_HOME_KB} KB) — ${home.gzipKB <= BUDGET_HOME_KB ? 'within' : 'OVER'} budget`,
);
