import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, pathOf, storedToken, submitLogin, type Customer } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

const CONTACT_THANKS = 'Thank you for writing to us. Our team will reply within 2 working days.';
const CONTACT_FAILED = 'Failed to send message. Please try again later.';

/**
 * Opens a page the way a customer does: the menu, then its entry. Home has an "Open menu" button
 * in its header; every other page has "Menu" in the bottom bar.
 */
async function openFromMenu(
  page: Page,
  entry: string,
  names = { opener: 'Open menu', dialog: 'Menu' },
): Promise<void> {
  await page.getByRole('button', { name: names.opener, exact: true }).click();
  const menu = page.getByRole('dialog', { name: names.dialog });
  await menu.getByRole('link', { name: entry, exact: true }).click();
  await menu.waitFor({ state: 'hidden' });
}

const HINDI_MENU = { opener: 'मेन्यू', dialog: 'मेन्यू' };

async function startAtHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
}

describe('content pages: terms, privacy, FAQs, legal downloads, refunds, contact', () => {
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

  it.each([
    ['Terms of Use', '/terms-of-use', 'Who can use Kosh'],
    ['Privacy Policy', '/privacy-policy', 'Your rights under the DPDP Act'],
    ['Return & Refund', '/return-refund', 'Cooling-off cancellation'],
    ['FAQs', '/faqs', 'How do I add money to my Kosh Wallet?'],
    ['Legal Terms', '/legal-terms', 'Rules of Conduct'],
    ['Contact Us', '/contact-us', 'Customer care'],
  ])('opens %s from the menu, with its content, axe-clean', async (entry, path, content) => {
    await startAtHome(page);
    await openFromMenu(page, entry);
    await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(path);
    await page.getByRole('heading', { name: content }).waitFor();
    await page.getByRole('link', { name: 'Close' }).waitFor();
    await expectAccessible(page);
  });

  it('keeps every page readable in dark mode (axe contrast)', async () => {
    await context.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
    const pages = [
      ['/terms-of-use', 'Terms of Use'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/return-refund', 'Return & Refund'],
      ['/faqs', 'FAQs'],
      ['/legal-terms', 'Legal Terms'],
      ['/contact-us', 'Contact Us'],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      if (path === '/faqs') await page.getByRole('button', { name: /My recharge failed/ }).click();
      if (path === '/contact-us') {
        await page.getByLabel('Email', { exact: true }).fill('asha@');
        await page.getByLabel('Name', { exact: true }).click();
        await page.getByText('Enter a valid email address').waitFor();
      }
      await expectAccessible(page);
    }
  });

  it('lists the sections of the terms and jumps to one from the contents', async () => {
    await page.goto('/terms-of-use');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.waitFor();
    const links = contents.getByRole('link');
    expect(await links.count()).toBe(12);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(13);

    await contents.getByRole('link', { name: 'The Kosh Wallet' }).click();
    const heading = page.getByRole('heading', { name: '3. The Kosh Wallet', level: 2 });
    await expect.poll(() => new URL(page.url()).hash).toBe('#wallet');
    const top = () => heading.evaluate((h) => h.getBoundingClientRect().top);
    // Scrolled to the top of the screen, yet below the sticky header (56 px).
    await expect.poll(top).toBeLessThan(200);
    expect(await top()).toBeGreaterThan(56);
    await page.getByText('A minimum-KYC wallet can hold up to ₹10,000').waitFor();
  });

  it('shows the refund policy with its key numbers', async () => {
    await page.goto('/return-refund');
    const glance = page.getByRole('region', { name: 'At a glance' });
    await glance.getByText('Within 7 days').waitFor();
    await glance.getByText('5–7 business days').waitFor();
    expect(await glance.getByText('Within 24 hours').count()).toBe(2);
    await page.getByRole('heading', { name: 'Need a refund?' }).waitFor();
    // A visitor is sent to the contact form; support tickets need a login.
    expect(await page.getByRole('link', { name: 'Raise a support ticket' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  });

  it('opens one FAQ answer at a time, by touch and by keyboard', async () => {
    await page.goto('/faqs');
    await page.getByRole('heading', { name: 'FAQs', level: 1 }).waitFor();
    const questions = page.getByRole('main').getByRole('button');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(10);
    const expanded = () =>
      questions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(Array(10).fill('false'));

    const failed = page.getByRole('button', { name: /My recharge failed/ });
    await failed.click();
    expect(await failed.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: /My recharge failed/ });
    await answer.getByText(/within 24 hours/).waitFor();
    await expectAccessible(page);

    const refund = page.getByRole('button', { name: 'How long does a refund take?' });
    await refund.click();
    expect(await refund.getAttribute('aria-expanded')).toBe('true');
    expect(await failed.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByRole('region', { name: 'How long does a refund take?' })
      .getByText(/5 to 7 business days/)
      .waitFor();
    expect((await expanded()).filter((e) => e === 'true')).toHaveLength(1);

    // The open answer closes again: none left open.
    await refund.click();
    expect(await expanded()).toEqual(Array(10).fill('false'));

    // Keyboard: arrows move between questions, Enter and Space toggle.
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    const kyc = page.getByRole('button', { name: /complete my KYC/ });
    expect(await kyc.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await kyc.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByText('Full KYC (PAN, Aadhaar and a bank account in your name)', { exact: false })
      .waitFor();
    await page.keyboard.press('End');
    const last = questions.last();
    expect(await last.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await last.getAttribute('aria-expanded')).toBe('true');
    expect(await kyc.getAttribute('aria-expanded')).toBe('false');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Write to us' }).click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  });

  it('opens the answer a link points at', async () => {
    await page.goto('/faqs#failed-recharge');
    const failed = page.getByRole('button', { name: /My recharge failed/ });
    await failed.waitFor();
    expect(await failed.getAttribute('aria-expanded')).toBe('true');
  });

  it.each(['rules-of-conduct.pdf', 'terms-and-conditions.pdf', 'terms.pdf'])(
    'downloads %s, a real PDF',
    async (file) => {
      await page.goto('/legal-terms');
      const link = page.getByRole('link', { name: `Download ${file}`, exact: true });
      expect(await link.textContent()).toBe(file);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(file);
      const bytes = await fs.readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(bytes.length).toBeGreaterThan(5_000);
      expect(pathOf(page)).toBe('/legal-terms');
    },
  );

  it('keeps Send disabled until the form is valid, then sends, thanks and clears it', async () => {
    await page.goto('/contact-us');
    const send = page.getByRole('button', { name: 'Send message' });
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const mobile = page.getByLabel('Mobile number', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    // The toll-free line (SUPPORT_PHONE; its default here) dials, with its hours (docs/product-2.md §9).
    const call = page.getByRole('link', { name: '1800 266 5674' });
    expect(await call.getAttribute('href')).toBe('tel:18002665674');
    await page.getByText('10:00 am – 5:00 pm').waitFor();

    await name.fill('Asha Verma');
    await email.fill('asha@');
    await mobile.click();
    expect(await send.isDisabled()).toBe(true);
    await page.getByText('Enter a valid email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // The mobile number refuses letters and a first digit below 6 as they are typed.
    await mobile.pressSequentially('ab4');
    expect(await mobile.inputValue()).toBe('');
    await mobile.pressSequentially('98765');
    await message.click();
    await page.getByText('Mobile number must be exactly 10 digits').waitFor();
    expect(await send.isDisabled()).toBe(true);

    await email.fill('asha.verma@example.com');
    await mobile.fill('9876543210');
    await message.fill('My DTH recharge of ₹299 failed on Monday. When will I get it back?');
    await expect.poll(() => send.isDisabled()).toBe(false);
    expect(await page.getByText('Enter a valid email address').count()).toBe(0);
    await expectAccessible(page);

    // Hold the call a moment so the overlay can be seen.
    await page.route('**/api/contact/addContact', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const request = page.waitForRequest('**/api/contact/addContact');
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Sending your message…' }).waitFor();
    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      mobileNumber: '9876543210',
      Message: 'My DTH recharge of ₹299 failed on Monday. When will I get it back?',
    });
    expect(sent.headers().authorization).toBeUndefined();

    await page.getByText(CONTACT_THANKS).waitFor();
    await page.getByText('Message sent. We will reply to asha.verma@example.com.').waitFor();
    expect(await name.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    expect(await mobile.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);
    // A fresh form shows no errors until it is touched again.
    expect(await page.getByText('Name is required').count()).toBe(0);
    await expectAccessible(page);
    // The thanks is said once, on the page (no toast repeats it), until another message begins.
    await page.waitForTimeout(700);
    expect(await page.getByText(CONTACT_THANKS).count()).toBe(1);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await name.fill('Asha');
    await page.getByText(CONTACT_THANKS).waitFor({ state: 'detached' });
  });

  it('says so when the message cannot be sent, and keeps what was typed', async () => {
    await page.goto('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill('asha.verma@example.com');
    await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.route('**/api/contact/addContact', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: CONTACT_FAILED });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(CONTACT_FAILED);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Hello');
    await expectAccessible(page);
  });

  it('shows the pages in Hindi after the language switch', async () => {
    await startAtHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'हिन्दी' }).click();
    // The menu switches at once; its entries lead to the Hindi pages.
    const menu = page.getByRole('dialog', { name: 'मेन्यू' });
    await menu.getByRole('link', { name: 'उपयोग की शर्तें', exact: true }).click();
    await page.getByRole('heading', { name: 'उपयोग की शर्तें', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/terms-of-use');
    await page.getByRole('navigation', { name: 'इस पेज पर' }).waitFor();
    await page.getByRole('heading', { name: '3. कोश वॉलेट', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expectAccessible(page);

    // The contact form's labels, and the FAQ answers, follow.
    await openFromMenu(page, 'संपर्क करें', HINDI_MENU);
    await page.getByRole('heading', { name: 'संपर्क करें', level: 1 }).waitFor();
    for (const label of ['नाम', 'ईमेल', 'मोबाइल नंबर', 'संदेश']) {
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'संदेश भेजें' }).waitFor();
    await page.getByText('सुबह 10:00 – शाम 5:00').waitFor();
    await page.getByLabel('ईमेल', { exact: true }).fill('asha@');
    await page.getByLabel('नाम', { exact: true }).click();
    await page.getByText('मान्य ईमेल पता दर्ज करें').waitFor();
    await expectAccessible(page);

    await openFromMenu(page, 'अक्सर पूछे जाने वाले प्रश्न', HINDI_MENU);
    await page.getByRole('button', { name: 'रिफ़ंड में कितना समय लगता है?' }).click();
    await page.getByText(/5 से 7 कार्य दिवस/).waitFor();

    await openFromMenu(page, 'कानूनी शर्तें', HINDI_MENU);
    await page.getByRole('heading', { name: 'आचरण के नियम' }).waitFor();
    await page.getByText('ये दस्तावेज़ अंग्रेज़ी में हैं।', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'terms.pdf डाउनलोड करें', exact: true }).waitFor();
  });

  describe('signed in', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await createCustomer('Contact Tester');
    });

    it('sends the message with the token, name, e-mail and mobile filled in', async () => {
      await page.goto('/login');
      await submitLogin(page, customer.mobile, customer.password);
      await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
      await openFromMenu(page, 'Contact Us');
      await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(customer.name);
      const email = page.getByLabel('Email', { exact: true });
      const mobile = page.getByLabel('Mobile number', { exact: true });
      await expect.poll(() => email.inputValue()).toBe(`c${customer.mobile}@example.com`);
      expect(await mobile.inputValue()).toBe(customer.mobile);
      await page.getByRole('link', { name: 'Raise a support ticket' }).waitFor();

      // Filled in, still theirs to change.
      await email.fill('tester@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Please call me about my KYC.');
      const request = page.waitForRequest('**/api/contact/addContact');
      await page.getByRole('button', { name: 'Send message' }).click();
      const token = await storedToken(page);
      expect(token).toEqual(expect.any(String));
      expect((await request).headers().authorization).toBe(`Bearer ${token}`);
      expect((await request).postDataJSON()).toMatchObject({
        name: customer.name,
        email: 'tester@example.com',
        mobileNumber: customer.mobile,
      });
      await page.getByText(CONTACT_THANKS).waitFor();
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(customer.name);
      expect(await mobile.inputValue()).toBe(customer.mobile);
      await expectAccessible(page);
    });
  });
});
