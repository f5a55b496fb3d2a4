#!/usr/bin/env node
// Lighthouse budget (docs/architecture.md §6): mobile performance ≥ 95 and accessibility 100 on home, recharge,
// history, Add Money and hotel search — signed in, as a customer sees them. A benchmark, not a
// test: it measures a running Kosh and prints a table.
//
//   node bench/lighthouse.mjs [baseUrl] [path …]
//   BENCH_SANDBOX_URL   where the SMS outbox is (default http://127.0.0.1:4010)
//   BENCH_REPORT_DIR    keep every run's whole Lighthouse report (JSON) in this folder
//   BENCH_CPU_SLOWDOWN  Lighthouse's simulated CPU slowdown (its mobile default, 4): 8 shows a page
//                       roughly as a host half as fast as this one would score it
//   A path `/hotel/:searched` is a hotel's page: a search of Mumbai is made through each server's
//   API and stored in the browser as the search page stores it, and the first hotel of the results
//   that opens is audited (its id differs from server to server).
//   BENCH_BASELINE_URL, BENCH_BASELINE_SANDBOX_URL   another running Kosh (say, main's build) to
//                       audit side by side: its runs alternate with this one's, page by page, so
//                       both see the same machine load; one table each.
//
// Each page is audited three times (BENCH_RUNS) and the median run is kept, as Lighthouse's own
// guidance on variability advises; the table shows all three scores.
//
// Lighthouse 12 (13 needs Node 22) runs through npx at a pinned version, so the project does not
// carry its hundred dependencies for a benchmark. It drives the Chromium we start here (Debian's,
// or CHROME_PATH) over the DevTools port, with storage kept: the customer's session is put in
// localStorage once, before the first audit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signUpCustomer } from './sign-up.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const paths =
  process.argv.length > 3
    ? process.argv.slice(3)
    : ['/', '/mobile-recharge', '/balancehistory', '/pay-wallet', '/hotel-booking'];
const sandbox = (process.env.BENCH_SANDBOX_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, '');
const trim = (url) => url.replace(/\/$/, '');
/** The Kosh builds to audit: a baseline first (if given), then this one. */
const targets = [
  ...(process.env.BENCH_BASELINE_URL
    ? [
        {
          name: 'baseline',
          base: trim(process.env.BENCH_BASELINE_URL),
          sandbox: trim(process.env.BENCH_BASELINE_SANDBOX_URL ?? sandbox),
        },
      ]
    : []),
  { name: 'this build', base, sandbox },
];
const port = 9300 + Math.floor(Math.random() * 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/**
 * One Lighthouse run of a page, reduced to the figures the table shows. Lighthouse now and then
 * fails to record a trace (NO_NAVSTART) or sees no paint (NO_FCP, the page was painted but its
 * headless window was not "in the foreground") on this machine: such a run is tried again, up to
 * twice.
 */
function audit(server, pagePath, attempt = 1) {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `${server}${pagePath}`,
      `--port=${port}`,
      '--disable-storage-reset',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(process.env.BENCH_CPU_SLOWDOWN
        ? [`--throttling.cpuSlowdownMultiplier=${Number(process.env.BENCH_CPU_SLOWDOWN)}`]
        : []),
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    if (attempt < 3 && /\((NO_NAVSTART|NO_FCP)\)/.test(run.stderr))
      return audit(server, pagePath, attempt + 1);
    throw new Error(`lighthouse ${pagePath}: ${run.stderr}`);
  }
  const report = JSON.parse(run.stdout);
  if (process.env.BENCH_REPORT_DIR) {
    const name = `${new URL(server).port}${pagePath.replaceAll('/', '_')}-${Date.now()}.json`;
    mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_REPORT_DIR, name), run.stdout);
  }
  const display = (id) => report.audits[id]?.displayValue ?? '';
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  const shiftItems = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    final: new URL(report.finalDisplayedUrl).pathname,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
    FCP: display('first-contentful-paint'),
    LCP: display('largest-contentful-paint'),
    SI: display('speed-index'),
    TBT: display('total-blocking-time'),
    CLS: display('cumulative-layout-shift'),
    mainThread: Math.round(report.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : '–',
    shifts:
      shiftItems
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`)
        .join(', ') || 'none',
  };
}

/** A hotel search through the API and the browser storage the search page would keep for it. */
async function searchedHotel(server) {
  const call = async (apiPath, body) => {
    const response = await fetch(`${server}/api/${apiPath}`, {
      method: body ? 'POST' : 'GET',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  // Two weeks ahead (India's date), two nights, two adults: as the hotel e2e tests search.
  const day = (offset) =>
    new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = {
    checkIn: day(15),
    checkOut: day(17),
    occupancies: [{ numOfAdults: 2, childAges: [] }],
  };
  const suggested = await call('hotel/locationSuggestion?searchString=Mumbai');
  const city = suggested.data.find((s) => s.type === 'city');
  const found = await call('hotel/searchHotel', { ...stay, locationId: city.id });
  // The sandbox's magic ids: 00 has no map, 13 fails, 77 changes its price.
  const hotel = found.data.find((h) => !/(00|13|77)$/.test(h.id));
  const storage = {
    context: { hotelId: hotel.id, ...stay, nationality: 'IN', traceId: found.traceId },
    trace: { traceId: found.traceId, timestamp: Date.now() },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    occupancies: stay.occupancies,
  };
  return { hotelId: hotel.id, storage };
}

/**
 * The run to report: the median by performance score (ties broken by LCP), so one run slowed by
 * the shared machine neither sinks nor flatters a page — its figures all come from one run.
 */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
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
  let browser;
  for (let i = 0; i < 50 && !browser; i += 1) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return undefined;
    });
  }
  if (!browser) throw new Error('Chromium did not open its DevTools port');
  // One customer on each server, each in its own origin's localStorage.
  for (const target of targets) {
    const session = await signUpCustomer(target.base, target.sandbox);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${target.base}/faqs`);
    await page.evaluate(
      (value) => localStorage.setItem('kosh.session', value),
      JSON.stringify(session),
    );
    if (paths.includes('/hotel/:searched')) {
      const { hotelId, storage } = await searchedHotel(target.base);
      target.hotelId = hotelId;
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries))
          localStorage.setItem(`kosh.hotel.${key}`, JSON.stringify(value));
      }, storage);
    }
    await page.close();
  }
  await browser.close().catch(() => {});

  const tables = new Map(targets.map((target) => [target, { rows: [], details: [] }]));
  const indexes = [];
  for (const pagePath of paths) {
    const runs = new Map(targets.map((target) => [target, []]));
    // Run by run, each build in turn: a busy minute on the machine hits both alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const target of targets) {
        const url = pagePath.replace(':searched', target.hotelId ?? '');
        runs.get(target).push(audit(target.base, url));
      }
    }
    for (const target of targets) {
      const all = runs.get(target);
      const median = medianRun(all);
      const { rows, details } = tables.get(target);
      rows.push({
        page: pagePath,
        final: median.final,
        performance: median.performance,
        accessibility: median.accessibility,
        FCP: median.FCP,
        LCP: median.LCP,
        SI: median.SI,
        TBT: median.TBT,
        CLS: median.CLS,
        'main thread': `${median.mainThread} ms`,
        'main thread (runs)': all.map((r) => r.mainThread).join(' / '),
        runs: all.map((r) => r.performance).join(' / '),
      });
      indexes.push(...all.map((r) => r.benchmarkIndex));
      details.push(
        `${pagePath}: LCP element ${median.lcpElement}; largest shifts ${median.shifts}`,
      );
    }
  }
  for (const target of targets) {
    const { rows, details } = tables.get(target);
    console.log(`\n${target.name} (${target.base}):`);
    console.table(rows);
    for (const line of details) console.log(line);
    const missed = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
    console.log(
      missed.length === 0
        ? 'every page: performance ≥ 95 and accessibility 100'
        : `below the budget: ${missed.map((r) => r.page).join(', ')}`,
    );
  }
  console.log(`\nmedian of ${RUNS} runs a page (the run with the median performance score)`);
  if (process.env.BENCH_CPU_SLOWDOWN)
    console.log(
      `CPU slowdown ${Number(process.env.BENCH_CPU_SLOWDOWN)}× (Lighthouse's mobile default is 4×)`,
    );
  // Simulated 4× CPU throttling scales what this host's CPU did: the same page scores lower on a
  // slower host. Lighthouse's benchmarkIndex says how fast this one was (it warns below 1,000).
  const sortedIndexes = indexes.filter((n) => n > 0).sort((a, b) => a - b);
  if (sortedIndexes.length > 0) {
    const middle = sortedIndexes[Math.floor(sortedIndexes.length / 2)];
    console.log(`host CPU: Lighthouse benchmarkIndex ${Math.round(middle)} (median of the runs)`);
  }
} finally {
  // Chromium writes its profile until it has exited: wait for that before removing it.
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
