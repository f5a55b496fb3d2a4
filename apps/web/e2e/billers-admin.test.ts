import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBackOffice, pathOf } from './accounts';
import { api, apiLogin } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/**
 * The back office's Bill categories (/admin/billers): the BBPS catalogue synced from the sandbox's
 * aggregator, a category switched off (and the API agreeing), a category's billers, a biller's
 * order, and a search across categories paged 25 at a time.
 */

interface Entry {
  id: string;
  enabled: boolean;
  displayOrder: number;
}

describe('back office: bill categories', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let djbOrder: number | undefined;

  async function category(id: string): Promise<Entry> {
    const { status, json } = await api('admin/billers/categories', { token });
    expect(status).toBe(200);
    const found = (json.data as Entry[]).find((c) => c.id === id);
    if (!found) throw new Error(`${id} is not in the catalogue`);
    return found;
  }

  async function biller(q: string, id: string): Promise<Entry> {
    const { json } = await api(`admin/billers?q=${encodeURIComponent(q)}`, { token });
    const found = (json.data as Entry[]).find((b) => b.id === id);
    if (!found) throw new Error(`${id} is not in the catalogue`);
    return found;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await apiLogin(admin.mobile, admin.password);
    expect(login.status).toBe(200);
    token = login.token!;
  });
  afterAll(async () => {
    // Other journeys share this database: put back what this one changed.
    await api('admin/billers/categories/WATER', {
      method: 'PATCH',
      body: { enabled: true },
      token,
    });
    if (djbOrder !== undefined) {
      await api('admin/billers/DJB', { method: 'PATCH', body: { displayOrder: djbOrder }, token });
    }
    await browser.close();
  });
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('syncs, hides Water, lists its billers, orders one and pages a search', async () => {
    await openBackOffice(page, admin, 'Bill categories', 'Bill categories');
    expect(pathOf(page)).toBe('/admin/billers');

    // The e2e API runs no background jobs: the catalogue comes in with Sync now.
    const sync = page.getByRole('region', { name: 'Catalogue sync' });
    await sync.getByRole('button', { name: 'Sync now' }).click();
    await page
      .getByText(/^Catalogue synced: version \d+, \d+ changed, \d+ dropped\.$/)
      .first()
      .waitFor();
    // The sandbox's 22 categories, and any other journey added at run time (All bills adds one).
    const summary = sync.getByText(/^\d+ categories, \d+ billers$/);
    await summary.waitFor();
    const count = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(22);
    const categories = page.getByRole('list', { name: 'Bill categories' });
    await expect.poll(() => categories.getByRole('listitem').count()).toBe(count);
    const water = categories.getByRole('listitem').filter({ hasText: 'पानी' });
    await water.getByText('WATER ·').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'billers-admin-categories');

    // Water switched off: marked here, and the API says so.
    const shown = water.getByRole('switch', { name: 'Shown to customers: Water' });
    expect(await shown.getAttribute('aria-checked')).toBe('true');
    await shown.click();
    await page.getByText('“Water” is hidden from customers.').waitFor();
    expect(await shown.getAttribute('aria-checked')).toBe('false');
    await water.getByText('Hidden from customers').waitFor();
    expect((await category('WATER')).enabled).toBe(false);

    // Water's billers, Delhi Jal Board among them, described in plain words.
    await water.getByRole('button', { name: 'Show billers of Water' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=WATER');
    // The list is below all the categories: choosing one brings it into view.
    const heading = page.locator('#billers-heading');
    await expect
      .poll(() => heading.evaluate((node) => node.getBoundingClientRect().top))
      .toBeLessThan(page.viewportSize()?.height ?? 800);
    const billers = page.getByRole('list', { name: 'Billers of Water' });
    const djb = billers.getByRole('listitem').filter({ hasText: 'Delhi Jal Board' }).first();
    await djb.waitFor();
    await djb.getByText('Fetch then pay · Exact amount').waitFor();
    await djb.getByText('₹1.00 to ₹2,00,000.00').waitFor();
    await djb.getByText('K Number: digits, 10 characters, required').waitFor();

    // Its order: a wrong value is said beside the field; a right one is saved on Enter.
    djbOrder = (await biller('DJB', 'DJB')).displayOrder;
    const order = djb.getByRole('textbox', { name: 'Display order of Delhi Jal Board' });
    await order.fill('abc');
    await order.blur();
    await djb.getByText('The sort order must be a whole number.').waitFor();
    expect(await order.getAttribute('aria-invalid')).toBe('true');
    await order.fill('7');
    await order.press('Enter');
    await page.getByText('“Delhi Jal Board” saved.').waitFor();
    expect(await order.getAttribute('aria-invalid')).toBeNull();
    expect((await biller('DJB', 'DJB')).displayOrder).toBe(7);
    await expectAccessible(page);
    await screenshot(page, 'billers-admin-water', djb);

    // A search over every category, more than a page of it.
    const { json } = await api('admin/billers?q=india', { token });
    const total = json.total as number;
    expect(total).toBeGreaterThan(25);
    await page.getByRole('searchbox', { name: 'Search billers' }).fill('india');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=india');
    await page.getByRole('list', { name: 'Billers matching “india”' }).waitFor();
    const pager = page.getByRole('navigation', { name: 'Pages of billers' });
    await pager.getByText(`1–25 of ${total} · page 1 of ${Math.ceil(total / 25)}`).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=india&page=2');
    await pager.getByText(new RegExp(`^26–\\d+ of ${total} · page 2 of`)).waitFor();
    await expectAccessible(page);
  });

  it('says when the aggregator cannot be read, and puts a field’s refusal beside it', async () => {
    expect((await api('admin/billers/sync', { method: 'POST', token })).status).toBe(200);
    // The sandbox's aggregator always answers: its outage, and a refusal the form's own check
    // would have caught, are the API's answers played back.
    await page.route('**/api/admin/billers/sync', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          success: false,
          code: 'BILLER_CATALOGUE_UNAVAILABLE',
          message: 'The biller catalogue could not be fetched. Try again shortly.',
        }),
      }),
    );
    await page.route('**/api/admin/billers/categories/PIPED_GAS', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields.',
          errors: [
            {
              field: 'icon',
              code: 'BILLER_ICON_INVALID',
              message: 'The icon must be a lowercase icon name like zap or droplet, or empty.',
            },
          ],
        }),
      }),
    );

    await openBackOffice(page, admin, 'Bill categories', 'Bill categories');
    const sync = page.getByRole('region', { name: 'Catalogue sync' });
    await sync.getByRole('button', { name: 'Sync now' }).click();
    await sync
      .getByRole('alert')
      .getByText(
        'The catalogue could not be synced. The biller catalogue could not be fetched. Try again shortly.',
      )
      .waitFor();

    const gas = page
      .getByRole('list', { name: 'Bill categories' })
      .getByRole('listitem')
      .filter({ hasText: 'PIPED_GAS ·' });
    const icon = gas.getByRole('textbox', { name: 'Icon of Piped Gas' });
    await icon.fill('flame');
    await icon.press('Enter');
    await gas
      .getByText('The icon must be a lowercase icon name like zap or droplet, or empty.')
      .waitFor();
    expect(await icon.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'billers-admin-errors', gas);
  });
});
