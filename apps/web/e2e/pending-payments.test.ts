import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, pathOf, type Customer } from './accounts';
import { fundWallet } from './api';
import { launchBrowser, newPhonePage } from './browser';

/**
 * A payment the operator has not confirmed yet (DESIGN §6): the pending screen and what it
 * leads to. The sandbox keeps a number ending 1111 pending (apps/sandbox/README.md).
 */
describe('pending payments', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Asha Rao')]);
    await fundWallet(customer.token, 5_000);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  /** A DTH recharge from its screen, left on whatever the payment shows next. */
  async function payDth(number: string, amount: string) {
    await page.getByRole('heading', { name: 'DTH Recharge', level: 1 }).waitFor();
    const operator = page.getByRole('combobox', { name: 'Operator' });
    await operator.click();
    await operator.fill('Tata');
    await page.getByRole('option', { name: 'Tata Play' }).click();
    await field('Subscriber ID / mobile number').fill(number);
    await field('Amount').fill(amount);
    await button('Proceed to DTH Recharge').click();
  }

  const pendingHeading = () => page.getByRole('heading', { name: 'Payment being processed' });
  const crashed = () => page.getByText('Unexpected Application Error!').count();

  it('the pending screen’s three buttons work (no crash on leaving it)', async () => {
    await logInAt(page, '/dth-recharge', customer);

    await payDth('1234561111', '101');
    await pendingHeading().waitFor();
    await button('Make another payment').click();
    await page.getByRole('heading', { name: 'Recharge your DTH' }).waitFor();
    expect(await field('Subscriber ID / mobile number').inputValue()).toBe('');
    expect(await crashed()).toBe(0);

    await payDth('1234561111', '102');
    await pendingHeading().waitFor();
    await page.getByRole('link', { name: 'Balance History' }).click();
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/balancehistory');
    expect(await crashed()).toBe(0);

    await page.goto('/dth-recharge');
    await payDth('1234561111', '103');
    await pendingHeading().waitFor();
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.getByRole('link', { name: 'DTH', exact: true }).waitFor();
    expect(await crashed()).toBe(0);
  });
});
