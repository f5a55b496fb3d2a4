import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, pathOf, uniqueMobile, type Customer } from './accounts';
import { api, fundWallet, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/**
 * Design §9 Time: every business date is India's, whatever the phone's clock says. A customer
 * whose phone is set to another zone tops up and pays, then opens All Wallet Requests and Balance
 * History on their default range: it ends on India's today (the server's day), and today's
 * entries are there.
 */

const INDIA = 'Asia/Kolkata';
/** yyyy-MM-dd of an instant in a zone. */
const dayIn = (zone: string, at: Date) => at.toLocaleDateString('en-CA', { timeZone: zone });

/** Longer than the journey takes on a loaded machine: the zone must stay off India's day. */
const JOURNEY_MS = 4 * 60_000;

/**
 * A zone whose calendar is on another day than India's from now until the journey ends: behind
 * India in India's morning (Los Angeles up to 12:30–13:30 there, Pago Pago, UTC−11, up to 16:30),
 * ahead of it in India's evening (Kiritimati, UTC+14, from 15:30). None is, across India's
 * midnight: then the journey waits for that midnight to pass.
 */
function zoneOffIndiasDay(now: number): string | undefined {
  const span = [new Date(now), new Date(now + JOURNEY_MS)];
  return ['America/Los_Angeles', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'].find((zone) =>
    span.every((at) => dayIn(zone, at) !== dayIn(INDIA, at)),
  );
}

describe('a phone whose clock is not on India’s day', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;
  let zone: string;
  const utr = `UTR${Date.now()}`;
  const rechargeNumber = uniqueMobile();

  beforeAll(async () => {
    let found = zoneOffIndiasDay(Date.now());
    if (!found) {
      await new Promise((resolve) => setTimeout(resolve, JOURNEY_MS + 5_000));
      found = zoneOffIndiasDay(Date.now());
    }
    zone = found ?? 'Pacific/Pago_Pago';
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Kavya Rao')]);
    // A top-up and a payment today, India's day, as the server counts it.
    await fundWallet(customer.token, 500);
    const { status, json } = await api('recharge/mobile', {
      body: { opcode: 'JIO', number: rechargeNumber, amount: 199 },
      token: customer.token,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    ({ context, page } = await newPhonePage(browser, { timezoneId: zone }));
  }, 2 * JOURNEY_MS);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });

  it("sends an offline top-up dated India's today and finds today's entries on the default range", async () => {
    const today = dayIn(INDIA, new Date());
    await logInAt(page, '/pay-wallet', customer);
    // The phone's own calendar really is on another day.
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA')), zone).not.toBe(today);

    // The offline form offers India's today as the payment date, and nothing after it.
    await page.getByRole('button', { name: 'Offline Top Up' }).click();
    await expect.poll(() => field('Amount').isEnabled()).toBe(true);
    expect(await field('Payment date').inputValue(), zone).toBe(today);
    expect(await field('Payment date').getAttribute('max')).toBe(today);
    await field('Amount').fill('750');
    await field('Company bank').selectOption({ label: 'HDFC Bank' });
    await field('Your bank').selectOption('State Bank of India');
    await field('Your account number').fill('3012345678');
    await field('Transaction/UTR number').fill(utr);
    await field('Attachment (payment slip)').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: await png(320, 200, '#3366cc'),
    });
    await field('Remark').fill('NEFT from abroad');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => pathOf(page))
      .toBe('/success/Wallet%20Request%20submitted%20successfully');

    // All Wallet Requests: the range ends on India's today, and today's request is listed.
    await page.goto('/all-wallet-request');
    await page.getByRole('heading', { name: 'All Wallet Requests', level: 1 }).waitFor();
    expect(await field('To').inputValue(), zone).toBe(today);
    expect(await field('To').getAttribute('max')).toBe(today);
    const request = page.getByRole('article').filter({ hasText: utr });
    await request.waitFor();
    expect(await request.textContent()).toContain('₹750.00');
    await expectAccessible(page);

    // Balance History: the same, with the top-up and the payment of today.
    await page.goto('/balancehistory');
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    expect(await field('To').inputValue(), zone).toBe(today);
    const entries = page.getByRole('list', { name: /^Balance history from/ }).getByRole('article');
    await expect.poll(() => entries.count()).toBe(2);
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain(rechargeNumber);
    expect(texts[0]).toContain('−₹199.00');
    expect(texts[1]).toContain('+₹500.00');
    expect(await page.getByText('No entries found').count()).toBe(0);
    await screenshot(page, 'phone-abroad-balance-history');
    await expectAccessible(page);
  });
});
