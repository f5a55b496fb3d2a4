import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCustomer,
  pathOf,
  revokeToken,
  storedToken,
  submitLogin,
  type Customer,
} from './accounts';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

describe('route guard', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Arjun Mehta')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('sends a logged-out visitor of /pay-wallet to /login, and back there after logging in', async () => {
    await page.goto('/pay-wallet');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page);

    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: 'Add Money to Wallet', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/pay-wallet');
    await expectAccessible(page);
  });

  it('guards the other routes too, keeping the query string', async () => {
    await page.goto('/mobile-recharge?mobileno=9876543210');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');

    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: 'Mobile Prepaid', level: 1 }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/mobile-recharge?mobileno=9876543210');
    await expectAccessible(page);
  });

  it('signs out on the next guarded call once the token is revoked on the server', async () => {
    await page.goto('/balancehistory');
    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    const token = await storedToken(page);
    expect(token).toEqual(expect.any(String));

    // Logged out elsewhere (another device, an admin): the browser still holds the token.
    await revokeToken(token as string);

    // Home asks who the customer is with the dead token: 401 → signed out, on /login.
    await page.getByRole('link', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);

    // Guarded pages are closed again until the next login.
    await page.goto('/pay-wallet');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});
