import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpFrom, PASSWORD, pathOf, storedToken, uniqueMobile, signOutViaMenu } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage, waitForSms } from './browser';

const PASSWORD_RULE =
  'Password must be at least 8 characters long and include an uppercase, a lowercase, number, and a special character.';

describe('sign-up', () => {
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

  it('is reached from login by Register Now', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.getByRole('heading', { name: 'Create your Kosh account' }).waitFor();
    expect(pathOf(page)).toBe('/sign-up');
    await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    await page.getByRole('link', { name: 'Terms of Use' }).waitFor();
    await expectAccessible(page);
  });

  it('shows the rules inline for missing and bad details, without sending anything', async () => {
    await page.goto('/sign-up');
    const sendOtp = page.getByRole('button', { name: 'Send OTP' });
    await sendOtp.click();
    for (const message of [
      'Name is required',
      'Mobile number is required',
      'Email is required',
      'Password is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expectAccessible(page);

    await page.getByLabel('Full name').fill('A1');
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await sendOtp.click();
    await page.getByText('Name must be 3 to 25 letters and spaces.').waitFor();
    await page.getByText('Please enter a valid mobile number.').waitFor();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText(PASSWORD_RULE, { exact: true }).waitFor();
    // The message is tied to its field for screen readers.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' ').filter(Boolean),
    );
    expect(description).toContain(PASSWORD_RULE);
    await expectAccessible(page);

    // Fixing a field clears its message as the customer types.
    await password.fill(PASSWORD);
    await expect.poll(() => page.getByText(PASSWORD_RULE).count()).toBe(0);
    // Still on step 1: nothing was sent.
    await page.getByRole('heading', { name: 'Create your Kosh account' }).waitFor();
  });

  it('blocks letters, a first digit 0–5 and an 11th digit in the mobile number', async () => {
    await page.goto('/sign-up');
    const mobile = page.getByLabel('Mobile number');
    await mobile.pressSequentially('abc');
    expect(await mobile.inputValue()).toBe('');
    for (const digit of ['0', '1', '2', '3', '4', '5']) {
      await mobile.press(digit);
      expect(await mobile.inputValue(), `first digit ${digit}`).toBe('');
    }
    await mobile.pressSequentially('9876543210');
    expect(await mobile.inputValue()).toBe('9876543210');
    await mobile.press('7');
    expect(await mobile.inputValue()).toBe('9876543210');
    await mobile.pressSequentially('x-');
    expect(await mobile.inputValue()).toBe('9876543210');
    await expectAccessible(page);
  });

  it('shows and hides the password', async () => {
    await page.goto('/sign-up');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(PASSWORD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('signs up with an OTP from SMS: a wrong OTP stays on the step, the right one logs in', async () => {
    const mobile = uniqueMobile();
    const name = 'Meera Nair';
    await page.goto('/sign-up');
    await page.getByRole('heading', { name: 'Create your Kosh account' }).waitFor();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').pressSequentially(mobile);
    await page.getByLabel('Email').fill(`m${mobile}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    // Step 2: the OTP form, with the resend countdown running.
    await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    await page.getByText(`+91 ${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`).waitFor();
    // A timer, not a live region: it must not be read out every second.
    const countdown = page.getByRole('timer');
    await countdown.waitFor();
    expect(await countdown.getAttribute('aria-live')).toBeNull();
    const first = await countdown.textContent();
    expect(first).toMatch(/^Resend OTP in 0:(2\d|30)$/);
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await expectAccessible(page);

    const otp = otpFrom((await waitForSms(mobile)).text);
    const otpField = page.getByLabel('OTP', { exact: true });

    // Too short: the rule, no call.
    await otpField.fill('123');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Enter a valid OTP.', { exact: true }).waitFor();

    // Wrong: the server's message, and still the OTP step.
    const wrong = otp.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
    await otpField.fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page
      .getByText('The OTP you entered is incorrect. 4 attempts left.', { exact: true })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    expect(pathOf(page)).toBe('/sign-up');
    expect(await otpField.inputValue()).toBe('');
    // Said once, on the OTP field: no toast repeats it.
    await page.waitForTimeout(700);
    expect(await page.getByText(/^The OTP you entered is incorrect/).count()).toBe(1);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);

    // Right: logged in and home, greeted by name.
    await otpField.fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('heading', { name: `Hello, ${name}` }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedToken(page)).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expectAccessible(page);

    // The account is real: a second sign-up with the number is refused by the server.
    await signOutViaMenu(page);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Email').fill(`m${mobile}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page
      .getByText('This mobile number is already registered. Please log in.')
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Create your Kosh account' }).waitFor();
    await expectAccessible(page);
  });
});
