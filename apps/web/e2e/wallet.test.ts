import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, pathOf, type Customer } from './accounts';
import { api, apiLogin, balancePaise, png } from './api';
import {
  cspViolationsOf,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  sandboxUrl,
  waitForSms,
  PAGE_WAIT_MS,
} from './browser';

/**
 * docs/product-1.md §2–§8: Add Money to Wallet (online through the gateway's checkout, offline with a slip),
 * All Wallet Requests (status filter, pages, exports), and the back office's decision on a request.
 */

/**
 * Waits until the sandbox has sent every webhook of an order, and checks the API took them all
 * (so a late or double credit would show in the balance read after this).
 */
async function webhooksDelivered(orderId: string): Promise<void> {
  let log: { event: string; status: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sandboxUrl()}/checkout/webhooks?order_id=${orderId}`);
        log = (await res.json()) as { event: string; status: string }[];
        return log.length > 0 && log.every((entry) => entry.status !== 'pending');
      },
      { timeout: PAGE_WAIT_MS },
    )
    .toBe(true);
  expect(log.map((entry) => entry.status)).toEqual(log.map(() => 'delivered'));
}

let utrCounter = 0;
/** UTRs are unique across every customer while pending or approved. */
const uniqueUtr = () => `UTR${Date.now()}${String((utrCounter += 1)).padStart(3, '0')}`;

/** An offline request sent straight to the API, as another device would. */
async function apiRequestMoney(token: string, amount: string, transactionNo: string) {
  const form = new FormData();
  const fields = {
    paymentType: 'NEFT',
    amount,
    company_bank_name: 'ICICI Bank',
    company_acc_number: '041205004512',
    paymentDate: new Date().toISOString().slice(0, 10),
    userBank: 'Axis Bank',
    userAccNo: '1234567890',
    transactionNo,
    remark: 'Paid by NEFT',
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('slipImage', new Blob([await png(40, 30, '#88aa33')], { type: 'image/png' }), 's.png');
  const { status, json } = await api('user/requstMoney', { body: form, token });
  expect(status, JSON.stringify(json)).toBe(200);
}

describe('wallet', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;
  /** The offline request made through the form, approved later. */
  const offline = { utr: uniqueUtr(), amount: '1000' };

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Asha Verma')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const balanceShown = () => page.getByTestId('wallet-balance');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const checkout = () => page.frameLocator('iframe[title="Kosh test checkout (sandbox)"]');
  const dialog = () => page.getByRole('dialog', { name: 'Add money online' });

  /** Opens the online modal, fills the amount and presses Pay Now; resolves to the order id. */
  async function startOnlineTopUp(amount: string): Promise<string> {
    await page.getByRole('button', { name: 'Online Top Up' }).click();
    await dialog().getByLabel('Amount', { exact: true }).fill(amount);
    const order = page.waitForResponse((r) => r.url().endsWith('/api/payment/CreateOrder'));
    await dialog().getByRole('button', { name: 'Pay Now' }).click();
    const response = await order;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const json = (await response.json()) as { data: { id: string } };
    await dialog().waitFor({ state: 'detached' });
    return json.data.id;
  }

  it('adds money online through the gateway checkout, and the balance rises exactly once', async () => {
    await logInAt(page, '/pay-wallet', customer);
    await page.getByRole('heading', { name: 'Add Money to Wallet', level: 1 }).waitFor();
    await expect.poll(() => balanceShown().textContent()).toBe('₹0.00');
    await page.getByText('RBI wallet limits').waitFor();
    await expectAccessible(page);

    // The modal: filled in from the profile where it can be, validated as docs/product-1.md §5 says.
    await page.getByRole('button', { name: 'Online Top Up' }).click();
    await dialog().waitFor();
    await expect
      .poll(() => dialog().getByLabel('Name', { exact: true }).inputValue())
      .toBe(customer.name);
    expect(await dialog().getByLabel('Phone number', { exact: true }).inputValue()).toBe(
      customer.mobile,
    );
    expect(await dialog().getByLabel('Email', { exact: true }).inputValue()).toBe(
      `c${customer.mobile}@example.com`,
    );
    await dialog().getByLabel('Name', { exact: true }).fill('A');
    await dialog().getByLabel('Email', { exact: true }).fill('asha@');
    await dialog().getByLabel('Phone number', { exact: true }).fill('98765');
    await dialog().getByRole('button', { name: 'Pay Now' }).click();
    await dialog().getByText('Enter the amount').waitFor();
    await dialog().getByText('Name is required').waitFor();
    await dialog().getByText('Enter a valid email address').waitFor();
    await dialog().getByText('Phone number must be exactly 10 digits').waitFor();
    await dialog().getByLabel('Amount', { exact: true }).fill('0.5');
    await dialog().getByText('Enter an amount of at least ₹1').waitFor();
    await expectAccessible(page);
    await dialog().getByLabel('Name', { exact: true }).fill(customer.name);
    await dialog().getByLabel('Email', { exact: true }).fill(`c${customer.mobile}@example.com`);
    await dialog().getByLabel('Phone number', { exact: true }).fill(customer.mobile);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });

    const orderId = await startOnlineTopUp('500');
    // The sandbox's checkout page, in Razorpay Checkout's iframe over the app.
    await checkout().getByText('Kosh test checkout (sandbox)').first().waitFor();
    const beforePaying = new Date().toISOString();
    await checkout().getByRole('button', { name: 'Pay ₹500' }).click();

    // One toast, updated in place from step to step (Payment Successful, verified), not three
    // stacked over the header: it ends as the wallet's update, with the payment id.
    const toast = page.locator('[data-sonner-toast]');
    await toast.filter({ hasText: 'Wallet updated successfully!' }).waitFor();
    expect(await toast.count()).toBe(1);
    expect(await toast.textContent()).toMatch(/Payment ID: pay_\w+/);
    await expect.poll(() => balanceShown().textContent()).toBe('₹500.00');
    // The toast leads to the top-up's receipt.
    await toast.getByRole('button', { name: 'View receipt' }).click();
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(/^\/receipt\/[0-9a-f-]{36}$/);
    await page.getByText('₹500.00').first().waitFor();
    await page.goBack();

    // Verify, update and the gateway's webhooks all reported the payment: one credit.
    await webhooksDelivered(orderId);
    expect(await balancePaise(customer.token)).toBe(50_000n);
    await page.reload();
    await expect.poll(() => balanceShown().textContent()).toBe('₹500.00');
    // The gateway's script and checkout frame ran under Kosh's Content-Security-Policy.
    expect(cspViolationsOf(page)).toEqual([]);

    // The credit is texted, as every debit is.
    const texted = await waitForSms(customer.mobile, beforePaying);
    const paymentId =
      /^Kosh: ₹500\.00 added to your wallet by card\. Ref (pay_\w+)\. Balance ₹500\.00\.$/.exec(
        texted.text,
      )?.[1];
    expect(paymentId, texted.text).toBeDefined();

    // All Wallet Requests lists it: online, approved, and with no slip to view (docs/product-1.md §2).
    await page.getByRole('link', { name: 'All Request' }).click();
    await page.getByRole('heading', { name: 'All Wallet Requests', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ hasText: '₹500.00' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Approved');
    await card.getByRole('button', { name: /Show details of request/ }).click();
    await card.getByText('Online · Card', { exact: true }).waitFor();
    await card.getByRole('definition').getByText(paymentId!, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /View slip/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('the ₹10,000 cap’s toast takes the customer to KYC in one tap, over the open sheet', async () => {
    const newcomer = await createCustomer('Kiran Shah');
    await logInAt(page, '/pay-wallet', newcomer);
    await page.getByRole('button', { name: 'Online Top Up' }).click();
    await dialog().getByLabel('Amount', { exact: true }).fill('10001');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/payment/CreateOrder'));
    await dialog().getByRole('button', { name: 'Pay Now' }).click();
    expect((await refused).status()).toBe(422);
    // The sheet stays open behind the toast: one tap on its action is enough.
    await dialog().waitFor();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'A minimum-KYC wallet can hold at most' });
    await toast.getByRole('button', { name: 'Complete KYC' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kyc');
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Nothing modal is left behind: the KYC page takes taps.
    const pan = page.getByRole('tab', { name: /^PAN(,|\s|$)/ });
    await pan.click();
    await expect.poll(() => pan.getAttribute('aria-selected')).toBe('true');
  });

  it('credits nothing for a failed payment, and closing the checkout changes nothing', async () => {
    await logInAt(page, '/pay-wallet', customer);
    await expect.poll(() => balanceShown().textContent()).toBe('₹500.00');

    // Close without paying: nothing happens.
    await startOnlineTopUp('300');
    await checkout().getByRole('button', { name: 'Close' }).click();
    await page.locator('iframe[title="Kosh test checkout (sandbox)"]').waitFor({
      state: 'detached',
    });
    expect(await page.getByRole('alert').filter({ hasText: 'Payment failed' }).count()).toBe(0);
    // …but it is said, calmly: a toast, not an alarm.
    const closed = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Payment cancelled. Nothing was charged and your wallet is unchanged.' });
    await closed.waitFor();
    expect(await closed.getAttribute('data-type')).toBe('info');
    await expectAccessible(page);

    // Fail, then close: the gateway's message is shown and nothing is credited.
    const orderId = await startOnlineTopUp('250');
    await checkout().getByRole('button', { name: 'Fail payment' }).click();
    await checkout().getByText('Payment failed. Try again, or close.').waitFor();
    await checkout().getByRole('button', { name: 'Close' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Nothing was added to your wallet.');
    // The alert takes the place of the attempt's toast, which fades out as the alert comes in:
    // checked once it has gone, or axe measures its half-faded title (color-contrast).
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Payment failed' })
      .waitFor({ state: 'detached' });
    await expectAccessible(page);

    await webhooksDelivered(orderId);
    expect(await balancePaise(customer.token)).toBe(50_000n);
    await page.reload();
    await expect.poll(() => balanceShown().textContent()).toBe('₹500.00');
  });

  it('sends an offline request with its slip, then lists it as Pending', async () => {
    await logInAt(page, '/pay-wallet', customer);
    const amount = field('Amount');
    // Locked until Offline Top Up is pressed.
    expect(await amount.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Offline Top Up' }).click();
    await expect.poll(() => amount.isEnabled()).toBe(true);
    expect(await field('Payment type').inputValue()).toBe('NEFT');

    // The info tooltip is a button described by its text.
    const info = page.getByRole('button', { name: 'About the amount' });
    await info.focus();
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').textContent()).toContain('at least ₹100');

    // Nothing filled: one message for all of it.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill in all required fields.').waitFor();
    // The first wrong field takes the focus.
    await expect
      .poll(() => amount.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectAccessible(page);

    // CashOffice needs no banks, CashBank no user bank; changing the type starts again.
    await amount.fill('500');
    await field('Payment type').selectOption('CashOffice');
    expect(await amount.inputValue()).toBe('');
    for (const label of ['Company bank', 'Company bank account number', 'Your bank'])
      expect(await field(label).isDisabled(), label).toBe(true);
    await field('Payment type').selectOption('CashBank');
    expect(await field('Company bank').isDisabled()).toBe(false);
    expect(await field('Your bank').isDisabled()).toBe(true);
    await field('Payment type').selectOption('NEFT');
    expect(await field('Your bank').isDisabled()).toBe(false);

    // The amount's limits.
    await amount.fill('100001');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Amount should not exceed 1 lakh').waitFor();
    await amount.fill('50');
    await page.getByText('Enter the min amount 100 & max 1 lakh').waitFor();
    await amount.fill(offline.amount);

    // Choosing the company bank fills its account number.
    await field('Company bank').selectOption({ label: 'HDFC Bank' });
    expect(await field('Company bank account number').inputValue()).toBe('50200078451236');
    await field('Your bank').selectOption('State Bank of India');
    await field('Your account number').fill('3012345678');
    await field('Transaction/UTR number').fill(offline.utr);

    // The browser checks the attachment before anything is sent.
    await field('Attachment (payment slip)').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please attach a JPEG, PNG or WebP image.').waitFor();
    // One thing left: it is named.
    await page.getByText('Please fill the Remark field.').waitFor();
    await field('Attachment (payment slip)').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: await png(320, 200, '#3366cc'),
    });
    await field('Remark').fill('NEFT from my savings account');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/requstMoney'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => pathOf(page))
      .toBe('/success/Wallet%20Request%20submitted%20successfully');
    await page.getByText('Wallet Request submitted successfully').waitFor();
    await expectAccessible(page);

    // Nothing is credited until the back office approves it.
    expect(await balancePaise(customer.token)).toBe(50_000n);

    await page.goto('/all-wallet-request');
    await page.getByRole('heading', { name: 'All Wallet Requests', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ hasText: offline.utr });
    await card.waitFor();
    expect(await card.textContent()).toContain('₹1,000.00');
    expect(await card.textContent()).toContain('Pending');
    await expectAccessible(page);

    // The details, and the slip — fetched with the token, shown full screen.
    await card.getByRole('button', { name: /Show details of request/ }).click();
    await card.getByText('HDFC Bank', { exact: true }).waitFor();
    await card.getByText('NEFT from my savings account').waitFor();
    await card.getByRole('button', { name: /View slip/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Payment slip' });
    const image = viewer.getByRole('img', { name: 'The payment slip of this request' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  it('credits the wallet once the back office approves the request', async () => {
    // The back office page (app/admin/wallet-requests-page.tsx) is not routed under /admin yet:
    // the admin decides through the API it calls, and the customer's screens must show it.
    const admin = inject('admin');
    const { token: adminToken } = await apiLogin(admin.mobile, admin.password);
    const { json: list } = await api('admin/wallet-requests?status=0', { token: adminToken });
    const request = (list.data as { id: string; TransactionNo: string }[]).find(
      (r) => r.TransactionNo === offline.utr,
    );
    expect(request).toBeDefined();
    const approved = await api(`admin/wallet-requests/${request?.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    // A second decision is refused, with the reason the page shows.
    const again = await api(`admin/wallet-requests/${request?.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This request was already approved.');

    await logInAt(page, '/pay-wallet', customer);
    await expect.poll(() => balanceShown().textContent()).toBe('₹1,500.00');
    expect(await balancePaise(customer.token)).toBe(1_50_000n);
  });

  it('filters the list by status, pages it, and exports the page shown to Excel and CSV', async () => {
    // Six more requests: two pages at 5 a page.
    const amounts = ['101', '202', '303', '404', '505', '606'];
    for (const value of amounts) await apiRequestMoney(customer.token, value, uniqueUtr());

    await logInAt(page, '/all-wallet-request', customer);
    const cards = page.getByRole('list', { name: /^Wallet requests from/ }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(5);
    // The range shows as dd-mm-yy next to the pickers.
    await page
      .getByText(/^\d{2}-\d{2}-\d{2}$/)
      .first()
      .waitFor();

    // Approved only: the request the admin approved, and the card top-up before it.
    await field('Status').selectOption('Approved');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    // The rows are the answer: no "Data fetched successfully!" toast on top of them.
    await page.waitForTimeout(700);
    expect(await page.getByText('Data fetched successfully!').count()).toBe(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Approved');
    expect(await cards.first().textContent()).toContain('₹1,000.00');
    expect(await cards.nth(1).textContent()).toContain('₹500.00');

    // Rejected: none — the toast says so, and so does an export.
    await field('Status').selectOption('Rejected');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No data available', { exact: true }).waitFor();
    await page.getByText('No requests found').waitFor();
    await page.getByRole('button', { name: 'Export this page to Excel' }).click();
    await page.getByText('No data available for export!').waitFor();
    await expectAccessible(page);

    // All: 8 requests (7 offline, 1 online), 5 a page, newest first.
    await field('Status').selectOption('All');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cards.count()).toBe(5);
    await page.getByText('1–5 of 8').waitFor();
    const shown = async () =>
      (await cards.allTextContents()).map((text) => /₹[\d,]+\.\d{2}/.exec(text)?.[0]);
    const firstPage = await shown();
    expect(firstPage).toEqual(['₹606.00', '₹505.00', '₹404.00', '₹303.00', '₹202.00']);

    // CSV of the page shown.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^wallet-requests-.*\.csv$/);
    const csvText = (await fs.readFile(await csvDownload.path(), 'utf8')).replace(/^\ufeff/, '');
    const csv = Papa.parse<Record<string, string>>(csvText, { header: true, skipEmptyLines: true });
    expect(csv.data.map((row) => row['Sr no.'])).toEqual(['1', '2', '3', '4', '5']);
    expect(csv.data.map((row) => row.Amount)).toEqual(['606', '505', '404', '303', '202']);
    // Dates sort as text: DOE on India's clock to the second, the payment date as given.
    expect(
      csv.data.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row.DOE ?? '')),
    ).toBe(true);
    expect(csv.data.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row['Payment date'] ?? ''))).toBe(
      true,
    );
    expect(csv.data.every((row) => row.Status === 'Pending')).toBe(true);

    // The next page, then Excel of that page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('6–8 of 8').waitFor();
    expect(await shown()).toEqual(['₹101.00', '₹1,000.00', '₹500.00']);
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to Excel' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^wallet-requests-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['Sr no.', 'DOE', 'Amount', 'Status']);
    const cells = [2, 3, 4].map((n) => (sheet?.getRow(n).values as unknown[]).slice(1, 5));
    expect(cells.map((c) => [c[0], c[2], c[3]])).toEqual([
      [6, 101, 'Pending'],
      [7, 1000, 'Approved'],
      [8, 500, 'Approved'],
    ]);
    // A spreadsheet's numbers and dates: rupees with India's grouping, DOE an Excel date.
    expect(sheet?.name).toBe('Wallet requests');
    expect(sheet?.getRow(3).getCell(3).numFmt).toBe('₹#,##,##0.00');
    expect(cells.every((c) => c[1] instanceof Date)).toBe(true);
    expect(sheet?.getRow(2).getCell(2).numFmt).toBe('dd-mm-yyyy hh:mm');

    // 10 a page: everything on one.
    await field('Rows per page').selectOption('10');
    await expect.poll(() => cards.count()).toBe(8);

    // A wide screen gets the table, with the same columns and the expandable row.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table', { name: /^Wallet requests from/ });
    await table.waitFor();
    expect(
      (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim()),
    ).toEqual(['Sr no.', 'DOE', 'Amount', 'Status', 'Action']);
    await table.getByRole('button', { name: 'Show details of request 7' }).click();
    await table.getByText(offline.utr).waitFor();
    await expectAccessible(page);
  });

  it('shows a rejected request with the back office’s remark', async () => {
    const admin = inject('admin');
    const { token: adminToken } = await apiLogin(admin.mobile, admin.password);
    const { json: list } = await api('admin/wallet-requests?status=0', { token: adminToken });
    const mine = (
      list.data as { id: string; Amount: number; customer: { userId: string } }[]
    ).filter((r) => r.customer.userId === customer.userId);
    const target = mine.find((r) => r.Amount === 303);
    expect(target).toBeDefined();
    // The remark is required: the customer is told why.
    const bare = await api(`admin/wallet-requests/${target?.id}/reject`, {
      body: { remark: '' },
      token: adminToken,
    });
    expect(bare.status).toBe(400);
    const rejected = await api(`admin/wallet-requests/${target?.id}/reject`, {
      body: { remark: 'No credit with this UTR on our statement' },
      token: adminToken,
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);

    await logInAt(page, '/all-wallet-request', customer);
    await field('Status').selectOption('Rejected');
    await page.getByRole('button', { name: 'Search' }).click();
    // The search's answer collapses the rows it replaces: open one only once it has come.
    await page.getByRole('button', { name: 'Searching…' }).waitFor({ state: 'detached' });
    const card = page.getByRole('article').filter({ hasText: '₹303.00' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Rejected');
    await card.getByRole('button', { name: /Show details of request/ }).click();
    await card.getByText('No credit with this UTR on our statement').waitFor();
    await expectAccessible(page);
    // Nothing was credited for it.
    expect(await balancePaise(customer.token)).toBe(1_50_000n);
  });
});
