import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

// Every journey's accessibility checks lean on expectAccessible, which keeps axe in the page between
// checks: this shows it still sees what changed since the last check, and a new document after a load.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('finds a violation that appears after a clean check, forgets it once gone, and checks a newly loaded page', async () => {
  const { context, page } = await newPhonePage(browser);
  await page.goto('/login');
  await page.locator('main').waitFor();
  await expectAccessible(page);

  // An image without a text alternative (WCAG 1.1.1) added to the page axe has already checked.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'unlabelled';
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/axe violations on .*\/login/);
  await page.evaluate(() => document.getElementById('unlabelled')?.remove());
  await expectAccessible(page);

  // A full load: a new document, without the axe the last one had.
  await page.goto('/sign-up');
  await page.locator('main').waitFor();
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Too faint to read';
    faint.style.color = '#eeeeee';
    document.querySelector('main')?.append(faint);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/axe violations on .*\/sign-up/);
  await context.close();
});
