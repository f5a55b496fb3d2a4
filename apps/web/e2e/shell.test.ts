import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createCustomer, logInAt, pathOf, submitLogin, type Customer } from './accounts';
import { baseUrl, expectAccessible, launchBrowser, newPhoneContext } from './browser';

/** The entries' accessible names inside the open sidebar. */
async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu
    .locator('nav a, nav button')
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()).filter(Boolean));
}

describe('app shell: sidebar, bottom bar, dark mode, language, home, PWA', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: Customer;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Shell Tester');
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  async function logIn() {
    await page.goto('/login');
    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
  }

  it('shows the logged-out sidebar entries, and the logged-in ones after login', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const guest = await menuEntries(page);
    expect(guest).toEqual(
      expect.arrayContaining([
        'Home',
        'LogIn',
        'Register',
        'Forgot Password',
        'Terms of Use',
        'Privacy Policy',
      ]),
    );
    expect(guest).toEqual(expect.arrayContaining(['Return & Refund', 'Contact Us', 'FAQs']));
    expect(guest).not.toContain('Profile');
    expect(guest).not.toContain('Support');
    expect(guest).not.toContain('Sign out');
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Menu' }).getByText('Guest').isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await logIn();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const member = await menuEntries(page);
    expect(member).toEqual(
      expect.arrayContaining(['Home', 'Profile', 'Support', 'Sign out', 'Forgot Password']),
    );
    expect(member).not.toContain('LogIn');
    expect(member).not.toContain('Register');
    expect(member).not.toContain('Back office');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(customer.name).waitFor();
    await menu.getByText(`User ID ${customer.userId}`).waitFor();
    // The avatar leads to the profile picture page.
    await menu.getByRole('link', { name: 'Change profile picture' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile-image');
  });

  it('offers an admin signed in to the customer app the way to the back office', async () => {
    await logInAt(page, '/login', inject('admin'), '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Back office' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/banners');
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  });

  it('follows the phone’s light or dark setting until the customer chooses, then keeps it', async () => {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(await isDark()).toBe(true);
    // The phone turns light at sunrise: so does Kosh, without a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);

    // Chosen: light on a dark phone, and it stays so across a reload and the phone's changes.
    await toggle.click();
    await expect.poll(isDark).toBe(false);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(await isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    expect(await isDark()).toBe(false);
  });

  it('keeps dark mode across reloads', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
  });

  it('moves between places with the bottom bar and opens the menu from it', async () => {
    await logIn();
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Wallet' }).click();
    await page.getByRole('heading', { name: 'Add Money to Wallet', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/pay-wallet');
    expect(await bar.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await bar.getByRole('link', { name: 'Requests' }).click();
    await page.getByRole('heading', { name: 'All Wallet Requests', exact: true }).waitFor();
    await bar.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await bar.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
    await bar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expectAccessible(page);
  });

  it('shows seeded banners that advance every 4 s, stop on pause, and strip images', async () => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await carousel.waitFor();
    const current = () =>
      carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Show banner 1');
    await expect.poll(current, { timeout: 7000, interval: 250 }).toBe('Show banner 2');
    await expect(carousel.getByRole('img').first().getAttribute('alt')).resolves.toMatch(/\w{3,}/);

    await carousel.getByRole('button', { name: 'Pause the banners' }).click();
    const pausedAt = await current();
    await new Promise((r) => setTimeout(r, 4600));
    expect(await current()).toBe(pausedAt);
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(current).not.toBe(pausedAt);

    const strip = page.getByRole('region', { name: 'Services' });
    expect(await strip.getByRole('img').count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('switches to Hindi, keeps it across reloads, and back to English', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'कोश में आपका स्वागत है' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.reload();
    await page.getByRole('heading', { name: 'कोश में आपका स्वागत है' }).waitFor();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    await page.getByLabel('मोबाइल नंबर').waitFor();
    await expectAccessible(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Welcome to Kosh' }).waitFor();
  });

  it('is an installable app with an offline page', async () => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(`${baseUrl()}${manifestHref}`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseUrl()}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(registered).toMatch(/\/sw\.js$/);

    // With the network gone, a page load shows the offline page instead of the browser's error.
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto('/faqs').catch(() => undefined);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await expectAccessible(page);
    await context.setOffline(false);
  });
});
