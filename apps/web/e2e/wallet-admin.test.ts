import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, openBackOffice, pathOf, type Customer } from './accounts';
import { api, balancePaise, createOrder, payAtCheckout, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

/**
 * The back office's side of the wallet: offline top-up requests approved and rejected through
 * /admin/wallet-requests, and the bank lists of the offline form kept at /admin/banks — each
 * checked from the customer's side too.
 */

let counter = 0;
/** UTRs are unique across every customer while pending or approved. */
const uniqueUtr = () => `ADM${Date.now()}${String((counter += 1)).padStart(3, '0')}`;

/** An offline request with a 320×200 slip, sent as the customer's phone would (set-up speed). */
async function requestMoney(token: string, amount: string, transactionNo: string) {
  const form = new FormData();
  const fields = {
    paymentType: 'NEFT',
    amount,
    company_bank_name: 'HDFC Bank',
    company_acc_number: '50200078451236',
    paymentDate: new Date().toISOString().slice(0, 10),
    userBank: 'Canara Bank',
    userAccNo: '5566778899',
    transactionNo,
    remark: 'NEFT from my salary account',
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('slipImage', new Blob([await png(320, 200, '#2f6bdb')], { type: 'image/png' }), 's.png');
  const { status, json } = await api('user/requstMoney', { body: form, token });
  expect(status, JSON.stringify(json)).toBe(200);
}

/** Pays an order at the sandbox's gateway and verifies it, as the checkout would do it. */
async function payAndVerify(token: string, orderId: string) {
  const verified = await api('payment/VerifyPayment', {
    token,
    body: await payAtCheckout(orderId),
  });
  return verified.status;
}

describe('wallet back office', () => {
  const admin = inject('admin');
  let browser: Browser;
  let customer: Customer;
  /** The back office's browser, and the customer's phone. */
  let desk: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  let customerPage: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Ravi Shankar')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    [{ context: desk, page }, { context: phone, page: customerPage }] = await Promise.all([
      newPhonePage(browser),
      newPhonePage(browser),
    ]);
  });
  afterEach(() => Promise.all([desk.close(), phone.close()]));

  const filter = (name: string) =>
    page.getByRole('group', { name: 'Show requests' }).getByRole('button', { name, exact: true });
  const requestCard = (utr: string) => page.getByRole('article').filter({ hasText: utr });

  it('approves a pending request after viewing its slip, and the wallet rises exactly once', async () => {
    const utr = uniqueUtr();
    await requestMoney(customer.token, '1200', utr);
    expect(await balancePaise(customer.token)).toBe(0n);

    await openBackOffice(page, admin, 'Wallet requests', 'Wallet requests');
    expect(pathOf(page)).toBe('/admin/wallet-requests');
    // Pending is the default; All and back shows the filter works both ways.
    expect(await filter('Pending').getAttribute('aria-pressed')).toBe('true');
    await filter('All').click();
    await page.getByRole('list', { name: 'All wallet requests, newest first' }).waitFor();
    await filter('Pending').click();
    const pending = page.getByRole('list', { name: 'Pending wallet requests, newest first' });
    const card = pending.getByRole('article').filter({ hasText: utr });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('Ravi Shankar');
    expect(text).toContain(customer.mobile);
    expect(text).toContain('₹1,200.00');
    expect(text).toContain('Pending');
    expect(text).toContain('HDFC Bank · 50200078451236');
    await expectAccessible(page);

    // The slip, fetched with the admin's token and shown full screen.
    await card.getByRole('button', { name: /^View slip/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Payment slip' });
    const image = viewer.getByRole('img');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    expect(await viewer.textContent()).toContain(utr);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // Approve, after saying yes; a double tap on the button still credits once.
    await card.getByRole('button', { name: 'Approve: Ravi Shankar, ₹1,200.00' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByText('₹1,200.00 will be added to Ravi Shankar’s wallet at once.').waitFor();
    await expectAccessible(page);
    const approvals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/approve')) {
        approvals.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).dblclick();
    await page.getByText('Request approved; the wallet was credited.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    expect(approvals.length).toBeGreaterThan(0);
    // Any second send was a retry of the same decision, not a second one.
    expect(new Set(approvals).size).toBe(1);
    expect(approvals[0]).toMatch(/^[0-9a-f-]{36}$/);

    await filter('Approved').click();
    const approved = page
      .getByRole('list', { name: 'Approved wallet requests, newest first' })
      .getByRole('article')
      .filter({ hasText: utr });
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(await approved.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await expectAccessible(page);

    expect(await balancePaise(customer.token)).toBe(1_20_000n);
    // The customer's Add Money header says so too, and keeps saying it.
    await logInAt(customerPage, '/pay-wallet', customer);
    const balance = customerPage.getByTestId('wallet-balance');
    await expect.poll(() => balance.textContent()).toBe('₹1,200.00');
    await customerPage.reload();
    await expect.poll(() => balance.textContent()).toBe('₹1,200.00');
    expect(await balancePaise(customer.token)).toBe(1_20_000n);
  });

  it('rejects a request with a remark, which the customer reads in All Wallet Requests', async () => {
    const utr = uniqueUtr();
    await requestMoney(customer.token, '700', utr);
    const before = await balancePaise(customer.token);

    await openBackOffice(page, admin, 'Wallet requests', 'Wallet requests');
    const card = requestCard(utr);
    await card.getByRole('button', { name: 'Reject: Ravi Shankar, ₹700.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this request?' });
    const remark = dialog.getByLabel('Remark for the customer', { exact: true });
    await remark.waitFor();
    // The remark is required, and said so on the field.
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('A remark is required: tell the customer why.').waitFor();
    expect(await remark.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await remark.fill('No credit with this UTR on our statement');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('Request rejected.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });

    await filter('Rejected').click();
    const rejected = page
      .getByRole('list', { name: 'Rejected wallet requests, newest first' })
      .getByRole('article')
      .filter({ hasText: utr });
    await rejected.getByText('No credit with this UTR on our statement').waitFor();
    expect(await rejected.textContent()).toContain('Rejected');
    await expectAccessible(page);

    await logInAt(customerPage, '/all-wallet-request', customer);
    await customerPage.getByLabel('Status', { exact: true }).selectOption('Rejected');
    await customerPage.getByRole('button', { name: 'Search' }).click();
    const mine = customerPage.getByRole('article').filter({ hasText: '₹700.00' });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Rejected');
    await mine.getByRole('button', { name: /Show details of request/ }).click();
    await mine.getByText('No credit with this UTR on our statement').waitFor();
    await expectAccessible(customerPage);
    expect(await balancePaise(customer.token)).toBe(before);
  });

  it('adds a company account and a customer bank that the offline form offers, until switched off', async () => {
    // A number no earlier run of this file can have left behind: 14 digits from the clock.
    const account = String(Date.now()).slice(-12).padStart(14, '71');
    const accountName = `E2E Trust Bank (A/c …${account.slice(-4)})`;

    await openBackOffice(page, admin, 'Banks', 'Banks');
    expect(pathOf(page)).toBe('/admin/banks');
    const company = page.getByRole('region', { name: 'Company accounts' });
    const customerBanks = page.getByRole('region', { name: 'Customer banks' });
    await company.getByRole('listitem').filter({ hasText: '50200078451236' }).waitFor();
    await customerBanks.getByRole('listitem').filter({ hasText: 'State Bank of India' }).waitFor();
    await expectAccessible(page);

    // The form checks with the contract's rules, then the server refuses a known number.
    await company.getByRole('button', { name: 'Add account' }).click();
    const add = page.getByRole('dialog', { name: 'Add a company account' });
    const field = (label: string) => add.getByLabel(label, { exact: true });
    await add.getByRole('button', { name: 'Add account' }).click();
    await add.getByText('Enter the bank’s name.').waitFor();
    await add.getByText('Enter the account number.').waitFor();
    await field('Bank name').fill('E2E Trust Bank');
    await field('Account number').fill('12345');
    await field('IFSC').fill('UTIB12');
    await add.getByRole('button', { name: 'Add account' }).click();
    await add.getByText('The account number must be 9 to 18 digits.').waitFor();
    await add.getByText(/^Enter an IFSC of 11 characters/).waitFor();
    expect(await field('Account number').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await field('Account number').fill('5020 0078 4512 36');
    await field('IFSC').fill('utib0000123');
    await add.getByRole('button', { name: 'Add account' }).click();
    await add.getByText('Another company account already has this account number.').waitFor();
    expect(await field('Account number').getAttribute('aria-invalid')).toBe('true');
    await field('Account number').fill(account);
    await field('Branch').fill('Connaught Place, New Delhi');
    await add.getByRole('button', { name: 'Add account' }).click();
    await page.getByText(`${accountName} added. Customers can pay into it now.`).waitFor();
    await add.waitFor({ state: 'detached' });
    const item = company.getByRole('listitem').filter({ hasText: account });
    expect(await item.textContent()).toContain('IFSC UTIB0000123 · Connaught Place, New Delhi');
    await expectAccessible(page);

    // A customer bank too; one already there (in any case) is refused on the field.
    await customerBanks.getByRole('button', { name: 'Add bank' }).click();
    const addBank = page.getByRole('dialog', { name: 'Add a customer bank' });
    await addBank.getByLabel('Bank name', { exact: true }).fill('state bank of INDIA');
    await addBank.getByRole('button', { name: 'Add bank' }).click();
    await addBank.getByText('A bank with this name is already in the list.').waitFor();
    await addBank.getByLabel('Bank name', { exact: true }).fill('E2E Co-operative Bank');
    await addBank.getByRole('button', { name: 'Add bank' }).click();
    await page.getByText('E2E Co-operative Bank added to the customers’ list.').waitFor();
    await addBank.waitFor({ state: 'detached' });
    await customerBanks
      .getByRole('listitem')
      .filter({ hasText: 'E2E Co-operative Bank' })
      .waitFor();

    // The customer's offline form offers both; choosing the account fills its number.
    await logInAt(customerPage, '/pay-wallet', customer);
    await customerPage.getByRole('button', { name: 'Offline Top Up' }).click();
    const companyChoice = customerPage.getByLabel('Company bank', { exact: true });
    const userChoice = customerPage.getByLabel('Your bank', { exact: true });
    await expect
      .poll(() => companyChoice.locator('option').allTextContents())
      .toContain('E2E Trust Bank');
    expect(await userChoice.locator('option').allTextContents()).toContain('E2E Co-operative Bank');
    await companyChoice.selectOption({ label: 'E2E Trust Bank' });
    expect(
      await customerPage.getByLabel('Company bank account number', { exact: true }).inputValue(),
    ).toBe(account);

    // Switched off: still listed in the back office, gone from the customer's form.
    const active = item.getByRole('switch', { name: `Active: ${accountName}` });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    await expect.poll(() => active.getAttribute('aria-checked')).toBe('false');
    await page.getByText(`${accountName} is no longer offered to customers.`).waitFor();
    await item.getByText('Not offered to customers').waitFor();
    const bankSwitch = customerBanks
      .getByRole('listitem')
      .filter({ hasText: 'E2E Co-operative Bank' })
      .getByRole('switch', { name: 'Active: E2E Co-operative Bank' });
    await bankSwitch.click();
    await page.getByText('E2E Co-operative Bank is no longer offered to customers.').waitFor();
    await expectAccessible(page);

    await customerPage.reload();
    await customerPage.getByRole('button', { name: 'Offline Top Up' }).click();
    await expect
      .poll(() => companyChoice.locator('option').allTextContents())
      .toContain('HDFC Bank');
    expect(await companyChoice.locator('option').allTextContents()).not.toContain('E2E Trust Bank');
    expect(await userChoice.locator('option').allTextContents()).not.toContain(
      'E2E Co-operative Bank',
    );

    // An edit shows there too: back on, under a new name.
    await item.getByRole('button', { name: `Edit ${accountName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit company account' });
    expect(await edit.getByLabel('Account number', { exact: true }).inputValue()).toBe(account);
    await edit.getByLabel('Bank name', { exact: true }).fill('E2E Trust Bank Ltd');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await item.getByRole('switch', { name: /^Active: E2E Trust Bank Ltd/ }).click();
    await page.getByText(/^E2E Trust Bank Ltd .* is offered to customers again\.$/).waitFor();
    await customerPage.reload();
    await customerPage.getByRole('button', { name: 'Offline Top Up' }).click();
    await expect
      .poll(() => companyChoice.locator('option').allTextContents())
      .toContain('E2E Trust Bank Ltd');
  });
  it('lists online top-ups: one a wallet limit refused shows Refunded with why, one credited shows Credited', async () => {
    // A new minimum-KYC customer holds ₹10,000 at most. Two orders, each fine on its own, are
    // both paid: the second credit would break the limit, so it is refunded at the gateway.
    const payer = await createCustomer('Meera Nair');
    const credited = { orderId: await createOrder(payer.token, 6000) };
    const refused = { orderId: await createOrder(payer.token, 5000) };
    expect(await payAndVerify(payer.token, credited.orderId)).toBe(200);
    expect(await payAndVerify(payer.token, refused.orderId)).toBe(422);
    expect(await balancePaise(payer.token)).toBe(6000_00n);

    await openBackOffice(page, admin, 'Online top-ups', 'Online top-ups');
    const show = (name: string) =>
      page.getByRole('group', { name: 'Show top-ups' }).getByRole('button', { name, exact: true });
    await show('Refunded').click();
    const refundedCard = page.getByRole('article').filter({ hasText: refused.orderId });
    await refundedCard.waitFor();
    const text = (await refundedCard.textContent()) ?? '';
    expect(text).toContain('Meera Nair');
    expect(text).toContain('₹5,000.00');
    expect(text).toContain('A minimum-KYC wallet can hold at most ₹10,000');
    expect(text).toContain('rfnd_');
    expect(text).toContain('Paid by card');
    // Refunded, so nothing to retry.
    expect(await refundedCard.getByRole('button', { name: /retry/i }).count()).toBe(0);
    await expectAccessible(page);

    await show('Credited').click();
    const creditedCard = page.getByRole('article').filter({ hasText: credited.orderId });
    await creditedCard.waitFor();
    expect(await creditedCard.textContent()).toContain('₹6,000.00');
    expect(await page.getByRole('article').filter({ hasText: refused.orderId }).count()).toBe(0);
  });
});
