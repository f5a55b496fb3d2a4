import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addHotelDays, earliestCheckIn } from '@kosh/contract/hotels';
import { createCustomer, logInAt, pathOf, type Customer } from './accounts';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  PAGE_WAIT_MS,
  screenshot,
} from './browser';

/**
 * docs/product-2.md §2 Hotel search, §4, §5, §9, as a customer lives it at 360×800 (and once at a desk):
 * from the home tile to results, the destination's suggestions (5, then 5 more per scroll), the
 * rooms' rules and 'Maximum 12 guests', dates that keep check-out after check-in, an invalid
 * form, each filter and sort changing the list, more results on scrolling, the Nowhere magic
 * value, and a search session that ends. The sandbox's hotel supplier answers, deterministically.
 */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Hotels' });
const destination = (page: Page) => dialog(page).getByRole('combobox', { name: 'Destination' });
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Suggested places and hotels' });
const results = (page: Page) => page.getByRole('list', { name: 'Hotels' }).getByRole('article');
const countLine = (page: Page) => page.getByText(/^(\d[\d,]*|1) hotels? in /);
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** What a card says: its name, price (rupees), rating (null: no rating yet) and its word. */
async function cardFacts(card: Locator) {
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const price = Number(
    ((await card.getByText(/^₹[\d,]+\.\d{2}$/).textContent()) ?? '').replace(/[₹,]/g, ''),
  );
  const rated = card.getByText(/^Rated \d\.\d out of 5$/);
  if (!(await rated.count())) {
    await card.getByText('No rating yet', { exact: true }).waitFor();
    return { name, price, rating: null, label: null };
  }
  const rating = Number(/(\d\.\d)/.exec((await rated.textContent()) ?? '')?.[1]);
  const label = await card.getByText(/^(EXCELLENT|VERY GOOD|GOOD|AVERAGE)$/).textContent();
  return { name, price, rating, label };
}

/** The spec's words for a score (docs/product-2.md §9). */
const band = (rating: number) =>
  rating >= 4.5 ? 'EXCELLENT' : rating >= 4 ? 'VERY GOOD' : rating >= 3 ? 'GOOD' : 'AVERAGE';

/** Every card on the page, once the list is not waiting for a new filter's first page. */
async function shownHotels(page: Page) {
  await expect
    .poll(() => page.getByTestId('hotel-results').getAttribute('aria-busy'))
    .toBe('false');
  // The first cards come first, the rest right behind them.
  await expect
    .poll(() => page.getByRole('list', { name: 'Hotels' }).getAttribute('aria-busy'))
    .toBe('false');
  const cards = await results(page).all();
  return Promise.all(cards.map(cardFacts));
}

/** The count in the results' status line ("612 hotels in New Delhi, Delhi"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? '';
  return Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

/** Types a destination and picks the suggestion named `option`. */
async function chooseDestination(page: Page, term: string, option: RegExp | string) {
  await destination(page).fill(term);
  await suggestions(page).getByRole('option', { name: option }).first().click();
  await suggestions(page).waitFor({ state: 'hidden' });
}

/** A search from the form (opened if it is not), waiting for its results. */
async function searchFor(page: Page, term: string, option: RegExp | string) {
  // The form opens by itself on a first visit, once its chunk has loaded, which on a busy
  // machine can be after the button that opens it shows: click the button only while the form
  // has not come (a click the form covers fails within a second and is not repeated).
  const opener = button(page, 'Search Hotels').first();
  await dialog(page).or(opener).first().waitFor();
  await expect
    .poll(
      async () => {
        if (await dialog(page).isVisible()) return true;
        await opener.click({ timeout: 1000 }).catch(() => undefined);
        return dialog(page).isVisible();
      },
      { timeout: PAGE_WAIT_MS },
    )
    .toBe(true);
  await chooseDestination(page, term, option);
  await button(dialog(page), 'Search').click();
  await dialog(page).waitFor({ state: 'hidden' });
  await countLine(page).waitFor();
}

const DELHI = /^New Delhi.*City$/;

describe('hotel search', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: Customer;
  /** Calls the page made to the API, by path (what was asked, and how often). */
  let calls: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Meera Hotelier');
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
    calls = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/hotel/')) calls.push(`${url.pathname}${url.search}`);
    });
  });
  afterEach(() => context.close());

  it('goes from the home tile to results, and from a result to its page and back', async () => {
    await logInAt(page, '/login', customer, '/');
    await page.getByRole('link', { name: 'Hotels' }).click();
    // A first visit: the form opens by itself on tomorrow, one night, one room for two adults.
    await dialog(page).waitFor();
    expect(pathOf(page)).toBe('/hotel-booking');
    const tomorrow = earliestCheckIn();
    expect(await dialog(page).getByLabel('Check-in', { exact: true }).inputValue()).toBe(tomorrow);
    expect(await dialog(page).getByLabel('Check-out', { exact: true }).inputValue()).toBe(
      addHotelDays(tomorrow, 1),
    );
    await dialog(page).getByRole('heading', { name: 'Room 1' }).waitFor();
    expect(await dialog(page).getByText('2 Guests in 1 Room').count()).toBe(1);
    await expectAccessible(page);
    // Closed, the page says what to do.
    await button(dialog(page), 'Close').click();
    await page.getByRole('heading', { name: 'Hotel Booking', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Where would you like to stay?' }).waitFor();
    await expectAccessible(page);

    await searchFor(page, 'New Delhi', DELHI);
    // The summary: destination, 'MMM d, y' dates, nights and guests.
    const summary = page.getByRole('region', { name: 'Your search' });
    await summary.getByText('New Delhi, Delhi').waitFor();
    const day = (iso: string) =>
      new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
    await summary.getByText(`${day(tomorrow)} – ${day(addHotelDays(tomorrow, 1))}`).waitFor();
    await summary.getByText('· 1 Night').waitFor();
    await summary.getByText('2 Guests').waitFor();
    expect(await shownCount(page)).toBeGreaterThanOrEqual(500);
    await expect.poll(() => results(page).count()).toBe(20);

    // A card has every field of spec §2.
    const card = results(page).first();
    const image = card.locator('img');
    expect(await image.getAttribute('width')).toBe('480');
    expect(await image.getAttribute('height')).toBe('360');
    expect(await image.getAttribute('decoding')).toBe('async');
    expect(await results(page).nth(3).locator('img').getAttribute('loading')).toBe('lazy');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    await card.getByRole('img', { name: /^[1-5]-star hotel$/ }).waitFor();
    await card
      .getByText(/New Delhi/)
      .first()
      .waitFor();
    await card.getByText(/^\((\d[\d,]*) reviews?\)$|^No rating yet$/).waitFor();
    expect(
      await card.getByRole('list', { name: 'Facilities' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(5);
    await card.getByText('for 1 Night, incl. taxes').waitFor();
    const first = await cardFacts(card);
    expect(first.price).toBeGreaterThan(0);
    await screenshot(page, 'hotel-search-results');
    await expectAccessible(page);

    // View Details keeps the hotel in the booking context and opens its page.
    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/hotel\/\d+$/);
    const hotelId = pathOf(page).split('/')[2];
    const stored = await page.evaluate(() => localStorage.getItem('kosh.hotel.context'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ hotelId, traceId: expect.any(String) });
    // Back: the same list at once, from the search session (no new supplier search).
    const searches = calls.filter((c) => c.startsWith('/api/hotel/searchHotel')).length;
    await page.goBack();
    await countLine(page).waitFor();
    expect((await cardFacts(results(page).first())).name).toBe(first.name);
    expect(calls.filter((c) => c.startsWith('/api/hotel/searchHotel')).length).toBe(searches);

    // A hotel among the suggestions searches that hotel alone, in its city.
    await button(page, 'Search Hotels').click();
    await destination(page).fill(first.name);
    const hotel = suggestions(page)
      .getByRole('option', { name: /Hotel$/ })
      .filter({ hasText: `${first.name},` })
      .filter({ hasText: 'New Delhi' })
      .first();
    await hotel.click();
    await button(dialog(page), 'Search').click();
    await expect.poll(() => countLine(page).textContent()).toMatch(/^1 hotel in New Delhi/);
    expect((await shownHotels(page)).map((h) => h.name)).toEqual([first.name]);
  });

  it('suggests after 3 characters and a pause, 5 at first and 5 more per scroll, cached per term', async () => {
    await logInAt(page, '/hotel-booking', customer);
    await dialog(page).waitFor();
    const asked = () => calls.filter((c) => c.startsWith('/api/hotel/locationSuggestion'));

    await destination(page).pressSequentially('Ne', { delay: 50 });
    await page.waitForTimeout(600);
    expect(asked()).toEqual([]);
    expect(await suggestions(page).isVisible()).toBe(false);

    // Typed quickly, "New Delhi" is asked once (300 ms after the last key), not per letter.
    await destination(page).pressSequentially('w Delhi', { delay: 40 });
    const options = suggestions(page).getByRole('option');
    await expect.poll(() => options.count()).toBe(5);
    expect(asked()).toEqual(['/api/hotel/locationSuggestion?searchString=New+Delhi']);
    // An icon and a kind per suggestion; a city first.
    await options.first().getByText('City', { exact: true }).waitFor();
    await expectAccessible(page);

    const scrollToEnd = () =>
      suggestions(page).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await scrollToEnd();
    await expect.poll(() => options.count()).toBe(10);
    await scrollToEnd();
    await expect.poll(() => options.count()).toBe(15);
    await screenshot(page, 'hotel-search-suggestions');

    // The keys move through the list; Escape closes it and keeps the dialog.
    await destination(page).press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await destination(page).press('Escape');
    await suggestions(page).waitFor({ state: 'hidden' });
    await dialog(page).waitFor();

    // The same term again: its list comes from the cache, with no call.
    await destination(page).fill('Mumbai');
    await expect.poll(() => options.count()).toBe(5);
    await destination(page).fill('New Delhi');
    await expect.poll(() => options.count()).toBe(5);
    expect(asked()).toHaveLength(2);
  });

  it('keeps the rooms to the rules: at least one adult and one room, at most 12 guests', async () => {
    await logInAt(page, '/hotel-booking', customer);
    const form = dialog(page);
    await form.waitFor();
    const removeAdult = button(form, 'Remove adult, room 1');
    const addAdult = button(form, 'Add adult, room 1');
    const warning = form.getByRole('status').filter({ hasText: 'Maximum 12 guests' });

    await removeAdult.click();
    expect(await removeAdult.isDisabled()).toBe(true);
    expect(await button(form, 'Remove child, room 1').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: /^Remove room/ }).count()).toBe(0);

    for (let adults = 1; adults < 12; adults += 1) await addAdult.click();
    await form.getByText('12 Guests in 1 Room').waitFor();
    expect(await warning.count()).toBe(0);
    // One more: nothing changes, and the cap is said once, however often it is pressed.
    await addAdult.click();
    await warning.waitFor();
    await addAdult.click();
    await button(form, 'Add child, room 1').click();
    await button(form, 'Add Room').click();
    expect(await form.getByText('Maximum 12 guests').count()).toBe(1);
    await form.getByText('12 Guests in 1 Room').waitFor();
    await screenshot(page, 'hotel-search-max-guests', warning);
    await expectAccessible(page);

    // The count changes: the warning goes.
    await removeAdult.click();
    await warning.waitFor({ state: 'detached' });
    // A room fits one adult now (two would pass 12).
    await button(form, 'Add Room').click();
    await form.getByRole('heading', { name: 'Room 2' }).waitFor();
    await form.getByText('12 Guests in 2 Rooms').waitFor();
    await button(form, 'Add Room').click();
    await warning.waitFor();
    // Rooms can go while more than one is left.
    await button(form, 'Remove room 2').click();
    await form.getByText('11 Guests in 1 Room').waitFor();
    expect(await form.getByRole('heading', { name: 'Room 2' }).count()).toBe(0);

    // A child brings an age to choose, 0 to 17.
    await button(form, 'Add child, room 1').click();
    const age = form.getByRole('combobox', { name: 'Age of child 1, Room 1' });
    const ages = await age.locator('option:not([disabled])').allTextContents();
    expect(ages[0]).toBe('Under 1 year');
    expect(ages.at(-1)).toBe('17 years');
    expect(ages).toHaveLength(18);
  });

  it('keeps check-out after check-in, and an invalid form marks every field and sends nothing', async () => {
    await logInAt(page, '/hotel-booking', customer);
    const form = dialog(page);
    await form.waitFor();
    const checkIn = form.getByLabel('Check-in', { exact: true });
    const checkOut = form.getByLabel('Check-out', { exact: true });
    const tomorrow = earliestCheckIn();
    expect(await checkIn.getAttribute('min')).toBe(tomorrow);
    expect(await checkOut.getAttribute('min')).toBe(addHotelDays(tomorrow, 1));

    await checkIn.fill(addHotelDays(tomorrow, 5));
    expect(await checkOut.inputValue()).toBe(addHotelDays(tomorrow, 6));
    expect(await checkOut.getAttribute('min')).toBe(addHotelDays(tomorrow, 6));
    await checkOut.fill(addHotelDays(tomorrow, 9));
    await checkIn.fill(addHotelDays(tomorrow, 2));
    expect(await checkOut.inputValue()).toBe(addHotelDays(tomorrow, 9));
    await checkIn.fill(addHotelDays(tomorrow, 9));
    expect(await checkOut.inputValue()).toBe(addHotelDays(tomorrow, 10));

    // Nothing chosen, a child without an age, a check-out emptied: every field says so.
    await button(form, 'Add child, room 1').click();
    await checkOut.fill('');
    await button(form, 'Search').click();
    await form.getByText('Enter a destination.').waitFor();
    await form.getByText('Choose a check-out date.').waitFor();
    await form.getByText('Choose an age from 0 to 17 for each child.').waitFor();
    await expect
      .poll(() => destination(page).evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await destination(page).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'hotel-search-invalid');
    await expectAccessible(page);

    // Typed but not chosen from the list.
    await destination(page).fill('Del');
    await button(form, 'Search').click();
    await form.getByText('Choose a destination from the list.').waitFor();
    expect(calls.filter((c) => c.startsWith('/api/hotel/searchHotel'))).toEqual([]);

    // Fixed, it searches.
    await chooseDestination(page, 'New Delhi', DELHI);
    await checkOut.fill(addHotelDays(tomorrow, 10));
    await form.getByRole('combobox', { name: 'Age of child 1, Room 1' }).selectOption('7');
    await button(form, 'Search').click();
    await countLine(page).waitFor();
    await page.getByRole('region', { name: 'Your search' }).getByText('3 Guests').waitFor();
    await page.getByText('for 1 Night, incl. taxes').first().waitFor();
  });

  it('changes the list with each sort and filter, and loads more as it scrolls', async () => {
    await logInAt(page, '/hotel-booking', customer);
    await searchFor(page, 'New Delhi', DELHI);

    // Three skeleton cards while a page is on its way (held back here so they can be seen).
    await page.route('**/api/hotel/searchHotel', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status', { name: 'Loading hotels…' }).waitFor();
    expect(await page.getByTestId('hotel-skeleton').count()).toBe(3);
    await expectAccessible(page);
    await countLine(page).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    const featured = await shownHotels(page);
    const total = await shownCount(page);
    const sortBar = page.getByRole('group', { name: 'Sort by' });
    expect(await button(sortBar, 'Featured').getAttribute('aria-pressed')).toBe('true');

    // Price: cheapest first.
    await button(sortBar, 'Price').click();
    await expect.poll(() => button(sortBar, 'Price').getAttribute('aria-pressed')).toBe('true');
    const byPrice = await shownHotels(page);
    const prices = byPrice.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.map((h) => h.name)).not.toEqual(featured.map((h) => h.name));
    expect(await shownCount(page)).toBe(total);

    // Rating: best rated first ('No rating yet' last), each score with the spec's word.
    await button(sortBar, 'Rating').click();
    const rated = await shownHotels(page);
    const byRating = rated.map((h) => h.rating ?? 0);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    for (const hotel of [...featured, ...rated]) {
      expect(hotel.label).toBe(hotel.rating === null ? null : band(hotel.rating));
    }

    // Featured: the first order again.
    await button(sortBar, 'Featured').click();
    expect((await shownHotels(page)).map((h) => h.name)).toEqual(featured.map((h) => h.name));

    // Filters: a toggled panel on a phone, its button counting what is on.
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.waitFor();
    await expectAccessible(page);

    /** Ticks a filter: the list shrinks to the count beside it, and every card shows `mark`. */
    async function tick(label: string, mark?: string) {
      const box = panel.getByRole('checkbox', { name: new RegExp(`^${label} \\(`) });
      const labelText = await box.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent);
      const expected = Number(/\(([\d,]+)\)/.exec(labelText ?? '')?.[1]?.replace(/,/g, ''));
      expect(expected).toBeGreaterThan(0);
      await box.check();
      await expect.poll(() => shownCount(page)).toBe(expected);
      expect((await shownHotels(page)).length).toBe(Math.min(20, expected));
      const cards = await results(page).all();
      if (mark) for (const card of cards) await card.getByText(mark, { exact: true }).waitFor();
      return box;
    }

    const choice = await tick('Choice hotel', 'Choice');
    await screenshot(page, 'hotel-search-filtered');
    expect(await toggle.textContent()).toContain('Filters (1)');
    await choice.uncheck();
    await expect.poll(() => shownCount(page)).toBe(total);
    (await tick('Free Cancellation', 'Free cancellation')).uncheck();
    await expect.poll(() => shownCount(page)).toBe(total);
    (await tick('Breakfast Available', 'Breakfast included')).uncheck();
    await expect.poll(() => shownCount(page)).toBe(total);
    (await tick('Wifi')).uncheck();
    await expect.poll(() => shownCount(page)).toBe(total);

    // Customer Ratings are exclusive: 4 & Above unticks 4.5 & Above.
    const excellent = await tick('4.5 & Above Excellent');
    for (const hotel of await shownHotels(page)) expect(hotel.rating).toBeGreaterThanOrEqual(4.5);
    const veryGood = await tick('4 & Above Very Good');
    expect(await excellent.isChecked()).toBe(false);
    for (const hotel of await shownHotels(page)) expect(hotel.rating).toBeGreaterThanOrEqual(4);
    await veryGood.uncheck();

    // Hotel name: contains, any case, after a pause in typing.
    const word = featured[0]?.name.split(' ')[0]?.toLowerCase() ?? '';
    await panel.getByLabel('Hotel name').fill(word);
    await expect.poll(() => shownCount(page)).toBeLessThan(total);
    for (const hotel of await shownHotels(page)) expect(hotel.name.toLowerCase()).toContain(word);
    await button(panel, 'Clear filters').click();
    await expect.poll(() => shownCount(page)).toBe(total);
    expect(await panel.getByLabel('Hotel name').inputValue()).toBe('');

    // More results as the list is scrolled, and by the button.
    await toggle.click();
    await expect.poll(() => results(page).count()).toBe(20);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await expect.poll(() => results(page).count()).toBe(40);
    await button(page, 'Show more hotels').click();
    // The button's page may bring the sentinel near enough to ask for one more.
    await expect.poll(() => results(page).count()).toBeGreaterThanOrEqual(60);
    const names = (await shownHotels(page)).map((h) => h.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says when a place has no hotels (Nowhere), in English and Hindi', async () => {
    await logInAt(page, '/hotel-booking', customer);
    await searchFor(page, 'Nowhere', /^Nowhere/);
    await page.getByRole('heading', { name: 'No hotels found' }).waitFor();
    expect(await shownCount(page)).toBe(0);
    await screenshot(page, 'hotel-search-nowhere');
    await expectAccessible(page);
    await button(page, 'Change search').click();
    await dialog(page).waitFor();
    expect(await destination(page).inputValue()).toMatch(/^Nowhere/);
    await button(dialog(page), 'Close').click();

    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'कोई होटल नहीं मिला' }).waitFor();
    await page.getByRole('button', { name: 'होटल खोजें' }).waitFor();
    await expectAccessible(page);
  });

  it('opens the form again with a note when the search session ends', async () => {
    await logInAt(page, '/hotel-booking', customer);
    await searchFor(page, 'New Delhi', DELHI);

    // The server no longer knows the session (410): cleared, and the form asks again.
    await page.evaluate(() => {
      const context = JSON.parse(localStorage.getItem('kosh.hotel.context') ?? '{}');
      const gone = '00000000-0000-4000-8000-000000000000';
      localStorage.setItem('kosh.hotel.context', JSON.stringify({ ...context, traceId: gone }));
      localStorage.setItem(
        'kosh.hotel.trace',
        JSON.stringify({ traceId: gone, timestamp: Date.now() }),
      );
    });
    await page.reload();
    await dialog(page)
      .getByText('Your session has expired. Please start your hotel search again.')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kosh.hotel.trace'))).toBeNull();
    await expectAccessible(page);

    // The hour runs out while the page is open.
    await searchFor(page, 'New Delhi', DELHI);
    await page.evaluate(() => {
      const trace = JSON.parse(localStorage.getItem('kosh.hotel.trace') ?? '{}');
      localStorage.setItem(
        'kosh.hotel.trace',
        JSON.stringify({ ...trace, timestamp: Date.now() - 3_600_000 + 1_500 }),
      );
    });
    await page.reload();
    await countLine(page).waitFor();
    await dialog(page)
      .getByText('Your session has expired. Please start your hotel search again.')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kosh.hotel.bookingData'))).toBeNull();
  });

  it('puts the filters beside the results on a desk, in dark mode too', async () => {
    const desk = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    try {
      const wide = await desk.newPage();
      await logInAt(wide, '/hotel-booking', customer);
      await searchFor(wide, 'Mumbai', /^Mumbai.*City$/);
      // No toggle: the panel is a sidebar, left of the results.
      expect(await wide.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
      const panel = wide.getByRole('region', { name: 'Filters' });
      const side = await panel.boundingBox();
      const list = await wide.getByRole('list', { name: 'Hotels' }).boundingBox();
      expect(side && list && side.x + side.width <= list.x).toBe(true);
      await screenshot(wide, 'hotel-search-desk');
      await expectAccessible(wide);

      await wide.evaluate(() => localStorage.setItem('kosh.darkMode', '1'));
      await wide.reload();
      await countLine(wide).waitFor();
      expect(await wide.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      await screenshot(wide, 'hotel-search-desk-dark');
      await expectAccessible(wide);
    } finally {
      await desk.close();
    }
  });
});
