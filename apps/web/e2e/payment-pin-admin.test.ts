import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { createCustomer, logInAt, type Customer } from './accounts';
import { api } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/** The back office sees a customer's payment PIN and clears a lock with a reason (docs/payment-pin.md). */
describe('payment PIN in the back office', () => {
  const admin = inject('admin');
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Lata Joshi')]);
    ({ context, page } = await newPhonePage(browser));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('shows the lock five wrong PINs set, and clears it with a reason', async () => {
    const { token } = customer;
    await api('v1/me/pin', { method: 'PUT', token, body: { pin: '1357' } });
    for (let i = 0; i < 5; i += 1) {
      await api('v1/payment-authorisations', {
        token,
        body: { pin: '9999', amount: 10, payee: 'JIO', idempotencyKey: randomUUID() },
      });
    }
    const login = await api('user/login', {
      body: { mobileno: customer.mobile, password: customer.password },
    });
    const uid = (login.json.data as { UId: string }).UId;

    await logInAt(page, '/admin', admin, '/admin/banners');
    await page.goto(`/admin/kyc/${uid}`);
    const card = page.getByRole('region', { name: 'Payment PIN' });
    await card.getByText('PIN set').waitFor();
    await card.getByText('Locked until', { exact: false }).waitFor();
    await card.getByText('Wrong PINs in a row: 5').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-pin-locked', card);

    await card.getByRole('button', { name: 'Clear lock' }).click();
    await card.getByText('Say why the lock is cleared (at least 3 characters).').waitFor();
    await card.getByLabel('Reason for clearing the lock').fill('Customer called; identity checked');
    await card.getByRole('button', { name: 'Clear lock' }).click();
    await card.getByText('Not locked').waitFor();
    await card.getByText('Wrong PINs in a row: 0').waitFor();
  });
});
