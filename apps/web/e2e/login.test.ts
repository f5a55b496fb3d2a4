import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from './api';
import {
  createCustomer,
  otpFrom,
  pathOf,
  storedToken,
  submitLogin,
  userGetStatus,
  type Customer,
  signOutViaMenu,
} from './accounts';
import { expectAccessible, launchBrowser, newPhonePage, waitForSms } from './browser';

describe('login and logout', () => {
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

  it('asks for the fields on an empty submit, and links to the other account pages', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please fill in' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Please fill in the required fields correctly.');
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await page.getByRole('link', { name: 'Register Now' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await expectAccessible(page);
  });

  it('refuses letters, a first digit 0–5 and an 11th digit as they are typed', async () => {
    await page.goto('/login');
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await mobile.pressSequentially('ab');
    expect(await mobile.inputValue()).toBe('');
    await mobile.pressSequentially('5');
    expect(await mobile.inputValue()).toBe('');
    await mobile.pressSequentially('0');
    expect(await mobile.inputValue()).toBe('');
    await mobile.pressSequentially('6123456789');
    await mobile.pressSequentially('4');
    expect(await mobile.inputValue()).toBe('6123456789');
    await expectAccessible(page);
  });

  it('keeps a pasted number with +91, a 0, spaces or dashes as its ten digits', async () => {
    await page.goto('/login');
    const mobile = page.getByLabel('Mobile number', { exact: true });
    // insertText goes through the browser's editing, as a paste does: a maxLength on the box
    // would cut it before the page saw it.
    for (const pasted of ['+91 98765 12345', '+919876512345', '098765 12345', '98765-12345']) {
      await mobile.fill('');
      await mobile.focus();
      await page.keyboard.insertText(pasted);
      expect(await mobile.inputValue(), pasted).toBe('9876512345');
    }
  });

  it('shows and hides the password', async () => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-Pa55!');
    expect(await password.getAttribute('type')).toBe('password');
    const show = page.getByRole('button', { name: 'Show password' });
    expect(await show.getAttribute('aria-pressed')).toBe('false');
    await show.click();
    expect(await password.getAttribute('type')).toBe('text');
    const hide = page.getByRole('button', { name: 'Hide password' });
    expect(await hide.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await hide.click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('keeps a wrong password on /login with the message', async () => {
    await page.goto('/login');
    await submitLogin(page, customer.mobile, 'Wrong@Pass1');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid mobile number' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid mobile number or password.');
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);
    // Said once: above the button, not again in a toast (sonner loads late: give it time).
    await page.waitForTimeout(700);
    expect(await page.getByText('Invalid mobile number or password.').count()).toBe(1);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    // Gone once the customer edits what was wrong.
    await page.getByLabel('Password', { exact: true }).fill('Another@Pass2');
    await alert.waitFor({ state: 'detached' });
  });

  it('says a refusal in Hindi when the reader chose Hindi: the screen picks it by its code', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill(customer.mobile);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@Pass1');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    // The server answered INVALID_CREDENTIALS with its English; the reader sees the Hindi.
    const alert = page.getByRole('alert').filter({ hasText: 'मोबाइल नंबर या पासवर्ड गलत है।' });
    await alert.waitFor();
    expect(await page.getByText('Invalid mobile number or password.').count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
  });

  it('lets the customer in with a texted OTP while guessers have throttled the number', async () => {
    const target = await createCustomer('Meena Iyer');
    // Wrong passwords from 20 devices: the number's ceiling, so every login to it needs the OTP.
    for (let i = 0; i < 20; i += 1) {
      const guess = await api('user/login', {
        body: { mobileno: target.mobile, password: 'Wrong@Pass1' },
        forwardedFor: `203.0.113.${i + 1}`,
      });
      expect(guess.status).toBe(401);
    }
    await page.goto('/login');
    await submitLogin(page, target.mobile, target.password);
    const alert = page.getByRole('alert').filter({ hasText: 'Too many wrong passwords' });
    await alert.waitFor();
    const otpField = page.getByLabel('OTP sent to your number', { exact: true });
    await otpField.waitFor();
    await page.getByText('this login needs the OTP we have texted to your number').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);

    const sms = await waitForSms(target.mobile);
    expect(sms.text).toContain('login OTP');
    await otpField.fill(otpFrom(sms.text));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: `Hello, ${target.name}` }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).not.toBeNull();
  });

  it('logs in with the right password and lands on home, greeted by name', async () => {
    await page.goto('/login');
    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByText(`ID ${customer.userId}`).waitFor();
    await expectAccessible(page);

    // A logged-in customer who opens /login is sent on, not asked again.
    await page.goto('/login');
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('logs out from home: back on /login, the token is dead and guarded pages need a login', async () => {
    await page.goto('/login');
    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
    const token = await storedToken(page);
    expect(token).toEqual(expect.any(String));
    expect(await userGetStatus(token as string)).toBe(200);

    await signOutViaMenu(page);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await page.getByText('You have been logged out.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);

    expect(await userGetStatus(token as string)).toBe(401);

    await page.goto('/pay-wallet');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});
