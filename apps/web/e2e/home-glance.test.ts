import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type Customer } from './accounts';
import { fundWallet } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/** Opens home signed in as `customer` (the session the app keeps after a login), in `language`. */
async function openHomeAs(page: Page, customer: Customer, language: 'en' | 'hi' = 'en') {
  await page.goto('/');
  await page.evaluate(
    ({ session, language }) => {
      localStorage.setItem('kosh.session', JSON.stringify(session));
      localStorage.setItem('kosh.language', language);
    },
    {
      session: {
        token: customer.token,
        UId: customer.userId,
        userId: customer.userId,
        name: customer.name,
        role: 'customer',
      },
      language,
    },
  );
  await page.reload();
}

/** Every layout shift the page has reported so far (not caused by input), summed. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

describe('home: the wallet at a glance', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the balance, hides it at a tap (remembered), and links onwards', async () => {
    const customer = await createCustomer('Glance Customer');
    await fundWallet(customer.token, 250);
    const { context, page } = await newPhonePage(browser);
    await openHomeAs(page, customer);

    const glance = page.getByRole('region', { name: 'Wallet balance' });
    await expect.poll(() => glance.getByTestId('glance-balance').textContent()).toBe('₹250.00');
    await glance.getByText('Minimum KYC · up to ₹10,000').waitFor();
    expect(await glance.getByRole('link', { name: 'Complete KYC' }).getAttribute('href')).toBe(
      '/kyc',
    );
    expect(await layoutShift(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'home-glance-en');

    await glance.getByRole('button', { name: 'Hide balance' }).click();
    await glance.getByText('Balance hidden').waitFor();
    expect(await glance.getByTestId('glance-balance').count()).toBe(0);
    await page.reload();
    await glance.getByRole('button', { name: 'Show balance' }).click();
    await expect.poll(() => glance.getByTestId('glance-balance').textContent()).toBe('₹250.00');

    await glance.getByRole('link', { name: 'Balance History' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/balancehistory');
    await page.goBack();
    await glance.getByRole('link', { name: 'Add Money' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pay-wallet');
    await context.close();
  });

  it('speaks Hindi and is not shown to a visitor', async () => {
    const customer = await createCustomer('Glance Hindi');
    const { context, page } = await newPhonePage(browser);
    await openHomeAs(page, customer, 'hi');
    const glance = page.getByRole('region', { name: 'वॉलेट बैलेंस' });
    await expect.poll(() => glance.getByTestId('glance-balance').textContent()).toBe('₹0.00');
    await glance.getByRole('link', { name: 'पैसे जोड़ें' }).waitFor();
    await glance.getByText('न्यूनतम KYC · ₹10,000 तक').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-glance-hi');

    await page.evaluate(() => localStorage.removeItem('kosh.session'));
    await page.reload();
    await page
      .getByRole('link', { name: 'Register' })
      .or(page.getByText('रजिस्टर'))
      .first()
      .waitFor();
    expect(await page.getByTestId('wallet-glance').count()).toBe(0);
    await context.close();
  });
});
