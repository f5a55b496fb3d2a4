import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, openBackOffice, pathOf, type Customer } from './accounts';
import { api, fundWallet } from './api';
import {
  expectAccessible,
  launchBrowser,
  newPhonePage,
  PAGE_WAIT_MS,
  screenshot,
  waitForSms,
} from './browser';

/**
 * The inbox (docs/inbox.md): a payment's text lands in the customer's inbox live — the bell's count
 * rises on the open home page without a reload — and the entry leads to its receipt and is then
 * read. In English and in Hindi, at a phone's size, axe-clean.
 */
describe('the inbox', () => {
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

  /** A recharge paid from another device (the API): its order id. */
  async function payFromAnotherDevice(customer: Customer): Promise<string> {
    const paid = await api('recharge/mobile', {
      token: customer.token,
      body: { opcode: 'JIO', number: '9876512345', amount: 199 },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    return (paid.json.data as { orderId: string }).orderId;
  }

  const bell = (name: RegExp) => page.getByRole('link', { name });

  it('pay → the bell counts 1 → the inbox shows the entry → its receipt → read', async () => {
    const customer = await createCustomer('Asha Rao');
    await fundWallet(customer.token, 500);
    // The top-up's own entry, read on another device: the bell starts at nothing unread.
    const read = await api('v1/me/inbox/read', { token: customer.token, body: { all: true } });
    expect(read.status).toBe(200);
    await logInAt(page, '/login', customer, '/');
    await bell(/^Inbox$/).waitFor();
    const orderId = await payFromAnotherDevice(customer);
    // Live: no reload.
    await bell(/^Inbox, 1 unread$/).waitFor({ timeout: PAGE_WAIT_MS });
    await expectAccessible(page);
    await screenshot(page, 'inbox-home-bell');

    await bell(/^Inbox, 1 unread$/).click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    const entry = page.getByRole('listitem', { name: /Paid from your wallet/ });
    await entry.getByText('₹199.00 debited from your wallet').waitFor();
    await page.getByText('1 unread').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'inbox-list');

    await entry.getByRole('link', { name: 'View receipt' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/receipt/${orderId}`);
    await page.goBack();
    await page.getByText('All read').waitFor();
    await bell(/^Inbox$/).waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
  });

  it('says so when empty, and marks all read', async () => {
    const customer = await createCustomer('Vikram Shah');
    await logInAt(page, '/inbox', customer);
    await page.getByText(/No messages yet/).waitFor();
    await expectAccessible(page);
    // The top-up's and the payment's entries arrive live, at the top.
    await fundWallet(customer.token, 500);
    await payFromAnotherDevice(customer);
    await page.getByText('2 unread').waitFor({ timeout: PAGE_WAIT_MS });
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All read').waitFor();
    await bell(/^Inbox$/).waitFor();
  });

  it('in Hindi, dark', async () => {
    const customer = await createCustomer('Meena Iyer');
    await fundWallet(customer.token, 500);
    await payFromAnotherDevice(customer);
    await logInAt(page, '/inbox', customer);
    // Hindi, in dark mode: axe measures the entries' contrast there too.
    await page.evaluate(() => {
      localStorage.setItem('kosh.language', 'hi');
      localStorage.setItem('kosh.darkMode', '1');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'इनबॉक्स', level: 1 }).waitFor();
    const entry = page.getByRole('listitem', { name: /आपके वॉलेट से भुगतान/ });
    await entry.getByText(/₹199.00 कटे/).waitFor();
    await bell(/^इनबॉक्स, 2 अपठित$/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'inbox-list-hi');
    await entry.getByRole('button', { name: 'पढ़ा हुआ करें' }).click();
    await page.getByText('1 अपठित').waitFor();
    await bell(/^इनबॉक्स, 1 अपठित$/).waitFor();
  });

  it('the back office previews an urgent notice, sends it, and it lands in the inbox and by SMS', async () => {
    const customer = await createCustomer('Farah Khan');
    await openBackOffice(page, inject('admin'), 'Notices', 'Notices');
    await page.getByRole('button', { name: 'Preview' }).click();
    // Checked at its fields before any preview.
    await page.getByText('Mobile number is required').waitFor();
    await page.getByLabel("Customer's mobile number").fill(customer.mobile);
    await page.getByLabel('Title (English)').fill('Maintenance tonight');
    await page.getByLabel('Message (English)').fill('Kosh rests from 1 to 2 AM.');
    await page.getByLabel('Title (Hindi, optional)').fill('आज रात रखरखाव');
    await page.getByLabel('Urgent: also send it as an SMS').check();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Urgent: also sent as an SMS.').waitFor();
    await preview.getByText('आज रात रखरखाव').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'notice-preview');
    await page.getByRole('button', { name: 'Send notice' }).click();
    await page.getByRole('status').getByText('Notice sent to 1 customer(s).').waitFor();
    expect((await waitForSms(customer.mobile)).text).toContain('Maintenance tonight');

    const inbox = await api('v1/me/inbox', { token: customer.token });
    const [entry] = (inbox.json.data as { entries: { kind: string; title: unknown }[] }).entries;
    expect(entry).toMatchObject({
      kind: 'notice',
      title: { en: 'Maintenance tonight', hi: 'आज रात रखरखाव' },
    });
  });
});
