import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

describe('success and not-found pages', () => {
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

  it('shows a message Kosh sends from /success/{msg}, with a way home', async () => {
    await page.goto('/success/Wallet%20Request%20submitted%20successfully');
    await page.getByRole('heading', { name: 'Success', level: 1 }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Wallet Request' });
    await status.waitFor();
    expect(await status.textContent()).toBe('Wallet Request submitted successfully');
    await page.getByRole('link', { name: 'Close' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('shows a plain "Done" for any other text in /success/{msg}, never the address\'s words', async () => {
    await page.goto('/success/Your%20KYC%20is%20blocked.%20Call%209999999999');
    await page.getByRole('heading', { name: 'Success', level: 1 }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Done' });
    await status.waitFor();
    expect(await status.textContent()).toBe('Done');
    expect(await page.getByText('9999999999').count()).toBe(0);
    expect(await page.getByText('KYC is blocked').count()).toBe(0);
    await expectAccessible(page);
  });

  it('answers an unknown route with the not-found page and a link home', async () => {
    await page.goto('/no-such-page/at-all');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await expectAccessible(page);
  });
});
