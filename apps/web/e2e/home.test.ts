import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, pathOf, revokeToken, storedToken } from './accounts';
import { expectAccessible, launchBrowser, newPhoneContext } from './browser';

/** A text only the contract's message catalogue has (not the web's own dictionaries). */
const CATALOGUE_ONLY = 'Idempotency-Key must be 8–128 letters, digits, - or _.';

/** The JavaScript the page downloads from now on, as text. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    void response.text().then(
      (text) => scripts.push(text),
      () => undefined,
    );
  });
  return scripts;
}

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

  // The JS budget of the first page (bench/README.md): the catalogue comes with the screens
  // that need it.
  it('shows the first page without downloading the message catalogue', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Offers' }).getByRole('img').first().waitFor();
    const withCatalogue = () => scripts.filter((text) => text.includes(CATALOGUE_ONLY)).length;
    expect(scripts.length).toBeGreaterThan(0);
    expect(withCatalogue()).toBe(0);

    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expect.poll(withCatalogue).toBeGreaterThan(0);
    await context.close();
  });

  // index.html asks for the two slider lists before the app's code has loaded; the home page
  // takes those answers instead of asking again, and asks afresh when it is opened again.
  it('asks for the slider lists once as the first page opens, and again on a return to home', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/getslider')) asked.push(request.postData() ?? '');
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Offers' }).getByRole('img').first();
    await banner.waitFor();
    expect(asked.sort()).toEqual(['{"IsMain":"0"}', '{"IsMain":"1"}']);

    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.goBack();
    await banner.waitFor();
    await expect.poll(() => asked.length).toBe(4);
    await context.close();
  });

  it('signs out a dead token on the first page with the spec’s notice', async () => {
    const customer = await createCustomer('Home Dead Token');
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(
      (session) => {
        localStorage.setItem('kosh.session', JSON.stringify(session));
      },
      {
        token: customer.token,
        UId: customer.userId,
        userId: customer.userId,
        name: customer.name,
        role: 'customer',
      },
    );
    await revokeToken(customer.token);

    // A fresh first page: nothing has loaded the catalogue whose words the notice uses.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
