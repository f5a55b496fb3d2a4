import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, pathOf, type Customer } from './accounts';
import { balancePaise, fundWallet } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';
import { addShortfallOnline, chooseCompany, confirmPayment, detailValue } from './pay-forms';

/**
 * docs/product-1.md §2–§9 and docs/product-2.md Postpaid: the six screens that pay from the wallet, each from its home
 * tile to the success page at a phone's size, with the balance falling by exactly the amount paid;
 * and what happens when the operator fails a payment, keeps it pending, or the wallet is short.
 *
 * The sandbox decides by the number (apps/sandbox/README.md): …0000 fails, …1111 stays pending,
 * a service number ending 9999 has no bill. Bill numbers below were chosen for small amounts due,
 * so one minimum-KYC wallet (₹10,000) pays for every journey.
 */

/** "₹1,234.56" → 123456n */
const paiseOf = (text: string): bigint => {
  const match = /₹([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
};

const FUNDS_PAISE = 10_000_00n;

describe('recharges and bills', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Ravi Kumar')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const logIn = () => logInAt(page, '/login', customer, '/');

  /** Logs in, then opens a service from its tile on the home page. */
  async function openFromHome(tile: string, title: string) {
    await logIn();
    await page.getByRole('link', { name: tile, exact: true }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  }

  const field = (label: string) => page.getByLabel(label, { exact: true });
  /** A refused submit puts the focus on its first wrong field (and leaves it there). */
  const focusedOn = (label: string) =>
    expect.poll(() => field(label).evaluate((element) => element === document.activeElement));
  const balanceShown = () => page.getByTestId('wallet-balance');
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  /**
   * A payment that succeeded at once lands on the spec's success page with its receipt under the
   * message — the parts the pending panel shows once a payment settles: number, operator, amount,
   * Kosh's order id (also in the address) and the time it was paid, in India's time.
   */
  async function expectReceipt(
    message: string,
    facts: { number: string; operator: string; amountPaise: bigint },
  ) {
    await page.getByText(message, { exact: true }).waitFor();
    expect(decodeURIComponent(pathOf(page))).toBe(`/success/${message}`);
    const steps = page.getByRole('list', { name: 'Steps of this payment' });
    await steps.getByText(`Confirmed by ${facts.operator}`).waitFor();
    await steps.getByText('Payment complete').waitFor();
    expect(await detailValue(page, 'Number')).toBe(facts.number);
    expect(await detailValue(page, 'Operator')).toBe(facts.operator);
    expect(paiseOf(await detailValue(page, 'Amount'))).toBe(facts.amountPaise);
    const orderId = await detailValue(page, 'Order ID');
    expect(orderId).toMatch(/^KR\d{16}$/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    const paidAt = steps.locator('time').first();
    const instant = new Date((await paidAt.getAttribute('datetime')) ?? '');
    const ist = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(instant);
    expect(await paidAt.textContent()).toBe(ist);
    await page.getByRole('link', { name: 'Go Back To Home' }).waitFor();
    await expectAccessible(page);
  }

  /** The newest toast's text (sonner keeps a few on screen). */
  const toastWith = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  it('offers Add Money when the wallet cannot cover a recharge, and charges nothing', async () => {
    await openFromHome('DTH', 'DTH Recharge');
    await expect.poll(() => balanceShown().textContent()).toBe('₹0.00');
    await chooseCompany(page, 'Operator', 'Tata', 'Tata Play');
    await field('Subscriber ID / mobile number').fill('1234567890');
    await field('Amount').fill('250');
    await button('Proceed to DTH Recharge').click();

    // The confirmation already knows: it says so, and offers Add Money instead of paying.
    const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
    const alert = dialog.getByRole('alert').filter({ hasText: 'Insufficient wallet balance' });
    await alert
      .getByText('Insufficient wallet balance. Please add money to your wallet.')
      .waitFor();
    expect(await dialog.locator('button[type="submit"]').isDisabled()).toBe(true);
    await expectAccessible(page);
    expect(await balancePaise(customer.token)).toBe(0n);

    // Add Money opens on its online sheet, with what the wallet lacks.
    await alert.getByRole('link', { name: 'Add money to your wallet' }).click();
    await page.getByRole('dialog', { name: 'Add money online' }).waitFor();
    expect(pathOf(page)).toBe('/pay-wallet');
  });

  it('Add Money from a recharge the wallet cannot cover comes back to it, filled in', async () => {
    // A customer of its own: this one's balance moves, the file's customer's must not.
    const short = await createCustomer('Asha Rao');
    await logInAt(page, '/dth-recharge', short);
    await chooseCompany(page, 'Operator', 'Tata', 'Tata Play');
    await field('Subscriber ID / mobile number').fill('1234567890');
    await field('Amount').fill('250');
    await button('Proceed to DTH Recharge').click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('link', { name: 'Add money to your wallet' })
      .click();

    // What the wallet lacks is filled in; once it is added, the recharge is one tap away, filled
    // in as it was left.
    await addShortfallOnline(page, '250.00', `r${short.mobile}@example.com`);
    await page.getByText('Money added. Your payment is waiting', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to your payment' }).first().click();
    await page.getByRole('heading', { name: 'DTH Recharge', level: 1 }).waitFor();
    await expect.poll(() => field('Subscriber ID / mobile number').inputValue()).toBe('1234567890');
    expect(await field('Amount').inputValue()).toBe('250');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Operator' }).inputValue())
      .toBe('Tata Play');
    expect(await balancePaise(short.token)).toBe(250_00n);
  });

  it('Fastag: collects what is missing, and the button looks disabled until the form is valid', async () => {
    await openFromHome('Fastag', 'Fastag Recharge');
    const proceed = button('Proceed to Fastag Recharge');
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');

    // Only styled disabled: a press still answers (Playwright must be told to press it anyway).
    await proceed.click({ force: true });
    await toastWith('Please fill in all required fields correctly.').waitFor();
    await page.getByText('Please select operator.').waitFor();
    await page.getByText('Enter a valid vehicle number.').waitFor();
    await page.getByText('Amount is required.').waitFor();
    await focusedOn('Operator').toBe(true);
    await expectAccessible(page);

    await chooseCompany(page, 'Operator', 'ICICI', 'ICICI Bank FASTag');
    // Typed in small letters with a space: taken as capitals, without it.
    await field('Fastag Number').fill('mh 12ab1234');
    expect(await field('Fastag Number').inputValue()).toBe('MH12AB1234');
    await field('Amount').fill('499');
    await proceed.click({ force: true });
    await toastWith('Please fill the Amount field correctly.').waitFor();
    await page.getByText('Amount must be at least ₹500').waitFor();
    await focusedOn('Amount').toBe(true);
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');

    // At most 7 characters in the amount box (docs/product-1.md §9).
    await field('Amount').fill('12345678');
    expect(await field('Amount').inputValue()).toBe('1234567');
    await field('Amount').fill('500');
    await expect.poll(() => proceed.getAttribute('aria-disabled')).toBe(null);
    expect(await balancePaise(customer.token)).toBe(0n);
  });

  it('Fastag: says what is missing beside each field as it is typed, and why the button is grey', async () => {
    await openFromHome('Fastag', 'Fastag Recharge');
    const proceed = button('Proceed to Fastag Recharge');
    const reason = page.getByText('To continue, fill in correctly:', { exact: false });
    expect(await reason.textContent()).toBe(
      'To continue, fill in correctly: Operator, Fastag Number, Amount.',
    );
    // The grey button names its reason to a screen reader too.
    const describedBy = (await proceed.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      await reason.textContent(),
    );
    // Nothing is said under a field before it is typed in.
    expect(await page.getByText('Enter a valid vehicle number.').count()).toBe(0);

    await field('Fastag Number').fill('MH12');
    await page.getByText('Enter a valid vehicle number.').waitFor();
    expect(await field('Fastag Number').getAttribute('aria-invalid')).toBe('true');
    await field('Fastag Number').fill('MH12AB1234');
    await expect.poll(() => page.getByText('Enter a valid vehicle number.').count()).toBe(0);
    await expect
      .poll(() => reason.textContent())
      .toBe('To continue, fill in correctly: Operator, Amount.');

    await field('Amount').fill('499');
    await page.getByText('Amount must be at least ₹500').waitFor();
    await screenshot(page, 'fastag-reasons', proceed);
    await field('Amount').fill('750');
    await expect.poll(() => page.getByText('Amount must be at least ₹500').count()).toBe(0);
    await expect.poll(() => reason.textContent()).toBe('To continue, fill in correctly: Operator.');
    await expectAccessible(page);

    await chooseCompany(page, 'Operator', 'HDFC', 'HDFC Bank FASTag');
    await expect.poll(() => reason.count()).toBe(0);
    expect(await proceed.getAttribute('aria-disabled')).toBe(null);
    expect(await proceed.getAttribute('aria-describedby')).toBe(null);
    // Nothing was pressed, so nothing was toasted.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('Mobile Prepaid: guesses the operator, Plan Types opens on FULLTT, the chosen plan is paid', async () => {
    await fundWallet(customer.token, 10_000);
    await openFromHome('Mobile Recharge', 'Mobile Prepaid');
    await expect.poll(() => balanceShown().textContent()).toBe('₹10,000.00');

    // View Plan checks the number and the operator first.
    await button('View Plan').click();
    await toastWith('Please enter valid mobile no.').waitFor();

    await field('Mobile number').fill('9876512345');
    const operator = page.getByRole('combobox', { name: 'Operator' });
    await expect.poll(() => operator.inputValue()).not.toBe('');
    await expect.poll(() => field('Circle').inputValue()).not.toBe('');
    await page.getByText('Found from the number.', { exact: false }).waitFor();
    // The guess can always be changed by hand.
    await chooseCompany(page, 'Operator', 'Airtel', 'Airtel');
    await expectAccessible(page);

    await button('View Plan').click();
    const dialog = page.getByRole('dialog', { name: 'Plan Types' });
    await dialog.waitFor();
    const tabs = dialog.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await tabs.first().textContent()).toMatch(/^Full Talktime/);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);

    // Another category, then back: the cards follow the tab.
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await tabs.first().click();
    const select = dialog.getByRole('button', { name: /^Select Plan/ }).first();
    const label = (await select.getAttribute('aria-label')) ?? '';
    const pricePaise = paiseOf(label);
    await select.click();
    await dialog.waitFor({ state: 'detached' });

    // The summary replaces View Plan with Recharge Now and Reset.
    expect(paiseOf((await page.getByTestId('plan-price').textContent()) ?? '')).toBe(pricePaise);
    expect(await button('View Plan').count()).toBe(0);
    await button('Reset').waitFor();
    await expectAccessible(page);

    const paid = page.waitForResponse((r) => r.url().endsWith('/api/recharge/mobile'));
    await button('Recharge Now').click();
    await confirmPayment(page);
    const response = await paid;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.request().postDataJSON()).toMatchObject({
      opcode: 'AIRTEL',
      number: '9876512345',
      amount: Number(pricePaise / 100n),
    });
    await expectReceipt('Recharge successful!', {
      number: '9876512345',
      operator: 'Airtel',
      amountPaise: pricePaise,
    });
    await screenshot(page, 'success-receipt-mobile');
    expect(await balancePaise(customer.token)).toBe(FUNDS_PAISE - pricePaise);
  });

  it('Mobile Prepaid: Reset clears the plan, operator and number', async () => {
    await openFromHome('Mobile Recharge', 'Mobile Prepaid');
    await field('Mobile number').fill('9876512345');
    // View Plan wants the operator, which the number's lookup fills in: wait for it, or the click
    // races the lookup (and loses on a busy machine).
    const operator = page.getByRole('combobox', { name: 'Operator' });
    await expect.poll(() => operator.inputValue()).not.toBe('');
    await button('View Plan').click();
    const dialog = page.getByRole('dialog', { name: 'Plan Types' });
    await dialog
      .getByRole('button', { name: /^Select Plan/ })
      .first()
      .click();
    await button('Recharge Now').waitFor();
    await button('Reset').click();
    await button('View Plan').waitFor();
    expect(await field('Mobile number').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Operator' }).inputValue()).toBe('');
  });

  it('a recharge the operator fails shows its message and the money is back', async () => {
    const before = await balancePaise(customer.token);
    await logIn();
    // /plan-offered is a navigation target: it opens Mobile Prepaid with the number filled in.
    await page.goto('/plan-offered?mobileno=9876520000');
    await page.getByRole('heading', { name: 'Mobile Prepaid', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/mobile-recharge');
    expect(await field('Mobile number').inputValue()).toBe('9876520000');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Operator' }).inputValue())
      .not.toBe('');

    await button('View Plan').click();
    await page
      .getByRole('dialog', { name: 'Plan Types' })
      .getByRole('button', { name: /^Select Plan/ })
      .first()
      .click();
    await button('Recharge Now').click();
    await confirmPayment(page);
    const failure = toastWith('has been refunded to your wallet');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Error');
    expect(pathOf(page)).toBe('/mobile-recharge');
    expect(await balancePaise(customer.token)).toBe(before);
    await expect.poll(async () => paiseOf((await balanceShown().textContent()) ?? '')).toBe(before);

    // After the toast has gone, the form still says so, with the failed payment's receipt.
    await page.getByText('Payment failed: money refunded').waitFor();
    await page.getByRole('link', { name: /^View receipt/ }).click();
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    expect(pathOf(page)).toMatch(/^\/receipt\/KR\d{16}$/);
  });

  it('a recharge the operator has not confirmed shows that it is being processed', async () => {
    const before = await balancePaise(customer.token);
    await openFromHome('Mobile Recharge', 'Mobile Prepaid');
    await field('Mobile number').fill('9876521111');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Operator' }).inputValue())
      .not.toBe('');
    await button('View Plan').click();
    const select = page
      .getByRole('dialog', { name: 'Plan Types' })
      .getByRole('button', { name: /^Select Plan/ })
      .first();
    const pricePaise = paiseOf((await select.getAttribute('aria-label')) ?? '');
    await select.click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/recharge/mobile'));
    await button('Recharge Now').click();
    await confirmPayment(page);
    expect((await answer).status()).toBe(202);

    await page.getByRole('heading', { name: 'Payment being processed' }).waitFor();
    await page.getByText('Your mobile recharge is being processed.', { exact: false }).waitFor();
    await page.getByText('9876521111').waitFor();
    await expectAccessible(page);
    // Held while pending: the wallet shows it spent.
    expect(await balancePaise(customer.token)).toBe(before - pricePaise);
    await page.getByRole('link', { name: 'Go Back To Home' }).waitFor();
  });

  it('DTH: from the tile to "DTH recharged successfully", the balance falls by the amount', async () => {
    const before = await balancePaise(customer.token);
    await openFromHome('DTH', 'DTH Recharge');
    await button('Proceed to DTH Recharge').click();
    await toastWith('Please fill in all required fields correctly.').waitFor();
    await focusedOn('Operator').toBe(true);

    await chooseCompany(page, 'Operator', 'Tata', 'Tata Play');
    await field('Subscriber ID / mobile number').fill('12345');
    await field('Amount').fill('250');
    await button('Proceed to DTH Recharge').click();
    await toastWith('Please fill the Valid Number field correctly.').waitFor();
    await focusedOn('Subscriber ID / mobile number').toBe(true);

    await field('Subscriber ID / mobile number').fill('1234567890');
    await button('Proceed to DTH Recharge').click();
    await confirmPayment(page);
    await expectReceipt('DTH recharged successfully', {
      number: '1234567890',
      operator: 'Tata Play',
      amountPaise: 250_00n,
    });
    expect(await balancePaise(customer.token)).toBe(before - 250_00n);
  });

  it('Fastag: from the tile to the success page', async () => {
    const before = await balancePaise(customer.token);
    await openFromHome('Fastag', 'Fastag Recharge');
    await chooseCompany(page, 'Operator', 'HDFC', 'HDFC Bank FASTag');
    await field('Fastag Number').fill('KA01AB1234');
    await field('Amount').fill('500');
    await button('Proceed to Fastag Recharge').click();
    await confirmPayment(page);
    await expectReceipt('Payment successfull!', {
      number: 'KA01AB1234',
      operator: 'HDFC Bank FASTag',
      amountPaise: 500_00n,
    });
    expect(await balancePaise(customer.token)).toBe(before - 500_00n);
  });

  it('Electricity: fetch, the read-only bill with dd/MM/yyyy dates, Reset, then Pay Bill', async () => {
    const before = await balancePaise(customer.token);
    await openFromHome('Electricity', 'Pay Electricity Bill');
    await page.getByRole('heading', { name: 'Fetch Electricity Bill' }).waitFor();
    await button('Fetch Bill Amount').click();
    await toastWith('Please fill out the fields correctly.').waitFor();
    await page.getByText('Mobile Number is required', { exact: true }).waitFor();
    await focusedOn('Service provider').toBe(true);

    await chooseCompany(
      page,
      'Service provider',
      'Bangalore',
      'Bangalore Electricity Supply Company',
    );
    await field('Service No.').fill('1000007919');
    await field('Mobile No.').fill(customer.mobile);
    await button('Fetch Bill Amount').click();
    await page.getByRole('heading', { name: 'Pay Electricity Bill', level: 2 }).waitFor();
    expect(await field('Service number').inputValue()).toBe('1000007919');
    expect(await field('Service provider').inputValue()).toBe(
      'Bangalore Electricity Supply Company',
    );
    expect(await field('Customer name').getAttribute('readonly')).not.toBeNull();
    expect(await field('Bill date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await field('Due date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectAccessible(page);

    // Reset goes back to step 1 with the fields cleared.
    await button('Reset').click();
    await page.getByRole('heading', { name: 'Fetch Electricity Bill' }).waitFor();
    expect(await field('Service No.').inputValue()).toBe('');

    await chooseCompany(
      page,
      'Service provider',
      'Bangalore',
      'Bangalore Electricity Supply Company',
    );
    await field('Service No.').fill('1000007919');
    await field('Mobile No.').fill(customer.mobile);
    await button('Fetch Bill Amount').click();
    const duePaise = paiseOf(await field('Amount').inputValue());
    await button('Pay Bill').click();
    await confirmPayment(page);
    await toastWith('Bill paid successfully').waitFor();
    await expectReceipt('Payment successfull!', {
      number: '1000007919',
      operator: 'Bangalore Electricity Supply Company',
      amountPaise: duePaise,
    });
    expect(await balancePaise(customer.token)).toBe(before - duePaise);
  });

  it('Book Gas: a number with no bill says so; Pay & Book Gas pays the one fetched', async () => {
    const before = await balancePaise(customer.token);
    await openFromHome('Book Gas', 'Book Gas');
    await page.getByRole('heading', { name: 'Fetch Gas Bill' }).waitFor();
    await chooseCompany(page, 'Service provider', 'Indane', 'Indane Gas (Indian Oil)');
    // The gas service number is typed as a mobile number: digits only, 6–9 first.
    await field('Service No.').fill('5876540037');
    expect(await field('Service No.').inputValue()).toBe('');
    await field('Service No.').fill('9876549999');
    await field('Mobile No.').fill(customer.mobile);
    await button('Fetch Bill Amount').click();
    await toastWith('No bill is due for this service number.').waitFor();

    await field('Service No.').fill('9876540037');
    await button('Fetch Bill Amount').click();
    await page.getByRole('heading', { name: 'Pay & Book Gas' }).waitFor();
    const duePaise = paiseOf(await field('Amount').inputValue());
    await button('Pay Bill').click();
    await confirmPayment(page);
    await expectReceipt('Payment successfull!', {
      number: '9876540037',
      operator: 'Indane Gas (Indian Oil)',
      amountPaise: duePaise,
    });
    expect(await balancePaise(customer.token)).toBe(before - duePaise);
  });

  it('Postpaid: a failed payment leaves Pay Bill disabled; another bill is paid', async () => {
    await openFromHome('Postpaid', 'Postpaid Bill');
    await page.getByRole('heading', { name: 'Fetch Bill' }).waitFor();
    await button('Fetch Bill Amount').click();
    await page.getByText('Mobile Number is required.').waitFor();

    const before = await balancePaise(customer.token);
    await chooseCompany(page, 'Operator', 'Jio', 'Jio Postpaid');
    await field('Mobile Number').fill('9612340000');
    await button('Fetch Bill Amount').click();
    await page.getByRole('heading', { name: 'Pay Postpaid Bill' }).waitFor();
    await button('Pay Bill').click();
    await confirmPayment(page);
    await toastWith('has been refunded to your wallet').waitFor();
    // docs/product-2.md §4: after a payment attempt the button stays disabled, even after an error.
    expect(await button('Pay Bill').isDisabled()).toBe(true);
    expect(await balancePaise(customer.token)).toBe(before);
    await expectAccessible(page);

    await button('Reset').click();
    await chooseCompany(page, 'Operator', 'Jio', 'Jio Postpaid');
    await field('Mobile Number').fill('9712341025');
    await button('Fetch Bill Amount').click();
    const duePaise = paiseOf(await field('Amount').inputValue());
    await button('Pay Bill').click();
    await confirmPayment(page);
    await expectReceipt('Payment successfull!', {
      number: '9712341025',
      operator: 'Jio Postpaid',
      amountPaise: duePaise,
    });
    expect(await balancePaise(customer.token)).toBe(before - duePaise);

    // The balance bar on the next pay screen shows what the server has.
    await page.goto('/dth-recharge');
    await expect
      .poll(async () => paiseOf((await balanceShown().textContent()) ?? ''))
      .toBe(before - duePaise);
  });
  // Runs last: the payments made by the journeys above, each found in Balance History.
  it('every service paid above has its row in Balance History, with its code and status', async () => {
    await logIn();
    await page.getByRole('link', { name: 'Balance History', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    await page.getByLabel('Rows per page').selectOption('100');
    const list = page.getByRole('list', { name: /^Balance history from/ });
    await list.waitFor();
    const cardOf = (number: string) =>
      list.getByRole('article').filter({ hasText: number }).filter({ hasText: /−₹/ });
    const expected: [string, string, string][] = [
      ['9876512345', 'MOBILE_RECHARGE', 'Success'],
      ['1234567890', 'DTH_RECHARGE', 'Success'],
      ['KA01AB1234', 'FASTAG_RECHARGE', 'Success'],
      ['1000007919', 'BILL_PAYMENT', 'Success'],
      ['9876540037', 'BILL_PAYMENT', 'Success'],
      ['9712341025', 'BILL_PAYMENT', 'Success'],
      ['9612340000', 'BILL_PAYMENT', 'Failure'],
    ];
    for (const [number, code, status] of expected) {
      const card = cardOf(number).first();
      await card.waitFor();
      expect(await card.textContent(), number).toContain(status);
      await card.getByRole('button', { name: /^Show details of entry/ }).click();
      await card.getByText(code, { exact: true }).waitFor();
    }
    await expectAccessible(page);
  });
});
