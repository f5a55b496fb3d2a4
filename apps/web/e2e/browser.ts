import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

/** This worker's API and sandbox (global-setup.ts starts one pair per worker). */
function stack() {
  const stacks = inject('stacks');
  // Worker ids run from 1 to the e2e project's maxWorkers, so no two files running at once share
  // a stack; the modulo only matters in a run of several projects at once, whose ids go higher.
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(worker - 1) % stacks.length]!;
}

export const baseUrl = () => stack().baseUrl;
export const sandboxUrl = () => stack().sandboxUrl;
/** The stack's test-only back door (@kosh/test-harness/control). */
export const controlUrl = () => stack().controlUrl;

/**
 * CHROME_PATH (`npm test` sets it: scripts/find-browser.mjs prefers Debian's headless shell), else
 * Debian's Chromium; headless, with the flags this network needs.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
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
}

interface PhoneOptions {
  timezoneId?: string;
  /** Where the app is opened: 127.0.0.1 by default; localhost where a domain is needed (passkeys). */
  origin?: string;
}

/** The app's address with a domain name instead of the IP address (WebAuthn wants one). */
export const localhostUrl = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

/** A phone: 360×800, touch, Indian English, its clock on India's time unless `timezoneId` says. */
export function newPhoneContext(
  browser: Browser,
  { timezoneId = 'Asia/Kolkata', origin = baseUrl() }: PhoneOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId,
    baseURL: origin,
  });
}

const cspViolations = new WeakMap<Page, string[]>();

/** What the page (or a frame in it) refused under its Content-Security-Policy so far. */
export function cspViolationsOf(page: Page): string[] {
  return cspViolations.get(page) ?? [];
}

/**
 * How long a journey waits for anything a page looks for (and for an SMS, and expect.poll in
 * vitest.config.ts). Generous on purpose: `.ci/run` runs two journeys at once on two cores beside
 * their APIs and sandboxes (load average near 10), where a list refreshing after a filter has taken
 * over 10 s. A wait that is met returns at once; only a failing test waits the whole of it.
 */
export const PAGE_WAIT_MS = 20_000;

/**
 * A phone and a page in it, with the journeys' wait (PAGE_WAIT_MS) for anything it looks for. The
 * page keeps the CSP violations Chromium reports on its console (checked with every axe check).
 */
export async function newPhonePage(
  browser: Browser,
  options?: PhoneOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, options);
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  const violations: string[] = [];
  cspViolations.set(page, violations);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page };
}

/** Lets finite transitions and animations end (a toast sliding in); spinners are not waited for. */
function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished),
    ),
  );
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Puts axe-core into each frame of the page that does not have it yet. A journey checks the same
 * document many times as it moves between screens (the app navigates without reloading), and
 * @axe-core/playwright sent axe's ~550 KB source to every frame twice on every check: 200–500 ms a
 * check against 30–60 ms for the run alone (axe was a quarter of a journey's time on a loaded
 * CI machine).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const inject = async () => {
      const present = await frame.evaluate(() => 'axe' in window);
      // axe.run() in the page itself, and only same-origin frames asked for their results, as
      // @axe-core/playwright's legacy mode did: the app has no cross-origin frame of its own.
      if (!present)
        await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
    };
    // The page's own document must take axe; a child frame may be going away as it is reached
    // (the sandbox's checkout closing), and one that cannot take it is left out, as before.
    if (frame === page.mainFrame()) await inject();
    else await inject().catch(() => undefined);
  }
}

/** Fails the test on any WCAG A/AA violation axe finds on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // Half-faded text (a toast sliding in) would be measured at part opacity.
  await settleAnimations(page);
  await injectAxe(page);
  const check = async () => {
    const violations = await page.evaluate(async (values) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      return (await inPage.run(document, { runOnly: { type: 'tag', values } })).violations;
    }, WCAG_TAGS);
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  };
  let summary = await check();
  // A toast that began to fade between the settling and axe's run is measured at part opacity
  // (seen on a loaded CI machine): what is still wrong once the page has settled again is real.
  if (summary.length > 0) {
    console.warn(`axe on ${page.url()} before the page settled again:`, summary);
    await page.waitForTimeout(400);
    await settleAnimations(page);
    summary = await check();
  }
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  expect(cspViolationsOf(page), `CSP violations up to ${page.url()}`).toEqual([]);
}

export interface OutboxMessage {
  to: string;
  text: string;
  createdAt: string;
}

/** The newest SMS to a number, from the sandbox outbox; waits for it to arrive. */
export async function waitForSms(mobile: string, after?: string): Promise<OutboxMessage> {
  const deadline = Date.now() + PAGE_WAIT_MS;
  while (Date.now() < deadline) {
    const res = await fetch(`${sandboxUrl()}/sms/messages?to=${mobile}`);
    const [latest] = (await res.json()) as OutboxMessage[];
    if (latest && (!after || latest.createdAt > after)) return latest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS reached ${mobile}`);
}

/**
 * A screenshot of the phone's screen as it stands — scrolled to `at` when given — into the folder
 * E2E_SCREENSHOTS names (nothing without it): for a person to look at the screens a journey
 * passes through.
 */
export async function screenshot(page: Page, name: string, at?: Locator): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await at?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settleAnimations(page);
  await page.screenshot({ path: `${folder}/${name}.png` });
}
