import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundedJourney } from './journey';
import { logInAt, pathOf } from './accounts';
import { payByApi } from './api';
import { expectAccessible, screenshot } from './browser';
import { chooseCompany, confirmPayment } from './pay-forms';

/**
 * Receipts (docs/receipts.md): from a recharge's success page to its receipt — the references shown,
 * Download giving the PDF — and from a Balance History row; Repeat from a recharge's receipt to its
 * form filled in; in English and Hindi, light and dark, at a phone's size.
 */

/** The text a PDF shows, through poppler's pdftotext; null on a machine without it. */
function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return null;
  }
}

/** A Jio prepaid recharge through the API, as the recharge screen makes it. */
async function recharge(token: string, number: string, amount: number) {
  const { status, json } = await payByApi('recharge/mobile', token, {
    opcode: 'JIO',
    number,
    amount,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data as { orderId: string; status: string };
}

/** How many lines an element's own text runs to (its icon left out). */
const textLines = (element: Locator) =>
  element.evaluate((node) => {
    const tops = new Set<number>();
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** Whether an element shows all of its text: none cut off by an ellipsis or a line clamp. */
const showsAllText = (element: Locator) =>
  element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
  );

describe('receipts', () => {
  const phone = fundedJourney('Asha Rao', 2_000);

  const field = (label: string) => phone.page.getByLabel(label, { exact: true });
  const receiptCard = () => phone.page.getByRole('heading', { level: 2 }).first();

  /** The value shown under a receipt's label. */
  const valueOf = (label: string) =>
    phone.page
      .locator('dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]/span')
      .first()
      .textContent();

  it('recharge → success phone.page → View receipt: the references, then Download gives the PDF', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await chooseCompany(phone.page, 'Operator', 'Tata', 'Tata Play');
    await field('Subscriber ID / mobile number').fill('1234567890');
    await field('Amount').fill('250');
    await phone.page.getByRole('button', { name: 'Proceed to DTH Recharge', exact: true }).click();
    await confirmPayment(phone.page);
    await phone.page.getByText('DTH recharged successfully', { exact: true }).waitFor();
    const orderId = new URL(phone.page.url()).searchParams.get('order') ?? '';
    expect(orderId).toMatch(/^KR\d{16}$/);

    await phone.page.getByRole('link', { name: 'View receipt' }).click();
    await phone.page.getByRole('heading', { name: 'Recharge receipt', level: 2 }).waitFor();
    expect(pathOf(phone.page)).toBe(`/receipt/${orderId}`);
    await phone.page.getByText('Successful', { exact: true }).waitFor();
    await phone.page.getByText('Amount: ₹250.00', { exact: true }).waitFor();
    expect(await valueOf('Kosh order ID')).toBe(orderId);
    expect(await valueOf('Operator transaction ID')).toMatch(/\S+/);
    expect(await valueOf('Mobile')).toBe(`XXXXXX${phone.customer.mobile.slice(-4)}`);
    expect(await valueOf('Date and time')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} IST$/);
    await phone.page.getByRole('button', { name: 'Copy Kosh order ID' }).waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'receipt-en');
    // Customer care's hours read as the PDF prints them (one sentence for both, receipt-wording.ts).
    const care = (await phone.page.getByText(/^Customer care /).textContent()) ?? '';
    expect(care).toMatch(/\(\d{1,2}:\d{2} [ap]m to \d{1,2}:\d{2} [ap]m IST\)/);

    const [download] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`kosh-receipt-${orderId}.pdf`);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    if (text !== null) expect(text.replace(/\s+/g, ' ')).toContain(care);

    // Headless Chromium cannot share files: Share falls back to the same download.
    const [shared] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: 'Share' }).click(),
    ]);
    expect(shared.suggestedFilename()).toBe(`kosh-receipt-${orderId}.pdf`);
  });

  it('from a Balance History row, in dark mode; an unknown id says there is no such receipt', async () => {
    await phone.context.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
    const { orderId } = await recharge(phone.customer.token, '9876512345', 199);
    await logInAt(phone.page, '/balancehistory', phone.customer);
    const card = phone.page
      .getByRole('list', { name: /^Balance history from/ })
      .getByRole('article')
      .first();
    await card.getByRole('button', { name: 'Show details of entry 1' }).click();
    await card.getByRole('link', { name: `View receipt · ${orderId}` }).click();
    await receiptCard().waitFor();
    expect(pathOf(phone.page)).toBe(`/receipt/${orderId}`);
    expect(await valueOf('Kosh order ID')).toBe(orderId);
    expect(await valueOf('Number')).toBe('9876512345');
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'receipt-en-dark');

    await phone.page.goto('/receipt/KR2611290000000000');
    await phone.page.getByRole('heading', { name: 'No such receipt', level: 2 }).waitFor();
    await phone.page.getByRole('alert').getByText('No receipt found for this id.').waitFor();
    await expectAccessible(phone.page);
  });

  it('Repeat on a recharge’s receipt opens the recharge filled in; the actions fit a phone', async () => {
    const { orderId } = await recharge(phone.customer.token, '9876512345', 149);
    await logInAt(phone.page, `/receipt/${orderId}`, phone.customer);
    await phone.page.getByRole('heading', { name: 'Recharge receipt', level: 2 }).waitFor();
    const repeat = phone.page.getByRole('link', { name: 'Repeat', exact: true });
    await repeat.waitFor();
    // Four actions, two to a row at 360px: none reaches past the screen's edge.
    const width = phone.page.viewportSize()?.width ?? 0;
    for (const action of [
      phone.page.getByRole('button', { name: 'Download PDF' }),
      phone.page.getByRole('button', { name: 'Share' }),
      repeat,
      phone.page.getByRole('button', { name: 'Print' }),
    ]) {
      const box = await action.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      // A label on two lines reads as two buttons.
      expect(await textLines(action), (await action.textContent()) ?? undefined).toBe(1);
    }
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(width);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'receipt-repeat', repeat);

    await repeat.click();
    await phone.page.getByRole('heading', { name: 'Mobile Prepaid', level: 1 }).waitFor();
    expect(pathOf(phone.page)).toBe('/mobile-recharge');
    await expect.poll(() => field('Mobile number').inputValue()).toBe('9876512345');
  });

  it('from an All Wallet Requests row: the card top-up’s receipt with the gateway’s payment id', async () => {
    await logInAt(phone.page, '/all-wallet-request', phone.customer);
    // The page's title whole at 360px, on two lines if need be, not cut off with an ellipsis.
    const title = phone.page.getByRole('heading', { name: 'All Wallet Requests', level: 1 });
    expect(await showsAllText(title)).toBe(true);
    // The customer's one online top-up (beforeAll's ₹2,000), approved once credited.
    const card = phone.page.getByRole('article').filter({ hasText: '₹2,000.00' });
    await card.getByRole('button', { name: /^Show details of request/ }).click();
    await card.getByRole('link', { name: /^View receipt/ }).click();
    await phone.page.getByRole('heading', { name: 'Add money receipt', level: 2 }).waitFor();
    expect(pathOf(phone.page)).toMatch(/^\/receipt\/[0-9a-f-]{36}$/);
    expect(await valueOf('Gateway payment ID')).toMatch(/^pay_/);
    // A top-up has no payment to make again.
    await phone.page.getByRole('button', { name: 'Download PDF' }).waitFor();
    expect(await phone.page.getByRole('link', { name: 'Repeat', exact: true }).count()).toBe(0);
    await expectAccessible(phone.page);
  });

  it('in Hindi: the receipt and its PDF', async () => {
    const { orderId } = await recharge(phone.customer.token, '9876512346', 99);
    await logInAt(phone.page, `/receipt/${orderId}`, phone.customer);
    await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'रिचार्ज की रसीद', level: 2 }).waitFor();
    await phone.page.getByText('सफल', { exact: true }).waitFor();
    expect(await valueOf('कोश ऑर्डर आईडी')).toBe(orderId);
    await phone.page.getByRole('link', { name: 'दोहराएँ', exact: true }).waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'receipt-hi');

    const [download] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: 'PDF डाउनलोड करें' }).click(),
    ]);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('NotoSansDevanagari');
  });
});
