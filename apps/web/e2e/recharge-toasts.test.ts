import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, type Customer } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';
import { chooseCompany } from './pay-forms';

/**
 * One message per event, gone when its cause is gone (CONVENTIONS, Errors): a pay screen's error
 * toast is replaced rather than stacked, and dismissed when the customer changes what they typed,
 * starts again, or gets what they asked for. The sandbox has no bill for a number ending 9999.
 */
describe('recharge and bill error toasts', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Divya Menon')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  /** Toasts on screen (not those on their way out). */
  const toasts = () => page.locator('[data-sonner-toast]:not([data-removed="true"])');
  const noBill = () => toasts().filter({ hasText: 'No bill is due for this service number.' });

  it('a bill fetch error goes when the number changes, is replaced by a new fetch, and is never left over the bill', async () => {
    await logInAt(page, '/electricity-bill', customer);
    await chooseCompany(
      page,
      'Service provider',
      'Bangalore',
      'Bangalore Electricity Supply Company',
    );
    await field('Service No.').fill('1000009999');
    await field('Mobile No.').fill(customer.mobile);
    await button('Fetch Bill Amount').click();
    await noBill().waitFor();
    await screenshot(page, 'bill-fetch-error');

    // The same fetch again: the one toast again, not a second one (the first may still be on its
    // way out for a moment on a loaded machine).
    const refetched = page.waitForResponse((r) => r.url().endsWith('/api/elBill/fetchBill'));
    await button('Fetch Bill Amount').click();
    await refetched;
    await expect.poll(() => noBill().count()).toBe(1);
    await expect.poll(() => toasts().count()).toBe(1);

    // Its cause changes: it goes, before anything is fetched.
    await field('Service No.').fill('1000007919');
    await expect.poll(() => toasts().count()).toBe(0);

    // Back to the number with no bill, then straight to a good one: the bill comes up alone.
    await field('Service No.').fill('1000009999');
    await button('Fetch Bill Amount').click();
    await noBill().waitFor();
    await field('Service No.').fill('1000007919');
    await button('Fetch Bill Amount').click();
    await page.getByRole('heading', { name: 'Pay Electricity Bill', level: 2 }).waitFor();
    await expect.poll(() => toasts().count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'bill-fetched-no-toast');
  });

  it('Book Gas: the fetch’s toast gives way to the form’s own, which goes once the field is filled', async () => {
    await logInAt(page, '/book-gas-cylinder', customer);
    await chooseCompany(page, 'Service provider', 'Indane', 'Indane Gas (Indian Oil)');
    await field('Service No.').fill('9876549999');
    await field('Mobile No.').fill(customer.mobile);
    await button('Fetch Bill Amount').click();
    await noBill().waitFor();
    // Step 1's checks on an emptied field: the fetch's toast gives way to the form's own.
    await field('Mobile No.').fill('');
    await expect.poll(() => noBill().count()).toBe(0);
    await button('Fetch Bill Amount').click();
    await toasts().filter({ hasText: 'Please mobile number' }).waitFor();
    await field('Mobile No.').fill(customer.mobile);
    await expect.poll(() => toasts().count()).toBe(0);
  });

  it('DTH: the form’s toast goes once the field at fault is changed', async () => {
    await logInAt(page, '/dth-recharge', customer);
    await button('Proceed to DTH Recharge').click();
    const collected = toasts().filter({ hasText: 'Please fill in all required fields correctly.' });
    await collected.waitFor();
    await field('Amount').fill('100');
    await expect.poll(() => toasts().count()).toBe(0);
    // A second try names what is still wrong, in one toast.
    await button('Proceed to DTH Recharge').click();
    await toasts().filter({ hasText: 'Please fill in all required fields correctly.' }).waitFor();
    await page.waitForTimeout(300);
    expect(await toasts().count()).toBe(1);
  });

  it('Mobile Prepaid: View Plan’s toast goes as the number is typed', async () => {
    await logInAt(page, '/mobile-recharge', customer);
    await button('View Plan').click();
    await toasts().filter({ hasText: 'Please enter valid mobile no.' }).waitFor();
    await field('Mobile number').fill('98765');
    await expect.poll(() => toasts().count()).toBe(0);
  });
});
