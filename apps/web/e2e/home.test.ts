import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, pathOf, revokeToken, storedToken } from './accounts';
import { api } from './api';
import { expectAccessible, launchBrowser, newPhoneContext, screenshot } from './browser';

/** A text only the contract's message catalogue has (not the web's own dictionaries). */
const CATALOGUE_ONLY = 'Idempotency-Key must be 8–128 letters, digits, - or _.';

/** The JavaScript the page downloads from now on, as text. */
interface HomeImage {
  img: string;
  alt: string;
  language: 'en' | 'hi' | null;
}

/** The two lists as the API has them now: every language's images. */
async function homeImages(): Promise<{ banners: HomeImage[]; strip: HomeImage[] }> {
  const [banners, strip] = await Promise.all(
    ['0', '1'].map(async (IsMain) => {
      const { json } = await api('admin/getslider', { body: { IsMain } });
      return json.data as HomeImage[];
    }),
  );
  return { banners: banners!, strip: strip! };
}

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

  // Seeded banners have words drawn in them: a reader sees those in their language (and those
  // for everyone), in the carousel and in the strip, and index.html fetches early the first of them.
  it.each([
    ['en', 'hi', 'Offers', 'Services'],
    ['hi', 'en', 'ऑफ़र', 'सेवाएँ'],
  ] as const)(
    'in %s shows the banners drawn in it, not those in %s',
    async (language, other, offers, services) => {
      const all = await homeImages();
      const mine = (items: HomeImage[]) => items.filter((i) => i.language !== other);
      expect(all.banners.filter((i) => i.language === language).length).toBeGreaterThan(0);
      expect(all.strip.filter((i) => i.language === language).length).toBeGreaterThan(0);
      expect(all.banners.filter((i) => i.language === other).length).toBeGreaterThan(0);

      const context = await newPhoneContext(browser);
      await context.addInitScript(
        (chosen) => localStorage.setItem('kosh.language', chosen),
        language,
      );
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto('/');

      const carousel = page.getByRole('region', { name: offers });
      const slides = carousel.locator('[aria-roledescription="slide"] img');
      await expect.poll(() => slides.count()).toBe(mine(all.banners).length);
      const altsOf = (images: typeof slides) =>
        images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
      expect(await altsOf(slides)).toEqual(mine(all.banners).map((i) => i.alt));
      // The strip draws its list twice (to go round); the copy is hidden.
      const tiles = page
        .getByRole('region', { name: services })
        .locator('a:not([aria-hidden]) img');
      await expect.poll(() => tiles.count()).toBe(mine(all.strip).length);
      expect(await altsOf(tiles)).toEqual(mine(all.strip).map((i) => i.alt));
      if (language === 'hi') {
        for (const alt of [...(await altsOf(slides)), ...(await altsOf(tiles))]) {
          expect(alt).not.toMatch(/[A-Za-z]/);
        }
      }

      // The first banner is drawn, and no image in the other language was fetched, early or late.
      const first = slides.first();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      await page.waitForLoadState('networkidle');
      const others = [...all.banners, ...all.strip].filter((i) => i.language === other);
      expect(fetched.filter((path) => others.some((i) => i.img === path))).toEqual([]);
      expect(fetched).toContain(mine(all.banners)[0]!.img);
      await carousel
        .getByRole('button', { name: language === 'hi' ? 'बैनर रोकें' : 'Pause the banners' })
        .click();
      await screenshot(page, `home-banners-${language}`);
      await screenshot(page, `home-strip-${language}`, tiles.first());
      await context.close();
    },
  );

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
