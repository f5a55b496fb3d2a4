import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPhoneContext } from './browser';

describe('home', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads at 360×800 and is accessible', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Kosh');
    await expectAccessible(page);
    await context.close();
  });
});
