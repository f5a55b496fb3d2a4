import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, pathOf, submitLogin, type Customer } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage, screenshot, waitForSms } from './browser';

describe('forgot password', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Kavya Iyer')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('checks the number before sending anything', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/forgotpassword');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Mobile number is required', { exact: true }).waitFor();
    const mobile = page.getByLabel('Registered mobile number');
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    await mobile.pressSequentially('98765');
    await page.getByText('Please enter a valid mobile number.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    expect(pathOf(page)).toBe('/forgotpassword');
    await expectAccessible(page);
  });

  it('texts a temporary password that logs in', async () => {
    // The sign-up OTP is already in the outbox; the temporary password must be a newer SMS.
    const signUpSms = await waitForSms(customer.mobile);
    await page.goto('/forgotpassword');
    await page.getByLabel('Registered mobile number').pressSequentially(customer.mobile);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await page
      .getByText(
        'If this number is registered with Kosh, a temporary password has been sent to it by SMS.',
      )
      .waitFor();
    await expectAccessible(page);

    const sms = await waitForSms(customer.mobile, signUpSms.createdAt);
    const temporary = /temporary password is (\S+) \./.exec(sms.text)?.[1];
    expect(temporary, sms.text).toMatch(/^\S{10}$/);

    // A temporary password leads to choosing a new one, before anything else.
    await page.goto('/balancehistory');
    await submitLogin(page, customer.mobile, temporary as string);
    await page.getByRole('heading', { name: 'Choose a new password', level: 2 }).waitFor();
    expect(pathOf(page)).toBe('/change-password');
    await expectAccessible(page);
    // The password just typed is not asked again (until a reload forgets it).
    expect(await page.getByLabel('Temporary password from the SMS').count()).toBe(0);

    // Every other page, even typed into the address bar, comes back here.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Choose a new password', level: 2 }).waitFor();
    expect(pathOf(page)).toBe('/change-password');
    await page.getByLabel('Temporary password from the SMS').fill(temporary as string);
    await screenshot(page, 'choose-password');

    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText(/^Password must be/)
      .first()
      .waitFor();
    expect(pathOf(page)).toBe('/change-password');

    await page.getByLabel('New password', { exact: true }).fill('Mine#2027kosh');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your new password is set.').waitFor();
    // On to where the customer was last going: the home page, their wallet working.
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
    expect(pathOf(page)).toBe('/');
    await expectAccessible(page);
  });

  it('texts a customer who switched to Hindi in Hindi', async () => {
    const reader = await createCustomer('Ritu Verma');
    const before = await waitForSms(reader.mobile);
    await logInAt(page, '/login', reader, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page
      .getByRole('dialog', { name: 'मेन्यू' })
      .getByRole('button', { name: 'साइन आउट' })
      .click();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();

    await page.goto('/forgotpassword');
    await page.getByLabel('रजिस्टर्ड मोबाइल नंबर').pressSequentially(reader.mobile);
    await page.getByRole('button', { name: 'हो गया' }).click();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    const sms = await waitForSms(reader.mobile, before.createdAt);
    expect(sms.text).toMatch(/^आपका Kosh अस्थायी पासवर्ड \S{10} है।/u);
  });
});
