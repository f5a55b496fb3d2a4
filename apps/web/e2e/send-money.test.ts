import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { createCustomer, logInAt, otpFrom, pathOf, uniqueMobile, type Customer } from './accounts';
import { api, balancePaise, fundWallet } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot, waitForSms } from './browser';
import { detailValue, enterPaymentPin } from './pay-forms';

/**
 * Send money (RBI's PPI rules): a minimum-KYC wallet is told why it cannot send and shown the way
 * to KYC; a full-KYC wallet sends to a mobile number (the receiver looked up and shown masked, an
 * invite for a number not on Kosh), pays or declines a request for money, and sends to its own
 * bank account or an added one, the payout's status followed until the bank answers; a payout the
 * bank reverses comes back once, and a just-added account is held to ₹10,000 a month.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(0, 26)]!;
/** A person's PAN, unique in the run, never ending in the sandbox's magic 7, 8 or 9. */
const uniquePan = () =>
  `${letter()}${letter()}${letter()}P${letter()}${randomInt(100, 1000)}1${letter()}`;
/** A valid Aadhaar number (Verhoeff-checked) of this run, never the sandbox's magic endings. */
function uniqueAadhaar(): string {
  for (;;) {
    const body = `6${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    const check = verhoeffCheckDigit(body);
    if (check <= 6) return `${body}${check}`;
  }
}
/** A 12-digit account number ending in `tail` (the sandbox's payouts read its last four). */
const accountEnding = (tail: string) => `${randomInt(10_000_000, 100_000_000)}${tail}`;
const KNOWN_IFSC = 'SBIN0000001';

async function expectOk(call: Promise<{ status: number; json: Record<string, unknown> }>) {
  const { status, json } = await call;
  expect(status, JSON.stringify(json)).toBe(200);
  return json;
}

/**
 * Makes a customer's wallet full-KYC the way online KYC does, through the API: personal details,
 * the PAN and the bank account checked with the provider, then Aadhaar with the OTP it texts.
 */
async function makeFullKyc(customer: Customer, account: string): Promise<void> {
  const { token } = customer;
  const states = (await expectOk(api('kyc/getState', { token }))).data as { SId: number }[];
  const state = states[0]!;
  const districts = (await expectOk(api('kyc/getDistrict', { token, body: { state: state.SId } })))
    .data as { id: number }[];
  await expectOk(
    api('kyc/userinsertUser', {
      token,
      body: {
        fname1: customer.name,
        Address1: '12, Gandhi Road, Near the Post Office',
        City1: 'Lucknow',
        State1: state.SId,
        distt1: districts[0]!.id,
        PinCode1: '226001',
        email1: 'send@example.com',
        title1: '',
        EPassword: '',
        pswrd: '',
      },
    }),
  );
  await expectOk(api('onlineKyc/pan', { token, body: { regno: 'x', PanNumber: uniquePan() } }));
  await expectOk(
    api('onlineKyc/bank', {
      token,
      body: {
        regno: 'x',
        beneficiaryAccount: account,
        beneficiaryIFSC: KNOWN_IFSC,
        beneficiaryName: '',
        beneficiaryMobile: '',
      },
    }),
  );
  const asked = new Date(Date.now() - 1000).toISOString();
  const started = await expectOk(
    api('onlineKyc/aadhaar', { token, body: { regno: 'x', AadhaarNumber: uniqueAadhaar() } }),
  );
  const { referenceId } = started.data as { referenceId: string };
  const otp = otpFrom((await waitForSms(customer.mobile, asked)).text);
  await expectOk(api('v1/kyc/aadhaar/verify', { token, body: { referenceId, otp } }));
  const status = await expectOk(api('kyc/getUserKycStatus', { token, body: {} }));
  expect((status.data as { kycLevel: string }).kycLevel).toBe('full');
}

describe('send money', () => {
  let browser: Browser;
  let sender: Customer;
  let receiver: Customer;
  let newcomer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, sender, receiver, newcomer] = await Promise.all([
      launchBrowser(),
      createCustomer('Asha Verma'),
      createCustomer('Ravi Kumar'),
      createCustomer('Meena Iyer'),
    ]);
    await makeFullKyc(sender, accountEnding('1235'));
    await makeFullKyc(receiver, accountEnding('1236'));
    await Promise.all([fundWallet(sender.token, 9_000), fundWallet(receiver.token, 2_000)]);
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context?.close());

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const heading = (name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();

  /** Adds a bank account in the dialog; the sandbox's penny drop names the holder as typed. */
  async function addAccount(accountNumber: string, holder: string) {
    await button('Add bank account').click();
    const add = page.getByRole('dialog', { name: 'Add a bank account' });
    await add.getByLabel('Account number', { exact: true }).fill(accountNumber);
    await add.getByLabel('Account number again', { exact: true }).fill(accountNumber);
    await add.getByLabel('IFSC', { exact: true }).fill(KNOWN_IFSC);
    await add.getByText('State Bank of India', { exact: false }).waitFor();
    await add.getByLabel('Account holder name (optional)', { exact: true }).fill(holder);
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await add.waitFor({ state: 'detached' });
    const named = `Added: the bank says the holder is ${holder.toUpperCase()}.`;
    await page.getByText(named, { exact: true }).waitFor();
  }

  /** Sends the amount to the chosen account, confirmed with the PIN. */
  async function sendToBank(amount: string) {
    await field('Amount').fill(amount);
    await button('Proceed').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer to your bank' });
    await dialog.waitFor();
    await expectAccessible(page);
    await enterPaymentPin(dialog);
  }

  it('tells a minimum-KYC customer why they cannot send, and takes them to KYC', async () => {
    await logInAt(page, '/to-mobile', newcomer);
    await heading('Money Transfer');
    await page.getByRole('alert').filter({ hasText: 'Complete your KYC to send money.' }).waitFor();
    expect(await field('Mobile number').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'send-01-min-kyc');

    await page.goto('/to-self');
    await heading('To Self');
    await page.getByRole('alert').filter({ hasText: 'Complete your KYC to send money.' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Complete KYC' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kyc');

    // The same, in Hindi.
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.goto('/to-mobile');
    await page.getByRole('alert').filter({ hasText: 'पैसे भेजने के लिए अपना KYC पूरा करें।' }).waitFor();
    await page.getByRole('link', { name: 'KYC पूरा करें' }).waitFor();
    await expectAccessible(page);
  });

  it('sends to a mobile number: checks the form, names the receiver, confirms with the PIN', async () => {
    await logInAt(page, '/to-mobile', sender);
    await heading('Money Transfer');
    await field('Mobile number').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-02-form');

    // Nothing filled in: the contract's messages, under their fields.
    await button('Proceed').click();
    await page.getByText('Mobile number is required', { exact: true }).waitFor();
    await page.getByText('Enter an amount to send.', { exact: true }).waitFor();
    expect(await field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    // A number not on Kosh: said, with an SMS invite.
    const stranger = uniqueMobile();
    await field('Mobile number').fill(stranger);
    await page.getByText('This number is not on Kosh yet.', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-03-not-on-kosh');
    await button('Invite by SMS').click();
    await page.getByText(`Invite sent to ${stranger}.`, { exact: true }).waitFor();
    expect((await waitForSms(stranger)).text).toContain('Kosh');

    // The customer's own number.
    await field('Mobile number').fill(sender.mobile);
    await page.getByText('This is your own number.', { exact: false }).waitFor();

    // The receiver, masked, before anything is confirmed.
    await field('Mobile number').fill(receiver.mobile);
    const named = page.getByRole('status').filter({ hasText: 'Sending to ' });
    await named.waitFor();
    expect(await named.textContent()).toMatch(/^Sending to Ravi K\*+$/);
    await field('Note (optional)').fill('Dinner');

    // More than the wallet holds: said in the confirm step, with Add Money instead of the PIN.
    await field('Amount').fill('9500');
    await button('Proceed').click();
    let dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByRole('alert').filter({ hasText: 'Insufficient wallet balance.' }).waitFor();
    await dialog.getByRole('link', { name: 'Add Money' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await field('Amount').fill('500');
    await expectAccessible(page);
    await screenshot(page, 'send-04-receiver');

    const before = [await balancePaise(sender.token), await balancePaise(receiver.token)];
    await button('Proceed').click();
    dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('confirm-amount').textContent()).toBe('₹500.00');
    expect(await detailValue(dialog, 'Note')).toBe('Dinner');
    await expectAccessible(page);
    await screenshot(page, 'send-05-confirm');
    await enterPaymentPin(dialog);

    await page.getByRole('heading', { name: 'Money sent' }).waitFor();
    expect(await detailValue(page, 'Reference')).toMatch(/^KT\d+/);
    expect(await detailValue(page, 'To')).toContain(receiver.mobile);
    await expectAccessible(page);
    await screenshot(page, 'send-06-sent');
    expect(await balancePaise(sender.token)).toBe(before[0]! - 50_000n);
    expect(await balancePaise(receiver.token)).toBe(before[1]! + 50_000n);

    // Send again: an empty form, with the number sent to one tap away.
    await button('Send again').click();
    await page.getByText('Sent to recently', { exact: true }).waitFor();
    await button(receiver.mobile).click();
    expect(await field('Mobile number').inputValue()).toBe(receiver.mobile);
  });

  it('pays one request for money and declines another; the asker sees each settled', async () => {
    for (const amount of [120, 80]) {
      await expectOk(
        api('v1/money-requests', {
          token: receiver.token,
          headers: { 'idempotency-key': crypto.randomUUID() },
          body: { mobile: sender.mobile, amount, note: `For ${amount}` },
        }),
      );
    }
    await logInAt(page, '/to-mobile', sender);
    const owed = (amount: string) =>
      page.getByRole('listitem').filter({ hasText: `asks you for ${amount}` });
    await owed('₹120.00').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-07-requests');

    await owed('₹80.00').getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Request declined.', { exact: true }).waitFor();

    await owed('₹120.00').getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await enterPaymentPin(dialog);
    await page.getByRole('heading', { name: 'Money sent' }).waitFor();
    await button('Done').click();
    await expect.poll(() => pathOf(page)).toBe('/');

    // The asker's screen: both settled, in words.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logInAt(page, '/to-mobile', receiver);
    const asked = (amount: string) =>
      page.getByRole('listitem').filter({ hasText: `for ${amount}` });
    await asked('₹120.00').getByText('Paid', { exact: true }).waitFor();
    await asked('₹80.00').getByText('Declined', { exact: true }).waitFor();
    await expectAccessible(page);

    // Asking in the app: the Request mode of the same form.
    await button('Request').click();
    await field('Mobile number').fill(sender.mobile);
    await page.getByRole('status').filter({ hasText: 'Asking Asha V' }).waitFor();
    await field('Amount').fill('45');
    await button('Request money').click();
    await page.getByText(`Request sent to ${sender.mobile}.`, { exact: true }).waitFor();
    await asked('₹45.00').getByText('Waiting', { exact: true }).waitFor();
  });

  it('sends to the own bank account and to an added one, following each payout', async () => {
    await logInAt(page, '/to-self', sender);
    await heading('To Self');
    await page.getByText('Your account (KYC verified)', { exact: true }).waitFor();
    await page.getByText('This month’s limits', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-08-to-self');

    // Adding an account: the numbers must match, the IFSC's bank named as typed.
    await button('Add bank account').click();
    const add = page.getByRole('dialog', { name: 'Add a bank account' });
    const failing = accountEnding('0000');
    await add.getByLabel('Account number', { exact: true }).fill(failing);
    await add.getByLabel('Account number again', { exact: true }).fill(`${failing.slice(0, -1)}1`);
    await add.getByLabel('IFSC', { exact: true }).fill(KNOWN_IFSC.toLowerCase());
    expect(await add.getByLabel('IFSC', { exact: true }).inputValue()).toBe(KNOWN_IFSC);
    await add.getByText('State Bank of India', { exact: false }).waitFor();
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await add.getByText('The account numbers do not match', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-09-add-account');
    await add.getByLabel('Account number again', { exact: true }).fill(failing);
    await add.getByLabel('Account holder name (optional)', { exact: true }).fill('Kiran Rao');
    await add.getByRole('button', { name: 'Add bank account' }).click();
    await add.waitFor({ state: 'detached' });
    await page
      .getByText('Added: the bank says the holder is KIRAN RAO.', { exact: true })
      .waitFor();
    await page.getByText(/Cooling until .*: ₹10,000 limit applies/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-10-added');

    // To the added account (its bank fails the transfer): the money comes back.
    await sendToBank('100');
    await page
      .getByText('The transfer failed. ₹100.00 is back in your wallet.', { exact: true })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-11-failed');
    await button('Done').click();

    // To the own account, by IMPS: on its way, then sent with the bank's UTR.
    const before = await balancePaise(sender.token);
    await page.getByLabel('Your account (KYC verified)', { exact: false }).check();
    await sendToBank('2000');
    await page.getByText('Sent to the bank.', { exact: true }).waitFor();
    expect(await detailValue(page, 'UTR')).not.toBe('');
    await expectAccessible(page);
    await screenshot(page, 'send-12-processed');
    expect(await balancePaise(sender.token)).toBe(before - 2_00_000n);
    await button('Done').click();

    // Deleting the added account, after a confirm.
    await page.getByRole('button', { name: /^Delete KIRAN RAO/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this bank account?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Bank account deleted.', { exact: true }).waitFor();
    expect(await page.getByText('KIRAN RAO', { exact: false }).count()).toBe(0);
  });

  it('credits a payout the bank reverses back once, in Balance History and on its receipt', async () => {
    await logInAt(page, '/to-self', sender);
    await heading('To Self');
    // An account whose bank takes the money, then returns it (the sandbox's ending 2222).
    await addAccount(accountEnding('2222'), 'Anil Mehta');
    const before = await balancePaise(sender.token);
    await sendToBank('750');
    // The status screen stops at the bank's first answer: sent (or, if it asks late, returned).
    await page
      .getByRole('status')
      .filter({ hasText: /^(Sent to the bank\.|The bank returned the transfer\. .*)$/ })
      .waitFor();
    await expect.poll(() => balancePaise(sender.token)).toBe(before);

    // Balance History: the debit with the bank's UTR, and the money back, once.
    await page.goto('/balancehistory');
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: /^Balance history from/ }).getByRole('article');
    const back = cards.filter({ hasText: 'Bank transfer reversed by the bank' });
    await back.first().waitFor();
    expect(await back.count()).toBe(1);
    expect(await back.textContent()).toContain('••2222');
    expect(await back.textContent()).toContain('+₹750.00');
    const sent = cards.filter({ hasText: /••2222 · UTR KOSH\d{12}/ });
    expect(await sent.count()).toBe(1);
    expect(await sent.textContent()).toContain('−₹750.00');
    expect(await balancePaise(sender.token)).toBe(before);
    await expectAccessible(page);
    await screenshot(page, 'send-13-reversed-history');

    // Its receipt says what happened to the payout.
    await back.getByRole('button', { name: /^Show details of entry/ }).click();
    await back.getByRole('link', { name: /^View receipt/ }).click();
    await page.getByText('Sent, then returned by the bank', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-14-reversed-receipt');
  });

  it('holds a just-added account to ₹10,000 a month, whatever the wallet holds', async () => {
    await fundWallet(sender.token, 5_000);
    const before = await balancePaise(sender.token);
    expect(before).toBeGreaterThan(10_500_00n);
    await logInAt(page, '/to-self', sender);
    await heading('To Self');
    await addAccount(accountEnding('4321'), 'Sunil Das');
    const added = page.getByRole('radio', { name: /^SUNIL DAS/ });
    expect(await added.isChecked()).toBe(true);
    await page
      .locator('label', { hasText: 'SUNIL DAS' })
      .getByText(/Cooling until .*: ₹10,000 limit applies/)
      .waitFor();

    // More than ₹10,000 to it: refused before anything moves, though the wallet covers it.
    await sendToBank('10500');
    await page
      .getByRole('alert')
      .filter({ hasText: 'This is over your monthly sending limit of ₹10,000.' })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'send-15-cooling-limit');
    expect(await balancePaise(sender.token)).toBe(before);
  });
});
