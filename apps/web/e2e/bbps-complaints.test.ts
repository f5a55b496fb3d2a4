import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { logInAt, openBackOffice } from './accounts';
import { api, apiLogin } from './api';
import { expectAccessible, newPhonePage, screenshot } from './browser';
import { fundedJourney } from './journey';

/**
 * A bill paid through Bharat BillPay: its BBPS reference in Balance History and on the receipt and
 * its PDF; then a BBPS complaint from the bill's receipt (what went wrong, a few words) to
 * BBPS's complaint id shown there, and the back office's BBPS complaints listing it with its age.
 */
/** The text a PDF shows, through poppler's pdftotext; null on a machine without it. */
function pdfText(pdf: Buffer): string | null {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return null;
  }
}

describe('BBPS complaints', () => {
  const phone = fundedJourney('Meera Iyer', 1_000);
  const admin = inject('admin');

  it('shows the BBPS reference, raises a complaint from the receipt, seen by the back office', async () => {
    const { page, customer } = phone;
    // The e2e server runs no jobs: the catalogue comes in by the back office's sync.
    const login = await apiLogin(admin.mobile, admin.password);
    expect((await api('admin/billers/sync', { method: 'POST', token: login.token! })).status).toBe(
      200,
    );
    const paid = await api('v1/bills/pay', {
      token: customer.token,
      body: { billerId: 'GIVEINDIA', params: { donorMobile: customer.mobile }, amount: 251 },
      headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const { orderId, bbpsRef } = paid.json.data as { orderId: string; bbpsRef: string };

    // Balance History shows the payment with BBPS's reference.
    await logInAt(page, '/balancehistory', customer);
    const row = page
      .getByRole('list', { name: /^Balance history from/ })
      .getByRole('article')
      .filter({ hasText: 'GiveIndia' })
      .first();
    await row.getByRole('button', { name: /^Show details of entry/ }).click();
    await row.getByText('BBPS reference').waitFor();
    await row.getByText(bbpsRef).waitFor();

    // Its receipt gives the reference too, and downloads as a PDF carrying it.
    await page.goto(`/receipt/${orderId}`);
    await page.getByText(bbpsRef).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    if (text !== null) expect(text).toContain(bbpsRef);

    const panel = page.getByRole('region', { name: 'A problem with this bill payment?' });
    await panel.getByRole('button', { name: 'Raise a BBPS complaint' }).click();
    // Nothing chosen: the form says what is missing and sends nothing.
    await panel.getByRole('button', { name: 'Raise complaint' }).click();
    await panel.getByRole('alert').getByText('Choose what went wrong with the payment.').waitFor();
    await panel.getByLabel('The biller has not credited it').check();
    await panel.getByLabel('Tell us more (optional)').fill('GiveIndia sent no receipt');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Raise complaint' }).click();
    await page.getByText('Complaint raised with Bharat BillPay.').waitFor();

    const mine = page.getByRole('region', { name: 'Your complaints on this payment' });
    await mine.getByText('The biller has not credited it').waitFor();
    await mine.getByText('With the biller').waitFor();
    const complaintId = (await mine.getByText(/^CMP[A-Z0-9]{14}$/).textContent()) ?? '';
    expect(complaintId).toMatch(/^CMP/);
    await screenshot(page, 'bbps-complaint-receipt');

    // The back office, on a device of its own.
    const office = await newPhonePage(phone.browser);
    try {
      await openBackOffice(office.page, admin, 'BBPS complaints', 'BBPS complaints');
      const card = office.page.getByRole('listitem').filter({ hasText: complaintId });
      await card.getByText('Paid, not credited by the biller').waitFor();
      await card.getByText('GiveIndia sent no receipt').waitFor();
      await card.getByText(bbpsRef).waitFor();
      await card.getByText(/^0 h \(TAT/).waitFor();
      await expectAccessible(office.page);
      await screenshot(office.page, 'bbps-complaints-admin');
    } finally {
      await office.context.close();
    }
  });
});
