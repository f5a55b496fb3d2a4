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

  it('shows the message from /success/{msg} with a way home', async () => {
    await page.goto('/success/Hello%20there');
    await page.getByRole('heading', { name: 'Success', level: 1 }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'Hello there' });
    await status.waitFor();
    expect(await status.textContent()).toBe('Hello there');
    await page.getByRole('link', { name: 'Close' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(pathOf(page)).toBe('/');
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
