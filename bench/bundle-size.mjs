#!/usr/bin/env node
// Bundle budget (DESIGN §6): the JavaScript a phone downloads to show a page, gzip-compressed.
// Loads each page in Chromium against a running Kosh (default http://127.0.0.1:3000) and sums
// the JS responses. Usage: node bench/bundle-size.mjs [baseUrl]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const pages = ['/', '/login', '/sign-up', '/faqs'];
const BUDGET_HOME_KB = 120;

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
for (const path of pages) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    serviceWorkers: 'block',
  });
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
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const gzip = [...scripts.values()].reduce((a, b) => a + b, 0);
  rows.push({ page: path, files: scripts.size, gzipKB: +(gzip / 1024).toFixed(1) });
  await context.close();
}
await browser.close();
console.table(rows);
const home = rows.find((r) => r.page === '/');
console.log(
  `home: ${home.gzipKB} KB gzip of JS (budget ${BUDGET_HOME_KB} KB) — ${home.gzipKB <= BUDGET_HOME_KB ? 'within' : 'OVER'} budget`,
);
