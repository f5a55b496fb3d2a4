import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createCustomer,
  logInAt,
  openBackOffice,
  pathOf,
  uniqueMobile,
  type Customer,
} from './accounts';
import { api, fundWallet } from './api';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';
import { detailValue } from './pay-forms';

/**
 * docs/product-1.md §2–§8: Balance History (signed amounts, the balance after each entry, the range and
 * search, exports of the page), complaints on a successful recharge with the result page and the
 * status, the back office's answer at /admin/complaints, and the complaint links.
 */

/** A Jio prepaid recharge through the API, as the recharge screen makes it. */
async function recharge(token: string, number: string, amount: number) {
  const { status, json } = await api('recharge/mobile', {
    body: { opcode: 'JIO', number, amount },
    token,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data as { orderId: string; status: string };
}

describe('balance history and complaints', () => {
  const admin = inject('admin');
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;
  /** A number the sandbox's operator accepts, and one it refuses (ends in 0000: refunded). */
  const okNumber = uniqueMobile();
  const failNumber = `${uniqueMobile().slice(0, 6)}0000`;
  let okOrder: string;
  let failOrder: string;
  const complaintText = 'The recharge says success but my plan is not active.';
  const answerText = 'Jio confirmed the recharge; your plan is active since 10:05.';

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Meera Nair')]);
    await fundWallet(customer.token, 500);
    const ok = await recharge(customer.token, okNumber, 199);
    expect(ok.status).toBe('Success');
    okOrder = ok.orderId;
    const failed = await recharge(customer.token, failNumber, 49);
    expect(failed.status).toBe('Failure');
    failOrder = failed.orderId;
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const cards = () =>
    page.getByRole('list', { name: /^Balance history from/ }).getByRole('article');
  const amountsShown = async () =>
    (await cards().allTextContents()).map((text) => /[+−]₹[\d,]+\.\d{2}/.exec(text)?.[0]);
  /** The card of entry n (Sr no.), expanded. */
  async function openEntry(n: number): Promise<Locator> {
    const card = cards().nth(n - 1);
    await card.getByRole('button', { name: `Show details of entry ${n}` }).click();
    await card.getByText('Wallet balance').waitFor();
    return card;
  }

  it('lists the top-up, the recharges and the refund with their signs and the balance after each', async () => {
    await logInAt(page, '/balancehistory', customer);
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    await expect.poll(() => cards().count()).toBe(4);
    // Newest first: the refund of the failed recharge, the failed one, the successful one, the top-up.
    expect(await amountsShown()).toEqual(['+₹49.00', '−₹49.00', '−₹199.00', '+₹500.00']);
    const texts = await cards().allTextContents();
    expect(texts[0]).toContain(failNumber);
    expect(texts[0]).toContain('Success');
    expect(texts[1]).toContain(failNumber);
    expect(texts[1]).toContain('Failure');
    expect(texts[2]).toContain(okNumber);
    expect(texts[2]).toContain('Success');
    expect(texts[3]).toContain('Online top-up');
    // Credits are green, debits are not.
    const colour = (n: number) =>
      cards()
        .nth(n)
        .getByText(/^[+−]₹/)
        .evaluate((el) => getComputedStyle(el).color);
    expect(await colour(0)).toBe(await colour(3));
    expect(await colour(1)).not.toBe(await colour(0));
    // The range shows as dd-mm-yy next to the pickers.
    await page
      .getByText(/^\d{2}-\d{2}-\d{2}$/)
      .first()
      .waitFor();
    await expectAccessible(page);

    // The details: the balance after each entry, its ids and code.
    const balances: (string | undefined)[] = [];
    for (const n of [1, 2, 3, 4])
      balances.push(await detailValue(await openEntry(n), 'Wallet balance'));
    expect(balances).toEqual(['₹301.00', '₹252.00', '₹301.00', '₹500.00']);
    const refund = cards().nth(0);
    expect(await detailValue(refund, 'Recharge ID')).toBe(failOrder);
    expect(await detailValue(refund, 'Code')).toBe('WALLET_CREDIT');
    const failed = cards().nth(1);
    expect(await detailValue(failed, 'Code')).toBe('MOBILE_RECHARGE');
    expect(await detailValue(failed, 'Operator')).toBe('Jio');
    expect(await detailValue(cards().nth(2), 'Recharge ID')).toBe(okOrder);
    // A complaint only on the successful recharge (docs/product-1.md §4).
    expect(
      await cards()
        .nth(2)
        .getByRole('button', { name: /complaint/i })
        .count(),
    ).toBe(1);
    for (const n of [0, 1, 3])
      expect(
        await cards()
          .nth(n)
          .getByRole('button', { name: /complaint/i })
          .count(),
        `entry ${n + 1}`,
      ).toBe(0);
    await expectAccessible(page);

    // A wide screen gets the table with the spec's columns.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table', { name: /^Balance history from/ });
    await table.waitFor();
    expect(
      (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim()),
    ).toEqual(['Sr no.', 'Service No.', 'Amount', 'Status', 'Details']);
    await expectAccessible(page);
  });

  it('filters by date and by search, and exports the page shown to CSV and Excel', async () => {
    await logInAt(page, '/balancehistory', customer);
    await expect.poll(() => cards().count()).toBe(4);

    // Yesterday only: nothing — the list says so (no toast: one message per event), and so does
    // an export.
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Kolkata',
    });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    await field('From').fill(yesterday);
    await field('To').fill(yesterday);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No entries found').waitFor();
    expect(await page.getByText('No data available', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Export this page to CSV' }).click();
    await page.getByText('No data available for export!').waitFor();
    await expectAccessible(page);

    // From after to: refused before anything is sent.
    await field('From').fill(today);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('The from date must be on or before the to date.').waitFor();

    // Today, and the failed number: its payment and its refund.
    await field('To').fill(today);
    await field('Number, recharge ID or operator').fill(failNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cards().count()).toBe(2);
    expect(await page.getByText('Data fetched successfully!').count()).toBe(0);
    expect(await amountsShown()).toEqual(['+₹49.00', '−₹49.00']);

    // Everything of today again: all four on the first page (5 a page); CSV of that page.
    await field('Number, recharge ID or operator').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cards().count()).toBe(4);
    await page.getByText('1–4 of 4').waitFor();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^balance-history-.*-page-1\.csv$/);
    const csvText = (await fs.readFile(await csvDownload.path(), 'utf8')).replace(/^\ufeff/, '');
    const csv = Papa.parse<Record<string, string>>(csvText, { header: true, skipEmptyLines: true });
    expect(csv.meta.fields?.slice(0, 5)).toEqual([
      'Sr no.',
      'Service No.',
      'Amount',
      'Status',
      'Wallet balance',
    ]);
    expect(
      csv.data.map((row) => [row['Sr no.'], row['Service No.'], row.Amount, row.Status]),
    ).toEqual([
      ['1', failNumber, '49', 'Success'],
      ['2', failNumber, '-49', 'Failure'],
      ['3', okNumber, '-199', 'Success'],
      ['4', 'Online top-up', '500', 'Success'],
    ]);
    expect(csv.data.map((row) => row['Wallet balance'])).toEqual(['301', '252', '301', '500']);
    expect(csv.data.map((row) => row['Recharge ID']).slice(1, 3)).toEqual([failOrder, okOrder]);
    // Each entry's time, sortable, on India's clock: today there.
    expect(csv.data.every((row) => row.Date?.startsWith(`${today} `))).toBe(true);

    // Excel of the same page.
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this page to Excel' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^balance-history-.*-page-1\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Balance history');
    expect(sheet?.rowCount).toBe(5);
    expect((sheet?.getRow(1).values as unknown[]).slice(1, 6)).toEqual([
      'Sr no.',
      'Service No.',
      'Amount',
      'Status',
      'Wallet balance',
    ]);
    const cells = [2, 3, 4, 5].map((n) => (sheet?.getRow(n).values as unknown[]).slice(1, 6));
    expect(cells).toEqual([
      [1, failNumber, 49, 'Success', 301],
      [2, failNumber, -49, 'Failure', 252],
      [3, okNumber, -199, 'Success', 301],
      [4, 'Online top-up', 500, 'Success', 500],
    ]);
    // Amounts and balances shown as rupees, each entry's time an Excel date of India's today.
    for (const column of [3, 5])
      expect(sheet?.getRow(2).getCell(column).numFmt).toBe('₹#,##,##0.00');
    const when = sheet?.getRow(2).getCell(6);
    expect((when?.value as Date).toISOString().slice(0, 10)).toBe(today);
    expect(when?.numFmt).toBe('dd-mm-yyyy hh:mm');
  });

  it('raises a complaint on the successful recharge, shows the result page, then the status Open', async () => {
    await logInAt(page, '/balancehistory', customer);
    await expect.poll(() => cards().count()).toBe(4);
    // Not on the failed recharge, nor on its refund.
    for (const n of [1, 2]) {
      const card = await openEntry(n);
      expect(await card.getByRole('button', { name: /complain/i }).count()).toBe(0);
    }
    const card = await openEntry(3);
    await card.getByRole('button', { name: 'Raise a complaint on entry 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Complaint' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(okOrder);
    // Nothing written: the spec's alert, nothing sent.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please enter a complaint message.' })
      .waitFor();
    await expectAccessible(page);

    await dialog.getByLabel('Complaint message').fill(complaintText);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Complaint submitted successfully').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/balancehistorycomplaint');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(okOrder);
    await page.getByRole('heading', { name: 'Mobile Recharge', level: 1 }).waitFor();
    const result = page.getByRole('main');
    await result.getByText('Success', { exact: true }).waitFor();
    await result.getByText(okNumber, { exact: true }).waitFor();
    await result.getByText(okOrder, { exact: true }).waitFor();
    await result.getByRole('link', { name: 'Complain' }).waitFor();
    await expectAccessible(page);

    await result.getByRole('button', { name: 'Status' }).click();
    const status = page.getByRole('dialog', { name: 'Complain Status' });
    await status.waitFor();
    await status.getByText('Open', { exact: true }).waitFor();
    await status.getByText(complaintText).waitFor();
    await status.getByText('No answer yet. We will reply here.').waitFor();
    expect(await status.textContent()).toContain('₹199.00');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await status.waitFor({ state: 'detached' });

    // The same recharge cannot be complained about twice: Complain leads to its status.
    await result.getByRole('link', { name: 'Complain' }).click();
    await page.getByRole('heading', { name: 'Complain Box', level: 1 }).waitFor();
    await page
      .getByText('You have already raised a complaint on this recharge. Its status is below.')
      .waitFor();
    await page.getByText('Open', { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('lets the back office answer the complaint in /admin/complaints', async () => {
    // /admin asks for the login, then opens its first page.
    await openBackOffice(page, admin, 'Complaints', 'Complaints');
    expect(pathOf(page)).toBe('/admin/complaints');
    const card = page.getByRole('article').filter({ hasText: okOrder });
    await card.waitFor();
    expect(await card.textContent()).toContain(customer.name);
    expect(await card.textContent()).toContain(complaintText);
    expect(await card.textContent()).toContain('₹199.00');
    expect(await card.textContent()).toContain('Open');
    await expectAccessible(page);

    await card.getByRole('button', { name: /^Answer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer the complaint' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByText('Write the answer to the customer.').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Answer to the customer').fill(answerText);
    expect(await dialog.getByLabel(/^Resolved/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Answer sent.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Answered and resolved: it leaves Open and shows under Resolved with the answer.
    await card.waitFor({ state: 'detached' });
    await page
      .getByRole('group', { name: 'Show complaints' })
      .getByRole('button', { name: 'Resolved', exact: true })
      .click();
    const resolved = page.getByRole('article').filter({ hasText: okOrder });
    await resolved.getByText(answerText).waitFor();
    expect(await resolved.getByRole('button', { name: /^Answer/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows the customer the answer in the status modal and on the complaint links', async () => {
    await logInAt(page, '/balancehistory', customer);
    await expect.poll(() => cards().count()).toBe(4);
    const card = await openEntry(3);
    await card.getByRole('button', { name: 'Complaint status of entry 3' }).click();
    const status = page.getByRole('dialog', { name: 'Complain Status' });
    await status.getByText(answerText).waitFor();
    await status.getByText('Resolved', { exact: true }).waitFor();
    expect(await status.textContent()).toContain(okOrder);
    await expectAccessible(page);
    await status.getByRole('button', { name: 'Close' }).click();
    await status.waitFor({ state: 'detached' });

    // /complainstatusbalancehistory without an id: the successful recharges to choose from.
    await page.goto('/complainstatusbalancehistory');
    await page.getByRole('heading', { name: 'Complain Status', level: 1 }).waitFor();
    const choices = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => choices.count()).toBe(1);
    expect(await choices.textContent()).toContain(okNumber);
    await expectAccessible(page);
    await choices.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orderId')).toBe(okOrder);
    await page.getByText(answerText).waitFor();
    await expectAccessible(page);

    // With the failed recharge's id: no complaint; and Complain Box says why none can be raised.
    await page.goto(`/complainstatusbalancehistory?orderId=${failOrder}`);
    await page.getByText('No complaint found for the given order Id!!.').waitFor();
    await page.getByRole('link', { name: 'Raise a complaint' }).click();
    await page.getByRole('heading', { name: 'Complain Box', level: 1 }).waitFor();
    await page.getByText('A complaint can be raised only on a successful recharge.').waitFor();
    await expectAccessible(page);
    // Someone else's or an unknown id is simply not found.
    await page.goto('/complainbalancehistory?orderId=KR0000000000000000');
    await page.getByText('This recharge was not found in your history.').waitFor();
  });
});
