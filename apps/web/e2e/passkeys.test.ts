import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, type Customer } from './accounts';
import { api, balancePaise, fundWallet } from './api';
import { expectAccessible, launchBrowser, localhostUrl, newPhonePage, screenshot } from './browser';
import { E2E_PIN, paymentsSent, startDth } from './pay-forms';

/**
 * Passkeys (docs/passkeys.md) in the browser, with Chromium's virtual authenticator standing in
 * for a phone's fingerprint sensor: added in the profile with the PIN, offered first by the
 * confirm step, the PIN as the fallback when the passkey is not used; renamed and removed.
 * WebAuthn needs a domain, so these journeys open the app on localhost.
 */
describe('passkeys', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Meera Iyer')]);
    await fundWallet(customer.token, 2_000);
    await api('v1/me/pin', { method: 'PUT', token: customer.token, body: { pin: E2E_PIN } });
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser, { origin: localhostUrl() }));
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
  });
  afterEach(() => context.close());

  const passkeys = () => page.getByRole('region', { name: 'Passkeys' });
  const dialog = () => page.getByRole('dialog', { name: 'Confirm payment' });

  async function addPasskey(name: string) {
    await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys().getByLabel('Name for this passkey').fill(name);
    await passkeys().getByLabel('Current PIN').fill(E2E_PIN);
    await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added. You can use it to confirm payments.').waitFor();
  }

  it('adds a passkey with the PIN, then pays with it instead of the PIN', async () => {
    await logInAt(page, '/profile', customer);
    await passkeys().getByText('Confirm payments with your fingerprint').waitFor();
    await addPasskey('My phone');
    await passkeys().getByText('My phone', { exact: true }).waitFor();
    await passkeys()
      .getByText(/not used yet/)
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'passkeys-profile', passkeys());

    const before = await balancePaise(customer.token);
    const sent = paymentsSent(page, '/api/recharge/dth');
    await page.goto('/dth-recharge');
    await startDth(page, '1234567811', '120');
    await dialog().getByText('Confirm with your passkey').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'passkeys-confirm');
    await dialog().getByRole('button', { name: 'Confirm with passkey' }).click();
    await page.getByText('DTH recharged successfully').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers()['payment-authorisation']).toMatch(/^[\w-]{20,}$/);
    expect(await balancePaise(customer.token)).toBe(before - 120_00n);

    await page.goto('/profile');
    await passkeys()
      .getByText(/last used/)
      .waitFor();
  });

  it('falls back to the PIN when the passkey is not used, and removes a passkey', async () => {
    await logInAt(page, '/profile', customer);
    await addPasskey('Tablet');
    // The sensor refuses (no fingerprint matched): the step says so and offers the PIN.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    const before = await balancePaise(customer.token);
    const sent = paymentsSent(page, '/api/recharge/dth');
    await page.goto('/dth-recharge');
    await startDth(page, '1234567811', '130');
    await dialog().getByRole('button', { name: 'Confirm with passkey' }).click();
    await dialog().getByText('The passkey was not used. Try again, or use your PIN.').waitFor();
    expect(sent).toHaveLength(0);
    await dialog().getByRole('button', { name: 'Use PIN instead' }).click();
    await dialog().getByLabel('Kosh PIN').fill(E2E_PIN);
    await dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('DTH recharged successfully').waitFor();
    expect(await balancePaise(customer.token)).toBe(before - 130_00n);

    await page.goto('/profile');
    await passkeys().getByRole('button', { name: 'Rename Tablet' }).click();
    await passkeys().getByLabel('Name for this passkey').fill('Old tablet');
    await passkeys().getByRole('button', { name: 'Save name' }).click();
    await passkeys().getByText('Old tablet', { exact: true }).waitFor();
    await passkeys().getByRole('button', { name: 'Remove Old tablet' }).click();
    await passkeys()
      .getByText(/Remove the passkey Old tablet\?/)
      .waitFor();
    await passkeys().getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Passkey removed.').waitFor();
    await expect.poll(() => passkeys().getByText('Old tablet', { exact: true }).count()).toBe(0);
  });

  it('offers no passkey where the address has no domain: the PIN, as before', async () => {
    // The same customer (with passkeys from above) on 127.0.0.1: the PIN, as before passkeys.
    const plain = await newPhonePage(browser);
    try {
      page = plain.page;
      await logInAt(page, '/profile', customer);
      await passkeys()
        .getByText('This browser or address cannot use passkeys.', { exact: false })
        .waitFor();
      expect(await passkeys().getByRole('button', { name: 'Add a passkey' }).count()).toBe(0);
      await page.goto('/dth-recharge');
      await startDth(page, '1234567811', '110');
      await dialog().getByLabel('Kosh PIN').waitFor();
      expect(await dialog().getByRole('button', { name: 'Confirm with passkey' }).count()).toBe(0);
    } finally {
      await plain.context.close();
    }
  });

  it('reads in Hindi', async () => {
    await logInAt(page, '/profile', customer);
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    const region = page.getByRole('region', { name: 'पासकी' });
    await region.getByRole('button', { name: 'पासकी जोड़ें' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'passkeys-profile-hi', region);
  });
});
