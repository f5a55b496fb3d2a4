import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, pathOf, type Customer } from './accounts';
import { api, apiLogin, balancePaise, fundWallet } from './api';
import {
  expectAccessible,
  launchBrowser,
  newPhonePage,
  PAGE_WAIT_MS,
  sandboxUrl,
  screenshot,
} from './browser';
import { confirmPayment, detailValue } from './pay-forms';

/**
 * All bills: any Bharat BillPay biller paid from its catalogue entry — the home tile, the
 * categories and the search across billers, a category's billers, and one form for every biller
 * drawn from its parameters: fetch → pay (exact, part payment, more than the bill), validate →
 * pay, and direct pay; the biller's own refusals under their fields; and a category and biller
 * the aggregator adds while Kosh runs, paid once the catalogue is synced, with no change of code.
 */

/** "₹1,234.50" → 123450n. */
const paiseOf = (shown: string) => BigInt(shown.replace(/[₹,]/g, '').replace('.', ''));
/** 123450n → "1234.50", as typed into an amount box. */
const typedOf = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;

describe('all bills', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const bill = () => page.getByRole('region', { name: 'Your bill' });
  const dialog = () => page.getByRole('dialog', { name: 'Confirm payment' });

  /** A customer of their own for each journey: its loads stay within a small wallet's month. */
  async function customerWith(name: string, rupees: number): Promise<Customer> {
    const customer = await createCustomer(name);
    await fundWallet(customer.token, rupees);
    return customer;
  }

  /** The catalogue brought in from the aggregator now, as the back office's Sync now does. */
  async function syncCatalogue() {
    const synced = await api('admin/billers/sync', { method: 'POST', token: adminToken });
    expect(synced.status, JSON.stringify(synced.json)).toBe(200);
  }

  /** Confirms with the PIN; the success page shows the receipt and the BBPS references. */
  async function payAndSeeReferences(amount: string, payTo: string, number: string) {
    await dialog().waitFor();
    expect(await dialog().getByTestId('confirm-amount').textContent()).toBe(amount);
    expect(await detailValue(dialog(), 'Pay to')).toBe(payTo);
    expect(await detailValue(dialog(), 'Number')).toBe(number);
    await confirmPayment(page);
    await page.getByText('Payment successfull!').waitFor();
    expect(pathOf(page)).toMatch(/^\/success\//);
    await expect
      .poll(() => detailValue(page, 'BBPS reference'), { timeout: PAGE_WAIT_MS })
      .toMatch(/^KB[A-Z0-9]{10}$/);
    expect(await detailValue(page, 'Approval number')).not.toBe('');
    expect(await detailValue(page, 'Amount')).toBe(amount);
    const receipt = page.getByRole('link', { name: /View receipt/ });
    await receipt.waitFor();
    const orderId = new URL(page.url()).searchParams.get('order');
    expect(await receipt.getAttribute('href')).toBe(`/receipt/${orderId}`);
  }

  /** The amount the fetched bill asks, in paise. */
  const billAmount = async () => paiseOf(await detailValue(bill(), 'Bill amount'));

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await apiLogin(admin.mobile, admin.password);
    expect(login.status).toBe(200);
    adminToken = login.token!;
    // The e2e API runs no background jobs: the catalogue comes in when an admin syncs it.
    await syncCatalogue();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('goes from the home tile to a water bill, refuses a bad K Number, fetches and pays it exactly', async () => {
    const customer = await customerWith('Farah Khan', 6_000);
    await logInAt(page, '/reminders', customer);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Recharge & BillPayments' });
    await expect.poll(() => section.getByRole('link').count()).toBe(7);
    await section.getByRole('link', { name: 'All bills' }).click();
    await expect.poll(() => pathOf(page)).toBe('/bills');

    // Every category, each with its count; the search narrows them and finds billers.
    const categories = page.getByRole('list', { name: 'Bill categories' });
    await expect.poll(() => categories.getByRole('listitem').count()).toBeGreaterThanOrEqual(22);
    await expectAccessible(page);
    await screenshot(page, 'all-bills');
    await field('Search bills').fill('jal');
    await page.getByRole('list', { name: 'Billers matching “jal”' }).waitFor();
    await screenshot(page, 'all-bills-search');
    await field('Search bills').fill('water');
    await expect.poll(() => categories.getByRole('listitem').count()).toBe(1);
    await categories.getByRole('link', { name: /Water/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/bills/WATER');
    await page.getByRole('heading', { name: 'Water', level: 1 }).waitFor();

    // Water's billers, each with where it serves; searched within the category.
    const billers = page.getByRole('list', { name: 'Billers of Water' });
    await billers.waitFor();
    await field('Search billers in Water').fill('Delhi Jal');
    await expect.poll(() => billers.getByRole('listitem').count()).toBe(1);
    await billers.getByText('Delhi', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bill-category-water');
    await billers.getByRole('link', { name: /Delhi Jal Board/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/bills/pay/DJB');

    // The biller's own rule, in its words, under its box; nothing is asked of the biller.
    await field('K Number').fill('12345678');
    await button('Fetch bill').click();
    await page.getByText('The K Number must be 10 characters.').waitFor();
    expect(await field('K Number').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-refused');

    await field('K Number').fill('1234567890');
    await button('Fetch bill').click();
    await bill().waitFor();
    for (const label of ['Customer name', 'Due date', 'Bill date', 'Bill number']) {
      expect(await detailValue(bill(), label), label).not.toBe('');
    }
    expect(await detailValue(bill(), 'Bill Period')).not.toBe('');
    expect(await detailValue(bill(), 'Meter Reading')).not.toBe('');
    const due = await billAmount();
    // Exact: the amount is the bill's, not to be changed.
    expect(await field('Amount to pay').getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-fetched', bill());

    // A changed K Number drops the bill fetched for the old one.
    await field('K Number').fill('123456789');
    await bill().waitFor({ state: 'detached' });
    await field('K Number').fill('1234567890');
    await button('Fetch bill').click();
    await bill().waitFor();

    const before = await balancePaise(customer.token);
    const shown = `₹${formatted(due)}`;
    await button(`Pay ${shown}`).click();
    await payAndSeeReferences(shown, 'Delhi Jal Board', '1234567890');
    expect(await balancePaise(customer.token)).toBe(before - due);
    await screenshot(page, 'bill-pay-success');
  });

  it('pays part of a credit card bill, refusing more than the bill', async () => {
    const customer = await customerWith('Rohit Menon', 6_000);
    await logInAt(page, '/bills/pay/HDFCCC', customer);
    await field('Last 4 digits of card').fill('4321');
    await field('Registered Mobile Number').fill('9876543210');
    await button('Fetch bill').click();
    await bill().waitFor();
    const due = await billAmount();
    await page.getByText(/^Part payment allowed, up to ₹/).waitFor();
    expect(await field('Amount to pay').inputValue()).toBe(typedOf(due).replace(/\.00$/, ''));

    await field('Amount to pay').fill(typedOf(due + 1n));
    await button(`Pay ₹${formatted(due + 1n)}`).click();
    const over = page.getByText(`Pay at most the amount due, ₹${formatted(due)}.`);
    await over.waitFor();
    expect(await field('Amount to pay').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-part-refused', over);

    await field('Amount to pay').fill('100');
    await button('Pay ₹100.00').click();
    await payAndSeeReferences('₹100.00', 'HDFC Bank Credit Card', '4321');
  });

  it('pays an insurance premium by policy number and date of birth', async () => {
    const customer = await customerWith('Lakshmi Rao', 6_000);
    await logInAt(page, '/bills/pay/LICINDIA', customer);
    await field('Policy Number').fill('12345678');
    await field('Date of Birth (YYYY-MM-DD)').fill('1985-04-12');
    await button('Fetch bill').click();
    await page.getByText('The Policy Number must be 9 characters.').waitFor();
    await field('Policy Number').fill('123456789');
    await button('Fetch bill').click();
    await bill().waitFor();
    expect(await detailValue(bill(), 'Premium Due Date')).not.toBe('');
    const due = await billAmount();
    await button(`Pay ₹${formatted(due)}`).click();
    await payAndSeeReferences(
      `₹${formatted(due)}`,
      'Life Insurance Corporation of India',
      '123456789',
    );
  });

  it('pays a loan EMI above the bill, refusing less than it', async () => {
    const customer = await customerWith('Vikram Joshi', 7_000);
    await logInAt(page, '/bills/pay/BAJAJFIN', customer);
    await field('Loan Account Number').fill('BFL12345678');
    await button('Fetch bill').click();
    await bill().waitFor();
    const due = await billAmount();
    await page.getByText(/^Pay at least ₹/).waitFor();

    await field('Amount to pay').fill(typedOf(due - 1n));
    await button(`Pay ₹${formatted(due - 1n)}`).click();
    await page.getByText(`Pay at least the amount due, ₹${formatted(due)}.`).waitFor();

    const more = due + 250_00n;
    await field('Amount to pay').fill(typedOf(more));
    await button(`Pay ₹${formatted(more)}`).click();
    await payAndSeeReferences(`₹${formatted(more)}`, 'Bajaj Finance', 'BFL12345678');
  });

  it('gives a donation straight away, any amount, the optional PAN left out', async () => {
    const customer = await customerWith('Anita Desai', 2_000);
    await logInAt(page, '/bills/pay/AKSHAYAPATRA', customer);
    await page.getByText('The Akshaya Patra Foundation').first().waitFor();
    // Nothing to fetch: the amount box is there at once, with the biller's limits.
    await field('Amount to pay').waitFor();
    expect(await button('Fetch bill').count()).toBe(0);
    await field('Donor Mobile Number').fill('98765');
    await field('Amount to pay').fill('501');
    await button('Pay ₹501.00').click();
    await page.getByText('The Donor Mobile Number must be 10 characters.').waitFor();
    await field('Donor Mobile Number').fill('9876543210');
    await button('Pay ₹501.00').click();
    await payAndSeeReferences('₹501.00', 'The Akshaya Patra Foundation', '9876543210');

    // Its receipt's Repeat opens the biller's own form with the donor's number filled in.
    await page.getByRole('link', { name: /View receipt/ }).click();
    await page.getByRole('link', { name: 'Repeat', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/bills/pay/AKSHAYAPATRA');
    await expect.poll(() => field('Donor Mobile Number').inputValue()).toBe('9876543210');
  });

  it('pays a biller the aggregator adds while Kosh runs, once the catalogue is synced', async () => {
    const suffix = String(Date.now()).slice(-6);
    const code = `TEMPLE_${suffix}`;
    const id = `SAIBABA${suffix}`;
    const added = await fetch(`${sandboxUrl()}/aggregator/billers/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, name: `Temple Donations ${suffix}`, nameHi: 'मंदिर दान' }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const biller = await fetch(`${sandboxUrl()}/aggregator/billers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        name: 'Shri Saibaba Sansthan Trust',
        category: code,
        coverage: 'Maharashtra',
        params: [
          {
            name: 'devoteeId',
            label: 'Devotee ID',
            dataType: 'ALPHANUMERIC',
            regex: '^[A-Z]{2}[0-9]{6}$',
            minLength: 8,
            maxLength: 8,
            optional: false,
          },
        ],
        fetchRequirement: 'VALIDATION',
        exactness: 'ANY',
        minAmountPaise: 11_00,
        maxAmountPaise: 50_000_00,
      }),
    });
    expect(biller.status, await biller.clone().text()).toBe(201);
    await syncCatalogue();

    const customer = await customerWith('Sai Prasad', 2_000);
    await logInAt(page, '/reminders', customer);
    await page.goto('/bills');
    await field('Search bills').fill(`Temple Donations ${suffix}`);
    const categories = page.getByRole('list', { name: 'Bill categories' });
    await expect.poll(() => categories.getByRole('listitem').count()).toBe(1);
    await categories.getByText('1 biller').waitFor();
    await categories.getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe(`/bills/${code}`);
    await page
      .getByRole('list', { name: `Billers of Temple Donations ${suffix}` })
      .getByRole('link', { name: /Shri Saibaba Sansthan Trust/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe(`/bills/pay/${id}`);

    // Its own rule, then its flow: the account checked, the holder's name, any amount.
    await field('Devotee ID').fill('sb12');
    await button('Check account').click();
    await page.getByText('The Devotee ID must be 8 characters.').waitFor();
    await field('Devotee ID').fill('SB123456');
    await button('Check account').click();
    const holder = await (async () => {
      await expect.poll(() => detailValue(page, 'Account holder')).not.toBe('');
      return detailValue(page, 'Account holder');
    })();
    expect(holder.length).toBeGreaterThan(1);
    await page.getByText('From ₹11.00 to ₹50,000.00.').waitFor();
    await field('Amount to pay').fill('5');
    await button('Pay ₹5.00').click();
    await page.getByText('This biller takes at least ₹11.00.').waitFor();
    await field('Amount to pay').fill('251');
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-validated');
    await button('Pay ₹251.00').click();
    await payAndSeeReferences('₹251.00', 'Shri Saibaba Sansthan Trust', 'SB123456');
  });

  it('says when there is no account or no bill, refunds a failed payment and follows a pending one', async () => {
    const customer = await customerWith('Neha Kapoor', 9_000);
    await logInAt(page, '/bills/pay/DJB', customer);
    const payBill = () => page.getByRole('button', { name: /^Pay ₹/ });

    await field('K Number').fill('1234560000');
    await button('Fetch bill').click();
    await page.getByText('The biller found no account with these details.').waitFor();
    expect(await field('K Number').getAttribute('aria-invalid')).toBe('true');
    await field('K Number').fill('1234569999');
    await button('Fetch bill').click();
    await page.getByRole('alert').getByText('No bill is due for this account.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-none-due');

    // Failed at the biller: the money comes back, and the form says so with the receipt.
    await field('K Number').fill('1234565555');
    await button('Fetch bill').click();
    await bill().waitFor();
    const before = await balancePaise(customer.token);
    await payBill().click();
    await confirmPayment(page);
    await page.getByText('Payment failed: money refunded').waitFor();
    expect(await balancePaise(customer.token)).toBe(before);
    expect(pathOf(page)).toBe('/bills/pay/DJB');

    // Pending at the biller: followed on screen until it settles.
    await field('K Number').fill('1234566666');
    await button('Fetch bill').click();
    await bill().waitFor();
    await payBill().click();
    await confirmPayment(page);
    await page
      .getByText(/Payment being processed|Payment successful/)
      .first()
      .waitFor();
    await screenshot(page, 'bill-pay-pending');
  });

  it('offers Add Money for a shortfall, coming back to the biller’s form', async () => {
    const customer = await customerWith('Imran Sheikh', 300);
    await logInAt(page, '/bills/pay/AKSHAYAPATRA?number=9876543210', customer);
    expect(await field('Donor Mobile Number').inputValue()).toBe('9876543210');
    await field('Amount to pay').fill('1000');
    await button('Pay ₹1,000.00').click();
    const add = dialog().getByRole('link', { name: 'Add money to your wallet' });
    await add.waitFor();
    const target = new URL((await add.getAttribute('href')) ?? '', 'http://kosh.test');
    expect(target.pathname).toBe('/pay-wallet');
    expect(target.searchParams.get('back')).toBe('/bills/pay/AKSHAYAPATRA?number=9876543210');
  });

  it('says when a category is not there, and reads the categories in Hindi', async () => {
    await page.goto('/bills/NO_SUCH_CATEGORY');
    await page.getByText('This bill category is not available').waitFor();
    await page.getByRole('link', { name: 'All bills' }).click();
    await expect.poll(() => pathOf(page)).toBe('/bills');

    // A search across the categories pages 25 billers at a time.
    const { json } = await api('v1/bills/billers?q=india');
    const total = json.total as number;
    expect(total).toBeGreaterThan(25);
    await page.goto('/bills?q=india');
    const found = page.getByRole('list', { name: 'Billers matching “india”' });
    await expect.poll(() => found.getByRole('listitem').count()).toBe(25);
    await page.getByText(`Showing 25 of ${total}`).waitFor();
    await button('Show more').click();
    await expect.poll(() => found.getByRole('listitem').count()).toBe(Math.min(50, total));
    await expectAccessible(page);

    await page.goto('/bills');
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'सभी बिल', level: 1 }).waitFor();
    const categories = page.getByRole('list', { name: 'बिल श्रेणियाँ' });
    await categories.getByText('पानी', { exact: true }).waitFor();
    await categories.getByText('क्रेडिट कार्ड', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'all-bills-hi');
    await page.getByLabel('बिल खोजें', { exact: true }).fill('बीमा');
    await expect.poll(() => categories.getByRole('listitem').count()).toBe(1);
    await categories.getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe('/bills/INSURANCE');
    await page.getByRole('heading', { name: 'बीमा प्रीमियम', level: 1 }).waitFor();
    await screenshot(page, 'bill-category-hi');

    // A biller's form in Hindi, once logged in (the login form is read in English).
    const customer = await createCustomer('Meena Kumari');
    await page.evaluate(() => localStorage.setItem('kosh.language', 'en'));
    await logInAt(page, '/bills/pay/LICINDIA', customer);
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('button', { name: 'बिल लाएँ', exact: true }).click();
    await page.getByText('Policy Number दर्ज करें।').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bill-pay-hi');
  });
});

/** 123450n → "1,234.50", as the screens show rupees after ₹. */
function formatted(paise: bigint): string {
  return (Number(paise) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
