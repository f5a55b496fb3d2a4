import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  createCustomer,
  logInAt,
  openBackOffice,
  pathOf,
  PASSWORD,
  storedToken,
  userGetStatus,
  type Customer,
} from './accounts';
import { api, apiLogin, png } from './api';
import { baseUrl, expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/** docs/product-2.md §2–§8 (profile) and the back office (banners, contact messages). */

/**
 * What the home page's carousel (IsMain '0') lists right now, every language's — or only what an
 * English reader sees of it: the alt texts, in order.
 */
async function carouselAlts(reader?: 'en'): Promise<string[]> {
  const { json } = await api('admin/getslider', { body: { IsMain: '0' } });
  return (json.data as { alt: string; language: string | null }[])
    .filter((item) => !reader || item.language !== 'hi')
    .map((item) => item.alt);
}

describe('profile and back office', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Meera Iyer')]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  /** Counts the profile saves the page sends from now on. */
  function countSaves(): () => number {
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/updateProfile')) saves += 1;
    });
    return () => saves;
  }

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const save = () => page.getByRole('button', { name: 'Save changes' });
  const editButton = () => page.getByRole('button', { name: 'Edit profile' });

  describe('profile', () => {
    it('shows who the customer is, edits nothing until asked, and shows a new picture everywhere at once', async () => {
      await logInAt(page, '/profile-image', customer);
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/profile-image');
      await page.getByText(customer.name, { exact: true }).waitFor();
      await page.getByText(`User ID ${customer.userId}`).first().waitFor();

      // Off by default: every field is locked, and so is the save button.
      expect(await editButton().getAttribute('aria-pressed')).toBe('false');
      expect(await field('Name').inputValue()).toBe(customer.name);
      for (const label of ['Name', 'Profile image', 'Old password', 'New password'])
        expect(await field(label).isDisabled(), label).toBe(true);
      expect(await save().isDisabled()).toBe(true);
      await expectAccessible(page);

      await editButton().click();
      expect(await editButton().getAttribute('aria-pressed')).toBe('true');
      expect(await field('Name').isDisabled()).toBe(true);
      for (const label of ['Profile image', 'Old password', 'New password'])
        expect(await field(label).isEnabled(), label).toBe(true);
      expect(await save().isEnabled()).toBe(true);

      // The browser checks the type before anything is sent.
      const saves = countSaves();
      await field('Profile image').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      const imageRule = page.getByText('Please upload a JPEG, PNG or WebP image of at most 2 MB.');
      await imageRule.waitFor();
      await save().click();
      expect(saves()).toBe(0);

      await field('Profile image').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await png(120, 120, '#e85d04'),
      });
      await imageRule.waitFor({ state: 'detached' });
      await page.getByRole('img', { name: 'Preview of your new profile image' }).waitFor();
      await expectAccessible(page);

      // No page load between here and the sidebar check: the picture must change in place.
      await page.evaluate(() => {
        (window as unknown as { stillHere: boolean }).stillHere = true;
      });
      await save().click();
      await page.getByText('Profile updated successfully.').waitFor();
      expect(saves()).toBe(1);
      await expect.poll(() => editButton().getAttribute('aria-pressed')).toBe('false');
      expect(await field('Old password').isDisabled()).toBe(true);

      const token = (await storedToken(page)) as string;
      const { json } = await api('user/get', { token });
      const picture = (json.data as { user_img: string | null }).user_img;
      expect(picture).toMatch(/^\/files\//);
      await page.locator(`main img[src="${picture}"]`).first().waitFor();

      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await expect
        .poll(() =>
          menu
            .getByRole('link', { name: 'Change profile picture' })
            .locator('img')
            .getAttribute('src'),
        )
        .toBe(picture);
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(true);
      await expectAccessible(page);
    });

    it('shows the rule for a weak new password without sending, and the server’s word on a wrong old one', async () => {
      await logInAt(page, '/profile', customer);
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      await editButton().click();
      const saves = countSaves();

      await field('Old password').fill(customer.password);
      await field('New password').fill('weakpass');
      await save().click();
      const rule = page.getByText(
        'Password must be at least 8 characters long and contain uppercase, lowercase, numeric, and special characters.',
      );
      await rule.waitFor();
      expect(await field('New password').getAttribute('aria-invalid')).toBe('true');
      expect(saves()).toBe(0);
      await expectAccessible(page);

      // A new password needs the old one too.
      await field('Old password').fill('');
      await field('New password').fill('Better@Pass1');
      await save().click();
      await page.getByText('Enter your current password to set a new one.').waitFor();
      expect(saves()).toBe(0);

      await field('Old password').fill('Wrong@Pass1');
      await save().click();
      const wrong = page.locator('form').getByText('Your current password is incorrect.');
      await wrong.waitFor();
      expect(saves()).toBe(1);
      expect(await field('Old password').getAttribute('aria-invalid')).toBe('true');
      // Said once, on the field (no toast to outlive it), and editing stays on to correct it.
      await page.waitForTimeout(700);
      expect(await page.getByText('Your current password is incorrect.').count()).toBe(1);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      expect(await editButton().getAttribute('aria-pressed')).toBe('true');
      expect(pathOf(page)).toBe('/profile');
      await expectAccessible(page);
      // Corrected, the message goes with its cause.
      await field('Old password').fill(customer.password);
      await wrong.waitFor({ state: 'detached' });
      expect(await field('Old password').getAttribute('aria-invalid')).not.toBe('true');

      // Nothing changed: the old password still works.
      expect((await apiLogin(customer.mobile, customer.password)).status).toBe(200);
    });

    it('says so when the profile cannot be loaded, and loads it on a retry', async () => {
      await page.route('**/api/user/get', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            result: false,
            success: false,
            code: 'INTERNAL',
            message: 'Something went wrong on our side. Please try again.',
          }),
        }),
      );
      await logInAt(page, '/profile-image', customer);
      // A 5xx is asked again twice before the screen gives up; the skeleton shows meanwhile.
      await page.getByRole('status', { name: 'Loading your profile…' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Failed to fetch profile data.' }).waitFor();
      await expectAccessible(page);

      await page.unroute('**/api/user/get');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(`User ID ${customer.userId}`).first().waitFor();
      await editButton().waitFor();
    });

    it('changes the password: this session stays, another device is signed out', async () => {
      const mover = await createCustomer('Kabir Sethi');
      await logInAt(page, '/profile-image', mover);
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      const here = (await storedToken(page)) as string;
      const elsewhere = await apiLogin(mover.mobile, mover.password);
      expect(elsewhere.status).toBe(200);
      expect(await userGetStatus(elsewhere.token as string)).toBe(200);

      await editButton().click();
      await field('Old password').fill(mover.password);
      await field('New password').fill('Newer@Pass2');
      await page.getByRole('button', { name: 'Show password' }).last().click();
      expect(await field('New password').getAttribute('type')).toBe('text');
      await save().click();
      await page.getByText('Profile updated successfully.').waitFor();
      await expect.poll(() => editButton().getAttribute('aria-pressed')).toBe('false');

      expect(await userGetStatus(elsewhere.token as string)).toBe(401);
      expect(await userGetStatus(here)).toBe(200);
      expect(await storedToken(page)).toBe(here);
      await page.reload();
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      await page.getByText(mover.name, { exact: true }).waitFor();
      expect(pathOf(page)).toBe('/profile-image');

      expect((await apiLogin(mover.mobile, mover.password)).status).toBe(401);
      expect((await apiLogin(mover.mobile, 'Newer@Pass2')).status).toBe(200);
    });
  });

  describe('back office', () => {
    const admin = inject('admin');

    it('is not there for a customer', async () => {
      await logInAt(page, '/admin', { mobile: customer.mobile, password: PASSWORD });
      await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
      expect(pathOf(page)).toBe('/admin');
      await expectAccessible(page);
      await page.goto('/admin/banners');
      await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
      expect(await page.getByText('Kosh back office').count()).toBe(0);
    });

    it('uploads, disables, reorders, edits and deletes a banner, and the home page follows', async () => {
      const before = await carouselAlts();
      await logInAt(page, '/admin', admin, '/admin/banners');
      await page.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
      expect(pathOf(page)).toBe('/admin/banners');
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Banners' }).waitFor();
      await nav.getByRole('link', { name: 'Contact messages' }).waitFor();
      await page.getByRole('link', { name: /Back to/ }).waitFor();
      const carousel = page.getByRole('region', { name: 'Banner carousel' });
      const strip = page.getByRole('region', { name: 'Image strip' });
      await carousel.getByRole('listitem').first().waitFor();
      expect(await carousel.getByRole('listitem').count()).toBe(before.length);
      expect(await strip.getByRole('listitem').count()).toBeGreaterThan(0);
      await expectAccessible(page);

      // The browser cannot tell a text file named .png from a picture; the server can, and says so
      // on the field.
      await carousel.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not a picture at all'),
      });
      await carousel.getByLabel('Alt text', { exact: true }).fill('E2E fake image');
      await carousel.getByRole('button', { name: 'Upload image' }).click();
      await carousel.getByText('Please upload a JPEG, PNG or WebP image.').waitFor();
      expect(await carousel.getByLabel('Image', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      await expectAccessible(page);

      await carousel.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'festive.png',
        mimeType: 'image/png',
        buffer: await png(1200, 500, '#7c3aed'),
      });
      await carousel.getByLabel('Alt text', { exact: true }).fill('E2E festive offer');
      await carousel.getByLabel('Link', { exact: true }).fill('/mobile-recharge');
      const language = carousel.getByLabel('Language', { exact: true });
      expect(await language.locator('option').allTextContents()).toEqual([
        'Every language',
        'English',
        'Hindi',
      ]);
      expect(await language.inputValue()).toBe('');
      await carousel.getByRole('button', { name: 'Upload image' }).click();
      await page.getByText('Image added.').waitFor();
      const item = carousel.getByRole('listitem').filter({ hasText: 'E2E festive offer' });
      await item.waitFor();
      expect(await carousel.getByLabel('Alt text', { exact: true }).inputValue()).toBe('');
      expect(await carouselAlts()).toEqual([...before, 'E2E festive offer']);

      // Disabled: still listed here, gone from the home page; and back again.
      const enabled = item.getByRole('switch', { name: /Enabled/ });
      expect(await enabled.getAttribute('aria-checked')).toBe('true');
      await enabled.click();
      await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
      await page.getByText('“E2E festive offer” is hidden from the home page.').waitFor();
      await item.getByText('Hidden from the home page').waitFor();
      expect(await carouselAlts()).toEqual(before);
      await expectAccessible(page);
      await enabled.click();
      await page.getByText('“E2E festive offer” is shown on the home page.').waitFor();
      expect(await carouselAlts()).toEqual([...before, 'E2E festive offer']);

      // Last, so it cannot go further down; one step up puts it before the last seeded banner.
      const down = item.getByRole('button', { name: /^Move down/ });
      expect(await down.getAttribute('aria-disabled')).toBe('true');
      await item.getByRole('button', { name: /^Move up/ }).click();
      await page.getByText('Order saved. Now at position').waitFor();
      const reordered = [...before.slice(0, -1), 'E2E festive offer', ...before.slice(-1)];
      expect(await carouselAlts()).toEqual(reordered);
      const listed = await carousel
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => li.textContent ?? ''));
      expect(listed[before.length - 1]).toContain('E2E festive offer');
      expect(await down.getAttribute('aria-disabled')).toBeNull();

      // Edit the alt text and the link.
      await item.getByRole('button', { name: /^Edit/ }).click();
      const editor = page.getByRole('dialog', { name: 'Edit image details' });
      await editor.waitFor();
      expect(await editor.getByLabel('Alt text', { exact: true }).inputValue()).toBe(
        'E2E festive offer',
      );
      await editor.getByLabel('Link', { exact: true }).fill('mobile recharge');
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor
        .getByText('The link must be a Kosh path like /mobile-recharge or an https:// address.')
        .waitFor();
      await expectAccessible(page);
      await editor.getByLabel('Link', { exact: true }).fill('/dth-recharge');
      await editor.getByLabel('Alt text', { exact: true }).fill('E2E monsoon offer');
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Image details saved.').waitFor();
      await editor.waitFor({ state: 'detached' });
      const edited = carousel.getByRole('listitem').filter({ hasText: 'E2E monsoon offer' });
      await edited.getByText('/dth-recharge').waitFor();
      await edited.getByText('Language: Every language').waitFor();

      // The home page's carousel shows the enabled banners an English reader reads, this one
      // included (it is for every language).
      await page.getByRole('link', { name: /Back to/ }).click();
      await page.getByRole('heading', { name: 'Hello, Kosh Admin' }).waitFor();
      const slides = page.locator('[aria-roledescription="slide"] img');
      const forEnglish = await carouselAlts('en');
      expect(forEnglish).toContain('E2E monsoon offer');
      await expect.poll(() => slides.count()).toBe(forEnglish.length);
      expect(await slides.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
        forEnglish,
      );

      // For Hindi readers only: an English reader no longer sees it.
      await page.goto('/admin/banners');
      await edited.getByRole('button', { name: /^Edit/ }).click();
      await editor.getByLabel('Language', { exact: true }).selectOption({ label: 'Hindi' });
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Image details saved.').waitFor();
      await edited.getByText('Language: Hindi').waitFor();
      await screenshot(page, 'admin-banner-language', edited);
      expect(await carouselAlts()).toContain('E2E monsoon offer');
      expect(await carouselAlts('en')).not.toContain('E2E monsoon offer');

      // Delete, after saying yes.
      await edited.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
      await confirm.getByText('“E2E monsoon offer” will be removed').waitFor();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await edited.waitFor();
      await edited.getByRole('button', { name: /^Delete/ }).click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Image deleted.').waitFor();
      await edited.waitFor({ state: 'detached' });
      expect(await carousel.getByRole('listitem').count()).toBe(before.length);
      expect(await carouselAlts()).toEqual(before);
      await expectAccessible(page);
    });

    it('lists contact messages, newest first, with who sent them', async () => {
      const run = Date.now().toString(36);
      const visitor = await api('contact/addContact', {
        body: {
          name: 'Asha Visitor',
          email: 'asha@example.com',
          mobileNumber: '9812345670',
          Message: `Where do I find my receipts? (${run})`,
        },
      });
      expect(visitor.status).toBe(200);
      const member = await api('contact/addContact', {
        token: customer.token,
        body: {
          name: customer.name,
          email: 'meera@example.com',
          mobileNumber: customer.mobile,
          Message: `My recharge is pending.\nPlease check. (${run})`,
        },
      });
      expect(member.status).toBe(200);

      await openBackOffice(page, admin, 'Contact messages', 'Contact messages');
      expect(pathOf(page)).toBe('/admin/contacts');

      const messages = page.getByRole('list', { name: 'Contact messages, newest first' });
      const newest = messages.getByRole('listitem').nth(0);
      const next = messages.getByRole('listitem').nth(1);
      await newest.getByText(`Please check. (${run})`).waitFor();
      await newest.getByRole('heading', { name: customer.name }).waitFor();
      await newest.getByRole('link', { name: 'meera@example.com' }).waitFor();
      await newest.getByRole('link', { name: customer.mobile }).waitFor();
      await newest.getByText(customer.userId, { exact: true }).waitFor();
      // en-IN dates: "22 Nov 2026, 9:24 am".
      expect(await newest.locator('time').textContent()).toMatch(
        /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/i,
      );
      await next.getByText(`Where do I find my receipts? (${run})`).waitFor();
      await next.getByText('Not logged in').waitFor();
      const pages = page.getByRole('navigation', { name: 'Pages of contact messages' });
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await expectAccessible(page);

      // A desk: the same pages, the navigation in a side column.
      const wide = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        baseURL: baseUrl(),
      });
      const desk = await wide.newPage();
      await desk.goto('/');
      await desk.evaluate(
        (token) => {
          localStorage.setItem('kosh.session', token);
        },
        (await page.evaluate(() => localStorage.getItem('kosh.session'))) as string,
      );
      await desk.goto('/admin/contacts');
      await desk.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
      const side = desk.getByRole('navigation', { name: 'Back office' });
      const box = await side.boundingBox();
      const main = await desk.locator('main').boundingBox();
      expect(box && main && box.x + box.width <= main.x).toBe(true);
      await expectAccessible(desk);
      await desk.goto('/admin/banners');
      await desk
        .getByRole('region', { name: 'Image strip' })
        .getByRole('listitem')
        .first()
        .waitFor();
      await expectAccessible(desk);
      await wide.close();
    });
  });
});
