import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { apiLogin, api, png } from './api';
import { createCustomer, logInAt, otpFrom, pathOf, type Customer } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage, screenshot, waitForSms } from './browser';

/**
 * docs/product-1.md §2–§9, KYC Verification, as the customer lives it: the online checks from the sidebar
 * to a full-KYC wallet whose higher limit Add Money shows, a name the PAN registry does not
 * match, offline uploads waiting for review (and a rejection's reason), the spec's messages for
 * bad input, Hindi and dark mode. The sandbox's KYC provider answers by the numbers' digits.
 */

/** A valid Aadhaar number (Verhoeff) that ends in a digit the sandbox verifies (0–6), or `last`. */
function aadhaarNumber(seed: number, last?: number): string {
  for (let n = seed; ; n += 1) {
    const eleven = `2${String(n).padStart(10, '0')}`;
    const check = verhoeffCheckDigit(eleven);
    if (last === undefined ? check <= 6 : check === last) return `${eleven}${check}`;
  }
}

/** The same number with a wrong check digit: fails the Verhoeff check. */
const withBadCheck = (aadhaar: string) =>
  `${aadhaar.slice(0, 11)}${(Number(aadhaar.at(-1)) + 1) % 10}`;

/*
 * What this journey verifies online is its own: a PAN or an account approved for one customer is
 * refused for every other (one identity, one wallet), and a retried journey is another customer.
 */
const onlinePan = `ABCPV${randomInt(100, 1000)}${randomInt(1, 7)}F`;
const onlineAccount = `1234${randomInt(1_000_000, 10_000_000)}1`;

/** How the card prints it: "2345 6789 0124". */
const asPrinted = (aadhaar: string) => aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await png(120, 80, colour),
});

/** Personal details straight to the API, for journeys that are about another section. */
async function submitPersonalByApi(customer: Customer): Promise<void> {
  const place = await api('v1/kyc/pincode/110001', { token: customer.token });
  expect(place.status, JSON.stringify(place.json)).toBe(200);
  const { SId, DId } = place.json.data as { SId: number; DId: number };
  const { status, json } = await api('kyc/userinsertUser', {
    token: customer.token,
    body: {
      fname1: customer.name,
      Address1: '12 MG Road, Connaught Place',
      State1: SId,
      distt1: DId,
      PinCode1: '110001',
    },
  });
  expect(status, JSON.stringify(json)).toBe(200);
}

describe('KYC verification (customer)', () => {
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

  const field = (label: string) => page.getByLabel(label, { exact: true });
  // A tab's name is its section, then its status (", Approved").
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}(,|\\s|$)`) });
  const panel = () => page.getByRole('tabpanel');
  // The toasts on screen: not those fading out.
  const toast = () => page.locator('[data-sonner-toast]:not([data-removed="true"])');
  const summary = () => page.getByTestId('kyc-summary');

  async function openTab(name: string) {
    await tab(name).click();
    await expect.poll(() => tab(name).getAttribute('aria-selected')).toBe('true');
  }

  /** A section's stamp says its status in words (the button that shows it larger). */
  const stamp = (status: string) =>
    panel().getByRole('button', { name: `Status: ${status}. Show it larger` });

  async function expectToast(text: string) {
    await toast().filter({ hasText: text }).waitFor();
    // One toast per event: nothing stacked under it.
    await expect.poll(() => toast().count()).toBe(1);
  }

  it('takes a customer from the sidebar through online KYC to a full-KYC wallet', async () => {
    const customer = await createCustomer('Asha Verma');
    await logInAt(page, '/pay-wallet', customer);

    // Before: a minimum-KYC wallet, and a load over ₹10,000 is refused with a way to /kyc.
    const limits = page.getByRole('complementary', { name: 'RBI wallet limits' });
    await limits
      .getByRole('link', { name: 'Complete your KYC to hold up to ₹2,00,000.' })
      .waitFor();
    await page.getByRole('button', { name: 'Online Top Up' }).click();
    const online = page.getByRole('dialog', { name: 'Add money online' });
    await online.getByLabel('Amount', { exact: true }).fill('15000');
    await online.getByRole('button', { name: 'Pay Now' }).click();
    const refused = toast().filter({ hasText: 'A minimum-KYC wallet can hold at most ₹10,000' });
    await refused.waitFor();
    await online.getByRole('button', { name: 'Cancel' }).click();
    await refused.getByRole('button', { name: 'Complete KYC' }).click();
    await expect.poll(() => pathOf(page)).toBe('/kyc');
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();

    // …and the sidebar has the way in too.
    await page.getByRole('link', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'KYC' }).click();
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();
    await expect.poll(() => summary().textContent()).toBe('Complete KYC to hold up to ₹2,00,000');
    expect(await page.getByRole('radio', { name: 'Online KYC' }).isChecked()).toBe(true);
    expect(await tab('Personal').getAttribute('aria-selected')).toBe('true');
    // Prefilled from the account; mobile and user id read-only.
    expect(await field('Name').inputValue()).toBe(customer.name);
    expect(await field('Mobile number').isDisabled()).toBe(true);
    expect(await field('Mobile number').inputValue()).toBe(customer.mobile);
    expect(await field('User ID').isDisabled()).toBe(true);
    expect(await field('User ID').inputValue()).toBe(customer.userId);
    await screenshot(page, 'kyc-01-personal-empty');
    await expectAccessible(page);

    // Bad input: the spec's messages, verbatim (docs/product-1.md §5).
    await field('Name').fill('');
    await field('Pincode').fill('012345');
    await page.getByRole('button', { name: 'Submit details' }).click();
    for (const message of [
      'Enter User Name.!!',
      'Enter Address.!!',
      'Select State.!!',
      'Select Distinct.!!',
      'Invalid Pincode.!!',
    ]) {
      await panel().getByText(message, { exact: true }).waitFor();
    }
    await field('Pincode').fill('');
    await panel().getByText('Please Enter Pincode.!!', { exact: true }).waitFor();
    await screenshot(page, 'kyc-02-personal-errors');
    await expectAccessible(page);

    // A valid pincode fills in the state and district.
    await field('Name').fill(customer.name);
    await field('Address').fill('12 MG Road, Connaught Place');
    await field('Pincode').fill('110001');
    await panel().getByText('Found: New Delhi, Delhi').waitFor();
    await expect
      .poll(() => field('State').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe('Delhi');
    await expect
      .poll(() => field('District').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe('New Delhi');
    const personal = page.waitForResponse((r) => r.url().endsWith('/api/kyc/userinsertUser'));
    await page.getByRole('button', { name: 'Submit details' }).click();
    const personalAnswer = await personal;
    expect(personalAnswer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expectToast('Personal details submitted successfully!!');
    // Waiting for a PAN or Aadhaar check to confirm the name.
    await stamp('Pending').waitFor();
    await panel().getByText('12 MG Road, Connaught Place').waitFor();
    await screenshot(page, 'kyc-03-personal-pending');
    await expectAccessible(page);

    // PAN, online: upper-cased as typed; a company's PAN is refused by format.
    await panel().getByRole('button', { name: 'Next: PAN' }).click();
    await expect.poll(() => tab('PAN').getAttribute('aria-selected')).toBe('true');
    await field('PAN number').fill('abcde1234f');
    expect(await field('PAN number').inputValue()).toBe('ABCDE1234F');
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await panel().getByText('Invalid PAN No.!!', { exact: true }).waitFor();
    await field('PAN number').fill(onlinePan);
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expectToast('Pan details submitted successfully!');
    await stamp('Approved').waitFor();
    await panel().getByText(onlinePan).waitFor();
    await panel().getByText('Checked online').waitFor();
    // The PAN's name matched: the personal details are approved with it.
    await expect.poll(() => tab('Personal').textContent()).toContain('Approved');
    await expectAccessible(page);

    // Bank, online: the IFSC is looked up as soon as it is whole.
    await openTab('Bank');
    await field('Account number').fill(onlineAccount);
    await field('IFSC').fill('hdfc0888888');
    expect(await field('IFSC').inputValue()).toBe('HDFC0888888');
    await panel().getByText('We could not find this IFSC. Please check it.').waitFor();
    await field('IFSC').fill('HDFC0000001');
    await panel().getByText('HDFC Bank').waitFor();
    await page.getByRole('button', { name: 'Verify account' }).click();
    await expectToast('Bank detail updated successfully!');
    await stamp('Approved').waitFor();
    await screenshot(page, 'kyc-04-bank-approved');

    // Aadhaar, online: the number (Verhoeff-checked), then the OTP texted to its mobile.
    const aadhaar = aadhaarNumber(3_456_789_012);
    await openTab('Aadhaar');
    await field('Aadhaar number').fill(withBadCheck(aadhaar));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await panel().getByText('Invalid Aadhar No.!!', { exact: true }).waitFor();
    const asked = new Date().toISOString();
    // Pasted as the card prints it: the spaces go, all twelve digits stay.
    await field('Aadhaar number').fill(asPrinted(aadhaar));
    expect(await field('Aadhaar number').inputValue()).toBe(aadhaar);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await panel()
      .getByText(
        `OTP sent to the mobile number linked with your Aadhaar XXXX XXXX ${aadhaar.slice(-4)}.`,
      )
      .waitFor();
    const sms = await waitForSms(customer.mobile, asked);
    expect(sms.text).toContain('Aadhaar e-KYC');
    const otp = otpFrom(sms.text);
    await field('OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await panel()
      .getByText(/The OTP is not correct\. \d tries left\./)
      .waitFor();
    await screenshot(page, 'kyc-05-aadhaar-otp');
    await expectAccessible(page);
    await field('OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast('Aadhaar detail submitted successfully');
    await stamp('Approved').waitFor();
    // Only ever masked once submitted.
    await panel()
      .getByText(`XXXX XXXX ${aadhaar.slice(-4)}`)
      .waitFor();
    expect(await page.getByText(aadhaar).count()).toBe(0);

    // Full KYC: said on top, and Add Money shows the higher limit without a reload.
    await expect
      .poll(() => summary().textContent())
      .toBe('Full KYC: your wallet can hold up to ₹2,00,000');
    for (const name of ['Personal', 'PAN', 'Bank', 'Aadhaar']) {
      expect(await tab(name).textContent()).toContain('Approved');
    }
    await screenshot(page, 'kyc-06-full');
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    await page.getByRole('heading', { name: 'Add Money to Wallet', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('wallet-kyc-limit').textContent())
      .toBe('Full KYC: your wallet can hold up to ₹2,00,000.');
    expect(await limits.getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: 'Online Top Up' }).click();
    await online.getByLabel('Amount', { exact: true }).fill('15000');
    const order = page.waitForResponse((r) => r.url().endsWith('/api/payment/CreateOrder'));
    await online.getByRole('button', { name: 'Pay Now' }).click();
    expect((await order).status()).toBe(200);
  });

  it("keeps a PAN whose registered name differs for review, and shows the stamp's meaning full screen", async () => {
    const customer = await createCustomer('Kiran Rao');
    await submitPersonalByApi(customer);
    await logInAt(page, '/kyc', customer);
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();
    // It opens where there is something to do: the personal details are sent already.
    await expect.poll(() => tab('PAN').getAttribute('aria-selected')).toBe('true');
    await field('PAN number').fill('ABCPD1239E');
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expectToast(
      'The name on this document does not match your name. We will review it and let you know.',
    );
    await stamp('Pending').waitFor();
    expect(await tab('Personal').textContent()).toContain('Pending');
    // A pending section may be sent again: its form is one tap away.
    const again = panel().getByRole('button', { name: 'Submit again' });
    expect(await again.getAttribute('aria-expanded')).toBe('false');
    await again.click();
    await field('PAN number').waitFor();
    await panel().getByRole('button', { name: 'Keep what I submitted' }).click();
    await expectAccessible(page);

    await stamp('Pending').click();
    const preview = page.getByRole('dialog', { name: 'PAN card: Pending' });
    await preview
      .getByText('Submitted. We are reviewing it and will text you when it is decided.')
      .waitFor();
    await screenshot(page, 'kyc-07-stamp-preview');
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });
    // Focus is back on the stamp that opened it.
    await expect
      .poll(() => stamp('Pending').evaluate((el) => el === document.activeElement))
      .toBe(true);

    // A registry that does not know the PAN, and a provider that is down: said, nothing stored.
    await again.click();
    await field('PAN number').fill('ABCPD0000E');
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expectToast('No PAN was found with this number. Please check it.');
    // Editing the number takes the refusal away.
    await field('PAN number').fill('ABCPD1238E');
    await expect.poll(() => toast().count()).toBe(0);
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await expectToast('Verification is not available right now.');
    await stamp('Pending').waitFor();
  });

  it('uploads PAN, bank and Aadhaar offline for review, shows the photos, and a rejection', async () => {
    const customer = await createCustomer('Meena Iyer');
    await logInAt(page, '/kyc', customer);
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Offline KYC' }).check();

    // PAN: the number and a photo of the card.
    await openTab('PAN');
    await page.getByRole('button', { name: 'Upload PAN' }).click();
    await panel().getByText('Please upload a photo of your PAN card.', { exact: true }).waitFor();
    await field('PAN number').fill('abcpm4321k');
    await field('Photo of your PAN card').setInputFiles(await photo('pan.png', '#c0392b'));
    await panel()
      .getByText(/^Chosen: pan\.png/)
      .waitFor();
    await page.getByRole('button', { name: 'Upload PAN' }).click();
    await expectToast('Pan details submitted successfully!');
    await stamp('Pending').waitFor();
    await panel().getByText('Document uploaded').waitFor();
    // The customer's own photo, behind the token, full screen.
    await panel().getByRole('button', { name: 'View PAN card' }).click();
    const viewer = page.getByRole('dialog', { name: 'PAN card' });
    await viewer.getByRole('img', { name: 'PAN card' }).waitFor();
    expect(
      await viewer
        .getByRole('img', { name: 'PAN card' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, 'kyc-08-pan-photo');
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // Bank: the IFSC names the bank, the rest is typed, with the passbook's photo.
    await openTab('Bank');
    await field('Account number').fill('98765432101');
    await field('IFSC').fill('SBIN0000691');
    await expect.poll(() => field('Bank name').inputValue()).toBe('State Bank of India');
    await field('Branch').fill('Connaught Place');
    await field('Account type').selectOption('SAVING A/C');
    await field('Photo of your passbook or a cancelled cheque').setInputFiles(
      await photo('passbook.png', '#2980b9'),
    );
    await page.getByRole('button', { name: 'Upload bank details' }).click();
    await expectToast('Bank detail updated successfully!');
    await stamp('Pending').waitFor();
    await panel().getByText('SAVING A/C').waitFor();

    // Aadhaar: both sides.
    const aadhaar = aadhaarNumber(4_567_890_123);
    await openTab('Aadhaar');
    await field('Aadhaar number').fill(asPrinted(aadhaar));
    expect(await field('Aadhaar number').inputValue()).toBe(aadhaar);
    await field('Front of your Aadhaar card').setInputFiles(await photo('front.png', '#27ae60'));
    await page.getByRole('button', { name: 'Upload Aadhaar' }).click();
    await panel()
      .getByText('Please upload the back of your Aadhaar card.', { exact: true })
      .waitFor();
    await screenshot(page, 'kyc-09-aadhaar-offline-error');
    await expectAccessible(page);
    await field('Back of your Aadhaar card').setInputFiles(await photo('back.png', '#8e44ad'));
    await page.getByRole('button', { name: 'Upload Aadhaar' }).click();
    await expectToast('Aadhaar detail submitted successfully');
    await stamp('Pending').waitFor();
    await panel()
      .getByText(`XXXX XXXX ${aadhaar.slice(-4)}`)
      .waitFor();
    await panel().getByRole('button', { name: 'View Aadhaar front' }).waitFor();
    await panel().getByRole('button', { name: 'View Aadhaar back' }).click();
    await page
      .getByRole('dialog', { name: 'Aadhaar back' })
      .getByRole('img', { name: 'Aadhaar back' })
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'kyc-10-aadhaar-pending');
    await expectAccessible(page);

    // The back office sends the PAN back: the customer sees why, and the form to send it again.
    const admin = inject('admin');
    const { token: adminToken } = await apiLogin(admin.mobile, admin.password);
    const list = await api('admin/kyc?status=pending', { token: adminToken });
    const row = (list.json.data as { userId: string; mobile: string }[]).find(
      (r) => r.mobile === customer.mobile,
    );
    expect(row, JSON.stringify(list.json)).toBeDefined();
    const rejected = await api(`admin/kyc/${row!.userId}/pan/reject`, {
      token: adminToken,
      body: { reason: 'The photo is blurred: please upload a clearer one.' },
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    await page.reload();
    await openTab('PAN');
    await stamp('Rejected').waitFor();
    await panel().getByText('The photo is blurred: please upload a clearer one.').waitFor();
    expect(await tab('PAN').textContent()).toContain('Rejected');
    // Online is the default again; the photo can be sent again offline.
    await page.getByRole('button', { name: 'Verify PAN' }).waitFor();
    await page.getByRole('radio', { name: 'Offline KYC' }).check();
    await page.getByRole('button', { name: 'Upload PAN' }).waitFor();
    await screenshot(page, 'kyc-11-pan-rejected');
    await expectAccessible(page);

    // The stamps in dark mode.
    await page.evaluate(() => localStorage.setItem('kosh.darkMode', '1'));
    await page.reload();
    await openTab('Aadhaar');
    await stamp('Pending').waitFor();
    await screenshot(page, 'kyc-14-dark-pending', stamp('Pending'));
    await openTab('PAN');
    await stamp('Rejected').waitFor();
    await screenshot(page, 'kyc-15-dark-rejected', stamp('Rejected'));
    await expectAccessible(page);
  });

  it('reads in Hindi and in dark mode', async () => {
    const customer = await createCustomer('Ravi Kumar');
    await logInAt(page, '/kyc', customer);
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'KYC सत्यापन', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'ऑनलाइन KYC' }).waitFor();
    await tab('निजी').waitFor();
    await field('नाम').fill('');
    await page.getByRole('button', { name: 'विवरण जमा करें' }).click();
    // The spec's message, in Hindi from its code.
    await panel().getByText('उपयोगकर्ता का नाम दर्ज करें।!!', { exact: true }).waitFor();
    await screenshot(page, 'kyc-12-hindi');
    await expectAccessible(page);

    await page.evaluate(() => {
      localStorage.setItem('kosh.language', 'en');
      localStorage.setItem('kosh.darkMode', '1');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'KYC Verification', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(page, 'kyc-13-dark');
    await expectAccessible(page);

    // Desktop: the same column, centred.
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab('PAN').waitFor();
    await screenshot(page, 'kyc-16-desktop-dark');
    await expectAccessible(page);
  });
});
