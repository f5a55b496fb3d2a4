#!/usr/bin/env node
// Lighthouse budget (DESIGN §6): mobile performance ≥ 95 and accessibility 100 on home, recharge,
// history, Add Money and hotel search — signed in, as a customer sees them. A benchmark, not a
// test: it measures a running Kosh and prints a table.
//
//   node bench/lighthouse.mjs [baseUrl] [path …]
//   BENCH_SANDBOX_URL   where the SMS outbox is (default http://127.0.0.1:4010)
//
// Lighthouse 12 (13 needs Node 22) runs through npx at a pinned version, so the project does not
// carry its hundred dependencies for a benchmark. It drives the Chromium we start here (Debian's,
// or CHROME_PATH) over the DevTools port, with storage kept: the customer's session is put in
// localStorage once, before the first audit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const paths =
  process.argv.length > 3
    ? process.argv.slice(3)
    : ['/', '/mobile-recharge', '/balancehistory', '/pay-wallet', '/hotel-booking'];
const sandbox = (process.env.BENCH_SANDBOX_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, '');
const port = 9300 + Math.floor(Math.random() * 500);

async function post(apiPath, body) {
  const response = await fetch(`${base}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new customer through the API, as the sign-up screen makes one. */
async function signUp() {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await post('user/sendOtp', {
    name: 'Bench Customer',
    mobile,
    emailId: `bench${mobile}@example.com`,
    password: 'Kosh@2025safe',
  });
  let otp;
  for (let i = 0; i < 50 && !otp; i += 1) {
    const messages = await (await fetch(`${sandbox}/sms/messages?to=${mobile}`)).json();
    otp = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!otp) throw new Error(`no OTP for ${mobile} in ${sandbox}'s outbox`);
  const { data } = await post('user/verifyOtp', { otp, mobile });
  return {
    token: data.token,
    UId: data.UId,
    userId: data.userId,
    name: 'Bench Customer',
    role: 'customer',
  };
}

const profile = mkdtempSync(path.join(tmpdir(), 'kosh-lighthouse-'));
const chrome = spawn(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    'about:blank',
  ],
  { stdio: 'ignore' },
);

try {
  const session = await signUp();
  let browser;
  for (let i = 0; i < 50 && !browser; i += 1) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return undefined;
    });
  }
  if (!browser) throw new Error('Chromium did not open its DevTools port');
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/faqs`);
  await page.evaluate(
    (value) => localStorage.setItem('kosh.session', value),
    JSON.stringify(session),
  );
  await page.close();
  await browser.close().catch(() => {});

  const rows = [];
  for (const pagePath of paths) {
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${base}${pagePath}`,
        `--port=${port}`,
        '--disable-storage-reset',
        '--only-categories=performance,accessibility',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
      ],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`lighthouse ${pagePath}: ${run.stderr}`);
    const report = JSON.parse(run.stdout);
    const audit = (id) => report.audits[id]?.displayValue ?? '';
    rows.push({
      page: pagePath,
      final: new URL(report.finalDisplayedUrl).pathname,
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      FCP: audit('first-contentful-paint'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
    });
  }
  console.table(rows);
  const missed = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
  console.log(
    missed.length === 0
      ? 'every page: performance ≥ 95 and accessibility 100'
      : `below the budget: ${missed.map((r) => r.page).join(', ')}`,
  );
} finally {
  // Chromium writes its profile until it has exited: wait for that before removing it.
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
