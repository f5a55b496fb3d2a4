import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { logInAt, pathOf } from './accounts';
import { api, apiLogin, png } from './api';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

/** The back office's service catalogue (/admin/services) and the company picker it previews. */

interface Company {
  Code: string;
  CompanyName: string;
  logo: string | null;
  Service_No: string;
}
interface AdminCompany {
  id: string;
  code: string;
  name: string;
  logo: string | null;
  active: boolean;
}

describe('back office: services', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  /** What the electricity screen's picker would list right now (GET service/getList/5). */
  async function electricity(): Promise<Company[]> {
    const { status, json } = await api('service/getList/5', { token });
    expect(status).toBe(200);
    return json.data as Company[];
  }

  async function adminCompany(code: string): Promise<AdminCompany> {
    const { json } = await api('admin/services?category=5', { token });
    const company = (json.data as AdminCompany[]).find((c) => c.code === code);
    if (!company) throw new Error(`${code} is not in the catalogue`);
    return company;
  }

  /**
   * Logs the admin in at /admin/services and picks a category. (The back office's guard returns
   * to the path after login, not its ?category=, so the category is chosen by hand.)
   */
  async function openServices(category: string) {
    await logInAt(page, '/admin/services', admin);
    await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: category })
      .click();
    await page
      .getByRole('list', { name: `${category} companies` })
      .getByRole('listitem')
      .first()
      .waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await apiLogin(admin.mobile, admin.password);
    expect(login.status).toBe(200);
    token = login.token!;
  });
  afterAll(async () => {
    // Other journeys share this database: put the catalogue back as the seed left it.
    const restore: [string, object][] = [
      ['BESCOM', { name: 'Bangalore Electricity Supply Company' }],
      ['CESC', { active: true }],
    ];
    for (const [code, patch] of restore) {
      const { id } = await adminCompany(code);
      await api(`admin/services/${id}`, { method: 'PATCH', body: patch, token });
    }
    await browser.close();
  });
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  it('renames one company and switches another off; the customer list follows', async () => {
    const before = await electricity();
    expect(before.map((c) => c.Code)).toContain('CESC');

    await logInAt(page, '/admin/services', admin);
    await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/admin/services');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const categories = page.getByRole('group', { name: 'Category' });
    expect(
      await categories.getByRole('button', { name: 'Mobile prepaid' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const mobiles = page.getByRole('list', { name: 'Mobile prepaid companies' });
    await mobiles.getByRole('listitem').first().waitFor();
    expect(await mobiles.getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);

    await categories.getByRole('button', { name: 'Electricity' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=5');
    const list = page.getByRole('list', { name: 'Electricity companies' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(before.length);
    const bescom = list.getByRole('listitem').filter({ hasText: 'Bangalore Electricity Supply' });
    await bescom.getByText('Account ID (10 digits)').waitFor();

    // Rename BESCOM in the dialog; a too-short name is caught first.
    await page.getByRole('button', { name: 'Edit Bangalore Electricity Supply Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit company' });
    await dialog.getByText('code BESCOM').waitFor();
    const name = dialog.getByLabel('Name', { exact: true });
    expect(await name.inputValue()).toBe('Bangalore Electricity Supply Company');
    await name.fill('B');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The name must be at least 2 characters.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await name.fill('BESCOM Bengaluru');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await list.getByRole('listitem').filter({ hasText: 'BESCOM Bengaluru' }).waitFor();

    // Switch CESC off: still listed here, marked hidden.
    const cesc = list.getByRole('listitem').filter({ hasText: 'CESC Kolkata' });
    const active = cesc.getByRole('switch', { name: 'Active: CESC Kolkata' });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    await page.getByText('“CESC Kolkata” is hidden from customers.').waitFor();
    expect(await active.getAttribute('aria-checked')).toBe('false');
    await cesc.getByText('Hidden from customers').waitFor();
    await expectAccessible(page);

    // The customer's list: renamed, and without CESC.
    const after = await electricity();
    expect(after.map((c) => c.Code)).toEqual(before.map((c) => c.Code).filter((c) => c !== 'CESC'));
    expect(after.find((c) => c.Code === 'BESCOM')!.CompanyName).toBe('BESCOM Bengaluru');

    // The preview picker shows the same list.
    const picker = page.getByLabel('Operator');
    expect(await picker.getAttribute('role')).toBe('combobox');
    await picker.fill('cesc');
    await page.getByText('No company matches').waitFor();
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    await picker.fill('bengal');
    await page.getByRole('option', { name: 'BESCOM Bengaluru' }).waitFor();
  });

  it('offers an accessible company picker: type to filter, arrows, Enter, Escape and pointer', async () => {
    await openServices('Electricity');

    const picker = page.getByLabel('Operator');
    await expect.poll(() => picker.getAttribute('placeholder')).toBe('Search by name');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    expect(await picker.getAttribute('aria-expanded')).toBe('false');

    // Arrow down opens the whole list, first company highlighted, at most 200 px high.
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    expect(await picker.getAttribute('aria-expanded')).toBe('true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(5);
    const box = await listbox.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(200);
    expect(await listbox.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const activeName = async () => {
      const id = await picker.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    expect(await activeName()).toBe((await options.first().textContent()) ?? '');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);

    // Up from the first wraps to the last, scrolled into view.
    await page.keyboard.press('ArrowUp');
    const last = options.last();
    expect(await last.getAttribute('aria-selected')).toBe('true');
    expect(await activeName()).toBe(await last.textContent());
    const [listBox, lastBox] = [await listbox.boundingBox(), await last.boundingBox()];
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
    expect(lastBox!.y).toBeGreaterThanOrEqual(listBox!.y);

    // Typing filters by name; Enter takes the highlighted one.
    await picker.fill('bses');
    await expect.poll(() => options.count()).toBe(2);
    expect(await options.allTextContents()).toEqual(['BSES Rajdhani Power', 'BSES Yamuna Power']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'hidden' });
    expect(await picker.inputValue()).toBe('BSES Yamuna Power');
    const preview = page.getByRole('region', { name: 'Customer preview' });
    await preview.getByText('CA Number (9 digits)').waitFor();

    // Escape closes the list, then gives back the chosen name.
    await picker.fill('tata');
    await page.getByRole('option', { name: 'Tata Power Delhi Distribution' }).waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await picker.inputValue()).toBe('tata');
    await page.keyboard.press('Escape');
    expect(await picker.inputValue()).toBe('BSES Yamuna Power');

    // Leaving the box while an option is highlighted chooses nothing (Downshift's default would).
    await picker.fill('tata');
    await page.getByRole('option', { name: 'Tata Power Delhi Distribution' }).waitFor();
    await page.keyboard.press('Tab');
    await listbox.waitFor({ state: 'hidden' });
    expect(await picker.inputValue()).toBe('BSES Yamuna Power');

    // A tap chooses too; MSEDCL's extra field shows in the preview.
    await picker.click();
    await picker.fill('maha');
    await page
      .getByRole('option', { name: 'Maharashtra State Electricity Distribution Co.' })
      .click();
    expect(await picker.inputValue()).toBe('Maharashtra State Electricity Distribution Co.');
    await preview.getByText('Billing Unit — “Billing Unit (4 digits, on your bill)”').waitFor();

    // Clear empties it.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    expect(await picker.inputValue()).toBe('');
    expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows the picker’s error with Retry when the list cannot be fetched', async () => {
    let fail = true;
    await page.route('**/api/service/getList/**', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"result":false,"success":false,"message":"Down"}',
          })
        : route.continue(),
    );
    await openServices('Gas');
    const alert = page.getByRole('alert').filter({ hasText: 'Error fetching service list' });
    await alert.waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    const picker = page.getByLabel('Operator');
    await picker.fill('gas');
    await page.getByRole('option', { name: 'HP Gas' }).waitFor();
  });

  it('replaces a logo with an uploaded picture, refusing a file that is not one', async () => {
    const tpddl = await adminCompany('TPDDL');
    await openServices('Electricity');
    await page.getByRole('button', { name: 'Edit Tata Power Delhi Distribution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit company' });
    const file = dialog.getByLabel('New logo', { exact: true });

    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await dialog.getByRole('button', { name: 'Upload logo' }).click();
    await dialog.getByText('Please upload a JPEG, PNG or WebP image.').waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    await file.setInputFiles({
      name: 'tpddl.png',
      mimeType: 'image/png',
      buffer: await png(400, 400, '#1e3a8a'),
    });
    await dialog.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByText('Logo updated.').waitFor();
    const logo = (await electricity()).find((c) => c.Code === 'TPDDL')!.logo!;
    expect(logo).toMatch(/\.webp$/);
    expect(logo).not.toBe(tpddl.logo);
    await expect.poll(() => dialog.locator('img').first().getAttribute('src')).toBe(logo);
    await expectAccessible(page);
  });
});
