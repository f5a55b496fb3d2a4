import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, type Customer } from './accounts';
import { balancePaise } from './api';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  sandboxUrl,
  screenshot,
  waitForSms,
  PAGE_WAIT_MS,
} from './browser';

/**
 * Add Money by UPI: the gateway's checkout offers UPI beside cards — a UPI id (a collect request
 * the sandbox lets the tester approve or decline) and, on a desktop, a QR — and the top-up then
 * goes the card's way; the wallet, its rows and its text say UPI and the masked UPI id.
 */
describe('add money by UPI', () => {
  let browser: Browser;
  /** A new customer each journey, so each starts at ₹0.00 whatever another did. */
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    customer = await createCustomer('Ravi Sharma');
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const checkout = (on: Page = page) =>
    on.frameLocator('iframe[title="Kosh test checkout (sandbox)"]');
  const balanceShown = (on: Page = page) => on.getByTestId('wallet-balance');

  /** Online Top Up → amount → Pay Now, in English or Hindi; the checkout opens. */
  async function startTopUp(
    amount: string,
    words = { open: 'Online Top Up', amount: 'Amount', pay: 'Pay Now' },
    on: Page = page,
  ) {
    await on.getByRole('button', { name: words.open }).click();
    const dialog = on.getByRole('dialog').filter({ has: on.getByLabel(words.amount) });
    await dialog.getByLabel(words.amount, { exact: true }).fill(amount);
    await dialog.getByRole('button', { name: words.pay }).click();
    await checkout(on).getByText('Kosh test checkout (sandbox)').first().waitFor();
  }

  /** In the checkout: Pay by UPI, the UPI id, and the request sent. */
  async function sendCollect(vpa: string, on: Page = page) {
    await checkout(on).getByRole('radio', { name: 'UPI' }).check();
    await checkout(on).getByLabel('UPI ID', { exact: true }).fill(vpa);
    await checkout(on)
      .getByRole('button', { name: /by UPI$/ })
      .click();
  }

  it('collect request approved on the app: the wallet, the text and the rows say UPI', async () => {
    await logInAt(page, '/pay-wallet', customer);
    await expect.poll(() => balanceShown().textContent()).toBe('₹0.00');
    await startTopUp('400');

    // A UPI id that is not one is refused on the page, by its label.
    await checkout().getByRole('radio', { name: 'UPI' }).check();
    await checkout().getByLabel('UPI ID', { exact: true }).fill('ravi');
    await checkout().getByRole('button', { name: 'Pay ₹400 by UPI' }).click();
    await checkout().getByText('Enter a UPI ID like name@bank.').waitFor();

    // A real-looking UPI id waits for the customer's app, with a countdown.
    const beforePaying = new Date().toISOString();
    await sendCollect('ravi.sharma@okhdfc');
    await checkout()
      .getByText('Approve the request sent to ravi.sharma@okhdfc on your UPI app.')
      .waitFor();
    await expect.poll(() => checkout().locator('#upi-countdown').textContent()).toMatch(/^4:5\d$/);
    await expectAccessible(page);
    await screenshot(page, 'upi-waiting');
    // The tester's answer, by keyboard: the waiting panel takes the focus when it opens.
    await checkout().getByRole('button', { name: 'Approve (tester)' }).press('Enter');

    // The pending state settles on screen, without a reload: credited once.
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Wallet updated successfully!' })
      .waitFor();
    await expect.poll(() => balanceShown().textContent()).toBe('₹400.00');
    expect(await balancePaise(customer.token)).toBe(40_000n);
    const texted = await waitForSms(customer.mobile, beforePaying);
    expect(texted.text).toMatch(
      /^Kosh: ₹400\.00 added to your wallet by UPI from ra\*{6}@okhdfc\. Ref pay_\w+\./,
    );

    await page.getByRole('link', { name: 'All Request' }).click();
    const card = page.getByRole('article').filter({ hasText: '₹400.00' });
    await card.getByRole('button', { name: /Show details of request/ }).click();
    await card.getByText('Online · UPI · ra******@okhdfc').waitFor();
    await expectAccessible(page);

    await page.goto('/balancehistory');
    await page.getByText('Added to wallet by UPI · ra******@okhdfc').first().waitFor();
    await expectAccessible(page);
  });

  it('declined on the app: the failure is the card’s, and nothing is added', async () => {
    await logInAt(page, '/pay-wallet', customer);
    await expect.poll(() => balanceShown().textContent()).toBe('₹0.00');
    await startTopUp('250');
    await sendCollect('failure@kosh');
    await checkout()
      .getByText('Payment was declined on the UPI app. Try again, or close.')
      .waitFor();
    await checkout().getByRole('button', { name: 'Close' }).press('Enter');
    const failure = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Nothing was added to your wallet.');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Payment failed' })
      .waitFor({ state: 'detached' });
    await expectAccessible(page);
    expect(await balancePaise(customer.token)).toBe(0n);
  });

  it('in Hindi: success@kosh approves by itself, and a decline is said in Hindi', async () => {
    await logInAt(page, '/pay-wallet', customer);
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await expect.poll(() => balanceShown().textContent()).toBe('₹0.00');
    const hindi = { open: 'ऑनलाइन टॉप अप', amount: 'राशि', pay: 'अभी भुगतान करें' };
    await startTopUp('100', hindi);
    await sendCollect('failure@kosh');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'भुगतान आपके UPI ऐप पर अस्वीकार कर दिया गया।' })
      .waitFor();
    await sendCollect('success@kosh');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'वॉलेट सफलतापूर्वक अपडेट हुआ!' })
      .waitFor();
    await expect.poll(() => balanceShown().textContent()).toBe('₹100.00');
    await expectAccessible(page);
    await screenshot(page, 'upi-hindi-credited');

    // Balance History names the top-up in Hindi, not with the server's English `rechNo`.
    await page.goto('/balancehistory');
    await page.getByText('ऑनलाइन टॉप-अप').first().waitFor();
    expect(await page.getByText('Online top-up').count()).toBe(0);
  });

  it('on a desktop, the checkout offers a QR; scanning it in the sandbox’s UPI app pays', async () => {
    const wide = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      baseURL: baseUrl(),
    });
    try {
      const desk = await wide.newPage();
      desk.setDefaultTimeout(PAGE_WAIT_MS);
      await logInAt(desk, '/pay-wallet', customer);
      await expect.poll(() => balanceShown(desk).textContent()).toBe('₹0.00');
      await startTopUp('150', undefined, desk);
      await checkout(desk).getByRole('radio', { name: 'UPI' }).check();
      await checkout(desk).getByRole('button', { name: 'Show QR code' }).press('Enter');
      await checkout(desk).getByRole('img', { name: 'UPI QR code to pay ₹150' }).waitFor();
      await screenshot(desk, 'upi-qr-desktop');
      const scan = checkout(desk).getByRole('link', { name: /Scan with the sandbox UPI app/ });
      const href = await scan.getAttribute('href');
      expect(href).toMatch(/^\/checkout\/upi\/pay_\w+\/app$/);

      // The "phone": the sandbox's UPI app, where the customer approves.
      const phone = await wide.newPage();
      await phone.goto(`${sandboxUrl()}${href}`);
      await phone.getByRole('button', { name: 'Approve payment' }).click();
      await phone.getByText('Approved: the payment is made.').waitFor();
      await phone.close();

      await desk
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Wallet updated successfully!' })
        .waitFor();
      await expect.poll(() => balanceShown(desk).textContent()).toBe('₹150.00');
    } finally {
      await wide.close();
    }
  });

  it('the sandbox’s checkout page is accessible, its UPI form found by its label', async () => {
    const order = await fetch(`${sandboxUrl()}/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('rzp_test_kosh:kosh_test_key_secret').toString('base64')}`,
      },
      body: JSON.stringify({ amount: 10000, currency: 'INR' }),
    });
    const { id } = (await order.json()) as { id: string };
    await page.goto(`${sandboxUrl()}/checkout/page?order_id=${id}&key_id=rzp_test_kosh&qr=1`);
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByLabel('UPI ID', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('UPI ID', { exact: true }).fill('asha@oksbi');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Approve (tester)' }).waitFor();
    await expectAccessible(page);
  });
});
