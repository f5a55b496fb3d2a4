import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, openBackOffice, pathOf } from './accounts';
import { recordJobRun } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/**
 * The back office's Operations page (/admin/operations): each background job's record — late,
 * failing, fine or never run — and the payments still waiting on a provider. The e2e API runs no
 * jobs itself, so the journey writes their records as the job runner would.
 */

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe('Operations page', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const card = (within: string, name: string) =>
    section(within).getByRole('article', { name, exact: true });

  it('shows the admin each job, a late one with its error, and the pending payments', async () => {
    // The poller has not succeeded for 10 minutes (40 of its 15 s periods) and its last run failed.
    const error = `Aggregator unreachable: connect ECONNREFUSED (e2e ${Date.now()})`;
    await recordJobRun({
      name: 'recharges-status-poll',
      everySeconds: 15,
      startedAt: ago(600),
      succeededAt: ago(600),
    });
    await recordJobRun({
      name: 'recharges-status-poll',
      everySeconds: 15,
      startedAt: ago(30),
      failedAt: ago(29),
      error,
    });
    await recordJobRun({
      name: 'payments-reconcile',
      everySeconds: 60,
      startedAt: ago(20),
      succeededAt: ago(19),
    });
    // A job this page has no name for, declared and never started.
    const unknown = `e2e-job-${Date.now()}`;
    await recordJobRun({ name: unknown, everySeconds: 600 });

    await openBackOffice(page, admin, 'Operations', 'Operations');
    expect(pathOf(page)).toBe('/admin/operations');
    expect(await page.title()).toBe('Operations · Kosh back office');

    const poller = card('Background jobs', 'Recharge status poller');
    await poller.getByText('Late', { exact: true }).waitFor();
    await poller.getByText(error).waitFor();
    await poller.getByText('every 15 s', { exact: false }).waitFor();
    await poller.getByText('10 min ago').waitFor();

    const reconcile = card('Background jobs', 'Top-up reconciliation');
    await reconcile.getByText('OK', { exact: true }).waitFor();
    await reconcile.getByText('every 1 min', { exact: false }).waitFor();
    expect(await reconcile.getByText('Last error').count()).toBe(0);

    const never = card('Background jobs', unknown);
    await never.getByText('Not run yet', { exact: true }).waitFor();
    await never.getByText('every 10 min', { exact: false }).waitFor();

    // Every kind of pending payment, with its count (none of this journey's own).
    const pending = section('Pending payments');
    for (const kind of ['Online top-ups', 'Recharges and bills', 'Hotel bookings']) {
      await pending.getByRole('article', { name: kind, exact: true }).waitFor();
    }
    // The customer texts' outbox: what waits and what was given up on.
    const texts = section('Customer texts');
    await texts.getByText('Waiting to be sent', { exact: true }).waitFor();
    await texts.getByText('Given up after every retry', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'operations-admin-phone');
    await screenshot(page, 'operations-admin-phone-pending', pending);

    // A failure elsewhere shows on Refresh, without leaving the page.
    await recordJobRun({
      name: 'hotels-purge',
      everySeconds: 900,
      startedAt: ago(5),
      failedAt: ago(4),
      error: 'relation "hotel_sessions" is locked',
    });
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await card('Background jobs', 'Hotel sessions purge')
      .getByText('relation "hotel_sessions" is locked')
      .waitFor();
    expect(pathOf(page)).toBe('/admin/operations');

    // Nothing wider than the phone; on a desk the jobs sit two to a row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await section('Background jobs').getByRole('article').first().waitFor();
    await screenshot(page, 'operations-admin-wide');
  });

  it('says when the overview could not be loaded, and Try again loads it', async () => {
    let refuse = true;
    await page.route('**/api/admin/operations', (route) =>
      refuse ? route.abort('connectionreset') : route.fallback(),
    );
    await logInAt(page, '/admin/operations', admin);
    await page
      .getByRole('alert')
      .getByText('The operations overview could not be loaded.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    refuse = false;
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await section('Background jobs').waitFor();
    await section('Pending payments').waitFor();
  });

  it('is not there for a customer', async () => {
    const customer = await createCustomer('Ravi Kumar');
    await logInAt(page, '/admin/operations', customer);
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    expect(pathOf(page)).toBe('/admin/operations');
    expect(await page.getByText('Background jobs').count()).toBe(0);
  });
});
