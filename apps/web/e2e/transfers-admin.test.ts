import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { istDate } from '@kosh/contract/common/ist-day';
import type { StuckPayoutRecord } from '@kosh/test-harness/seed-payout';
import { createCustomer, openBackOffice, pathOf, type Customer } from './accounts';
import { controlUrl, expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/**
 * The back office's sending desk: a payout the provider never answered shows as stuck with its
 * wait, and an agent holds a customer's sending from the monthly totals and lifts it again.
 */

/** A payout still processing `minutesAgo` after it was made (the stack's back door writes it). */
async function seedStuckPayout(record: StuckPayoutRecord): Promise<string> {
  const response = await fetch(`${controlUrl()}/stuck-payouts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('Back office: transfers, payouts and sending limits', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: Customer;
  let payoutId: string;
  /** India's calendar month the payout was made in (yyyy-MM): not this one in its first minutes. */
  let payoutMonth: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Names are letters only: this run's own, from the clock's digits.
    const tag = [...String(Date.now() % 10_000_000)]
      .map((d) => String.fromCharCode(97 + Number(d)))
      .join('');
    customer = await createCustomer(`Stuck Sender ${tag}`);
    const minutesAgo = 42;
    payoutMonth = istDate(new Date(Date.now() - minutesAgo * 60_000)).slice(0, 7);
    payoutId = await seedStuckPayout({
      mobile: customer.mobile,
      amountPaise: '1234500',
      minutesAgo,
      accountNumber: '50100777712349876',
      holderName: 'Stuck Sender',
    });
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('highlights a stuck payout with its wait and opens its provider history', async () => {
    await openBackOffice(page, admin, 'Payouts', 'Payouts');
    expect(pathOf(page)).toBe('/admin/payouts');
    const form = page.getByRole('form', { name: 'Filter payouts' });
    await form.getByLabel('Search').fill(customer.mobile);
    await form.getByLabel(/Only stuck payouts/).check();
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stuck')).toBe('true');

    const card = page.getByRole('article', { name: /₹12,345.*stuck/ });
    await card.getByText(/Stuck: waiting 4\d min for the bank’s answer/).waitFor();
    await card.getByText('XXXXXX9876').waitFor();
    await card.getByText(customer.name, { exact: true }).waitFor();
    expect(await card.getByText('50100777712349876').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'transfers-admin-stuck-payout', card);

    // Readable on a desktop too: the side column, the filters in rows, the cards two abreast.
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByText(/Stuck: waiting/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await card.getByRole('link', { name: /Provider history/ }).click();
    await expect.poll(() => pathOf(page)).toBe(`/admin/payouts/${payoutId}`);
    await page.getByRole('heading', { name: 'Provider history and webhooks' }).waitFor();
    await page.getByText('The provider has told nothing of it yet.').waitFor();
    await page.getByText(/Stuck: waiting/).waitFor();
    await expectAccessible(page);
  });

  it('places a hold with a reason on the monthly totals and lifts it', async () => {
    await openBackOffice(page, admin, 'Sending limits', 'Sending limits');
    const monthForm = page.getByRole('form', { name: 'Choose the month' });
    await monthForm.getByLabel('Month').fill(payoutMonth);
    await monthForm.getByLabel('Search').fill(customer.mobile);
    await monthForm.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('article', { name: customer.name });
    // The processing payout counts against the ₹10,000 limit (its beneficiary was still cooling).
    await row.getByText(/^₹12,345(\.00)? of ₹10,000(\.00)? \(123 %\)$/).waitFor();
    await row.getByText('90 % or more used').waitFor();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Hold sending by ${customer.name}` }).click();
    const reason = row.getByLabel(`Reason for holding ${customer.name}’s sending`);
    await reason.fill('Bank reported the account as a mule');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Place hold' }).click();
    await row.getByText('Sending on hold').waitFor();
    const inForce = page.getByRole('region', { name: /Holds in force/ });
    await inForce.getByText('“Bank reported the account as a mule”').waitFor();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Lift hold on ${customer.name}` }).click();
    await row.getByRole('button', { name: `Hold sending by ${customer.name}` }).waitFor();
    await page
      .getByRole('region', { name: 'Lifted lately' })
      .getByText('“Bank reported the account as a mule”')
      .waitFor();
    expect(await row.getByText('Sending on hold').count()).toBe(0);
  });
});
