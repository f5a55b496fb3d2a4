import { format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelItinerary } from '@kosh/contract/hotels';
import { createCustomer, logInAt, pathOf } from './accounts';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  screenshot,
  PAGE_WAIT_MS,
} from './browser';
import {
  STAY,
  openHotel,
  openStored,
  rateGroups,
  richHotel,
  searchCity,
  storeSession,
  storedHotel,
  type Search,
} from './hotel-details-setup';

/**
 * docs/product-2.md §2 Hotel details page, §4 Hotel page: a hotel opened from a search (made through the
 * API, and once through the search page) — its tabs, photos and gallery, stay, room rates and
 * SELECT ROOM — on a phone, and on a desktop in dark mode and Hindi. The map, the magic hotels
 * and the Session Expired modal: hotel-details-states.test.ts.
 */

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
/** A smooth scroll takes its time. */
const SCROLLED = { timeout: PAGE_WAIT_MS };
const stayDay = (yyyyMMdd: string) => format(new Date(`${yyyyMMdd}T00:00:00`), "EEE, dd MMM''yy");

describe('hotel details page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let search: Search;
  let hotel: HotelItinerary;

  beforeAll(async () => {
    browser = await launchBrowser();
    search = await searchCity('Mumbai');
    hotel = await richHotel(search);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const tabs = () => page.getByRole('navigation', { name: 'Hotel sections' });
  const section = (id: string) => page.locator(`section#${id}`);
  const rows = () => section('room-rates').getByTestId('rate-row');
  const gallery = () => page.getByRole('dialog');

  const open = () => openStored(page, search.traceId, hotel);

  it('shows the hotel of a search: header, photos, the stay, and tabs that scroll to their sections', async () => {
    await storeSession(context, { traceId: search.traceId });
    // The hotel's answer is held back until the skeleton has been seen: it holds the page's
    // shape until the hotel comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/hotel/createItineraryV2', async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/hotel/createItineraryV2'));
    await page.goto(`/hotel/${hotel.hotelId}`);
    await page.getByRole('status', { name: 'Loading the hotel…' }).waitFor();
    await screenshot(page, 'hotel-details-0-skeleton');
    release();
    expect((await answer).status()).toBe(200);
    await page.getByRole('heading', { name: hotel.name, level: 2 }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading the hotel…' }).count()).toBe(0);

    await page.getByRole('heading', { name: 'Static Hotel', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Close', exact: true }).waitFor();
    await page.getByRole('img', { name: `${hotel.stars}-star hotel` }).waitFor();
    await page
      .getByText(
        hotel.address.includes(hotel.city) ? hotel.address : `${hotel.address}, ${hotel.city}`,
        { exact: true },
      )
      .waitFor();

    // Photos: the main picture and five thumbnails, then View All (n).
    const photos = section('photos');
    const shown = Math.min(hotel.images.length, 6);
    expect(await photos.getByRole('button', { name: /^Photo \d+ of / }).count()).toBe(shown);
    await photos.getByRole('button', { name: `View All (${hotel.images.length})` }).waitFor();
    // Only the main picture is fetched at once; every picture's box is reserved (4:3).
    const images = photos.locator('img');
    expect(await images.first().getAttribute('loading')).toBe('eager');
    for (const img of await images.all()) {
      expect(await img.getAttribute('width')).toBe('1200');
      expect(await img.getAttribute('height')).toBe('900');
    }
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');

    // The stay.
    const stay = page.getByRole('region', { name: 'Your stay' });
    await stay.getByText(stayDay(STAY.checkIn)).waitFor();
    await stay.getByText(stayDay(STAY.checkOut)).waitFor();
    expect(await stay.getByTestId('stay-counts').textContent()).toBe(
      '2 Nights · 1 Room · 2 Guests',
    );
    if (typeof hotel.rating === 'number') {
      const label =
        hotel.rating >= 4.5
          ? 'EXCELLENT'
          : hotel.rating >= 4
            ? 'VERY GOOD'
            : hotel.rating >= 3
              ? 'GOOD'
              : 'AVERAGE';
      await stay.getByText(label, { exact: true }).waitFor();
      await stay
        .getByText(`${(hotel.totalReviews || 100).toLocaleString('en-IN')} ratings`)
        .waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-1-top');

    // Each tab scrolls its section under the bars and is marked as the one being read.
    for (const [name, id] of [
      ['Room Rates', 'room-rates'],
      ['Hotel Amenities', 'amenities'],
      ['Photos', 'photos'],
      ['Nearby Attractions', 'attractions'],
    ] as const) {
      const tab = tabs().getByRole('link', { name });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('true');
      expect(await tabs().locator('[aria-current="true"]').count()).toBe(1);
      await expect
        .poll(async () => {
          const box = await section(id).boundingBox();
          const view = page.viewportSize();
          // At its top under the bars, or (the last section) wholly reached at the page's end.
          return box !== null && view !== null && box.y > 60 && box.y < view.height;
        }, SCROLLED)
        .toBe(true);
      if (id !== 'attractions') {
        await expect
          .poll(async () => Math.round((await section(id).boundingBox())?.y ?? 0), SCROLLED)
          .toBe(112);
      }
    }
    // The tab bar stays on screen below the header.
    expect((await tabs().boundingBox())?.y).toBeLessThan(60);
  });

  it('holds every picture’s 4:3 box before the picture arrives, so nothing below moves', async () => {
    // The pictures never come: each box must have its size from the layout alone.
    await page.route('**/hotels/v1/images/**', () => undefined);
    await open();
    const tiles = section('photos').getByRole('button', { name: /^Photo \d+ of / });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBeGreaterThan(1);
    for (const tile of await tiles.all()) {
      const cell = await tile.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
      const box = await tile.boundingBox();
      // The tile fills its cell (a button is only as wide as its content otherwise: an empty
      // picture made the thumbnails' row 0 px tall until they loaded, then pushed the stay down).
      expect(box?.width).toBeCloseTo(cell, 0);
      expect(box?.height).toBeCloseTo((box?.width ?? 0) * 0.75, 0);
    }
  });

  it('is reached through the search page: a result’s View Details opens its page', async () => {
    const customer = await createCustomer('Arjun Traveller');
    await logInAt(page, '/hotel-booking', customer);
    // A first visit opens the search form by itself.
    const form = page.getByRole('dialog', { name: 'Search Hotels' });
    await form.getByRole('combobox', { name: 'Destination' }).fill('Mumbai');
    await page
      .getByRole('listbox', { name: 'Suggested places and hotels' })
      .getByRole('option', { name: /^Mumbai.*City$/ })
      .first()
      .click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    const card = page.getByRole('list', { name: 'Hotels' }).getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/hotel/createItineraryV2'));
    await card.getByRole('link', { name: /^View Details/ }).click();
    expect((await answer).status()).toBe(200);
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    await section('room-rates').getByTestId('rate-row').first().waitFor();
    await expectAccessible(page);
  });

  it('opens the gallery full screen: arrows wrap both ways, counter, caption, thumbnails, keys, and focus back', async () => {
    await open();
    const total = hotel.images.length;
    const main = section('photos').getByRole('button', { name: /^Photo 1 of / });
    await main.click();
    await gallery().waitFor();
    const counter = gallery().getByText(/^\d+ \/ \d+$/);
    const caption = (n: number) => hotel.images[n - 1]?.captionLabel ?? '';
    const at = async (n: number) => {
      await expect.poll(() => counter.textContent()).toBe(`${n} / ${total}`);
      expect(await gallery().getAttribute('aria-describedby')).toBeTruthy();
      const describedBy = (await gallery().getAttribute('aria-describedby')) as string;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(caption(n));
    };
    await gallery().getByRole('heading', { name: hotel.name }).waitFor();
    await at(1);
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-2-gallery');

    const next = gallery().getByRole('button', { name: 'Next photo' });
    const previous = gallery().getByRole('button', { name: 'Previous photo' });
    await next.click();
    await at(2);
    await previous.click();
    await at(1);
    await previous.click(); // wraps to the last
    await at(total);
    await next.click(); // and back to the first
    await at(1);
    await page.keyboard.press('ArrowLeft');
    await at(total);
    await page.keyboard.press('ArrowRight');
    await at(1);
    await page.keyboard.press('ArrowRight');
    await at(2);

    // The strip: every photo, the one shown marked; a thumbnail goes to its photo.
    const strip = gallery().getByRole('list', { name: 'All photos' });
    expect(await strip.getByRole('button').count()).toBe(total);
    expect(await strip.locator('[aria-current="true"]').getAttribute('aria-label')).toBe(
      `Photo 2 of ${total}: ${caption(2)}`,
    );
    await strip
      .getByRole('button', { name: `Photo ${total} of ${total}: ${caption(total)}` })
      .click();
    await at(total);
    // The photo shown has loaded (its neighbours too, for a swipe).
    await expect
      .poll(() =>
        gallery()
          .locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // A swipe (a drag on the slides) moves to the next photo, round to the first.
    const slides = await gallery().locator('[aria-roledescription="slide"]').first().boundingBox();
    if (!slides) throw new Error('no slides');
    const y = slides.y + slides.height / 2;
    // From the photo itself, not from the arrow over its edge.
    await page.mouse.move(250, y);
    await page.mouse.down();
    await page.mouse.move(200, y, { steps: 5 });
    await page.mouse.move(40, y, { steps: 5 });
    await page.mouse.up();
    await at(1);

    await page.keyboard.press('Escape');
    await expect.poll(() => gallery().count()).toBe(0);
    expect(await main.evaluate((el) => el === document.activeElement)).toBe(true);

    // View All opens it too, and Close gives focus back to it.
    const viewAll = section('photos').getByRole('button', { name: `View All (${total})` });
    await viewAll.click();
    await at(1);
    await gallery().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => gallery().count()).toBe(0);
    expect(await viewAll.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('lists the rates by room type, cheapest type first: every element of a rate row, Show more, and chips that filter', async () => {
    const shown = await open();
    const groups = rateGroups(shown);
    await tabs().getByRole('link', { name: 'Room Rates' }).click();
    const cards = section('room-rates').getByTestId('room-type');
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      groups.map((g) => g.roomType),
    );

    // Three rates per type at first.
    for (const [i, group] of groups.entries()) {
      expect(await cards.nth(i).getByTestId('rate-row').count()).toBe(
        Math.min(3, group.rates.length),
      );
    }

    // A rate row: every element of docs/product-2.md §2, with the cheapest rate's figures.
    const [first] = groups;
    const rate = first?.rates[0];
    if (!first || !rate) throw new Error('no rate');
    const row = cards.first().getByTestId('rate-row').first();
    await row.getByRole('heading', { name: rate.rooms[0]?.roomName, level: 4 }).waitFor();
    const meals = {
      ROOM_ONLY: 'Room only, no meals',
      BREAKFAST: 'Breakfast included',
      HALF_BOARD: 'Breakfast and lunch or dinner included',
      FULL_BOARD: 'All meals included',
    };
    await row.getByText(meals[rate.mealPlan], { exact: true }).waitFor();
    await row
      .getByText(rate.refundable ? '100% Refund' : 'Non Refundable', { exact: true })
      .waitFor();
    await row.getByText(rupees(rate.baseRate), { exact: true }).waitFor();
    await row.getByText(`+ ${rupees(rate.taxAmount)} taxes & fees Per Night`).waitFor();
    await row.getByText(rupees(rate.payNow), { exact: true }).waitFor();
    await row.getByText('No convenience fee').waitFor();
    await row
      .getByText('Payment only through Kosh Pay: wallet, UPI, cards or net banking')
      .waitFor();
    await row.getByRole('button', { name: 'SELECT ROOM' }).waitFor();

    // The cancellation terms open by keyboard: the timeline from paying to check-in.
    const terms = row.getByRole('button', {
      name: rate.refundable ? /^Free cancellation till / : 'No free cancellation',
    });
    await terms.focus();
    await page.keyboard.press('Enter');
    expect(await terms.getAttribute('aria-expanded')).toBe('true');
    const timeline = row.getByRole('list', { name: 'Cancellation policy' });
    const steps = await timeline.getByRole('listitem').allTextContents();
    expect(steps[0]).toBe(`Pay ${rupees(rate.payNow)} now through Kosh`);
    expect(steps.at(-1)).toMatch(new RegExp(`^Check-in ${stayDay(STAY.checkIn)}, from `));
    if (rate.refundable)
      expect(steps[1]).toMatch(/^Cancel for free before \d{2} \w{3}'\d{2}, \d{2}:\d{2}$/);
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-3-rates', row);

    // Show more adds three.
    const long = groups.findIndex((g) => g.rates.length > 3);
    const card = cards.nth(long);
    const total = groups[long]?.rates.length ?? 0;
    await card.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => card.getByTestId('rate-row').count()).toBe(Math.min(6, total));
    await card.getByText(`${Math.min(6, total)} of ${total} rates shown`).waitFor({
      state: total > 6 ? 'visible' : 'detached',
    });

    // The chips filter the rows: Free Cancellation leaves only rates refunded in full.
    const chip = (name: string) =>
      section('room-rates')
        .getByRole('group', { name: 'Show only rates with' })
        .getByRole('button', { name });
    await chip('Free Cancellation').click();
    expect(await chip('Free Cancellation').getAttribute('aria-pressed')).toBe('true');
    const refundable = groups.filter((g) => g.rates.some((r) => r.refundable));
    await expect.poll(() => cards.count()).toBe(refundable.length);
    expect(await rows().getByText('Non Refundable', { exact: true }).count()).toBe(0);
    expect(await rows().count()).toBeGreaterThan(0);
    // All Meals as well: only full-board refundable rates, or the line that says there is none.
    await chip('All Meals Included').click();
    const both = groups
      .flatMap((g) => g.rates)
      .filter((r) => r.refundable && r.mealPlan === 'FULL_BOARD');
    if (both.length === 0) {
      await section('room-rates')
        .getByText('No rate of this hotel has everything you chose.')
        .waitFor();
      expect(await rows().count()).toBe(0);
      await expectAccessible(page);
      await section('room-rates').getByRole('button', { name: 'Show all rates' }).click();
    } else {
      await expect
        .poll(async () =>
          (await rows().allTextContents()).every((t) => t.includes('All meals included')),
        )
        .toBe(true);
      await chip('All Meals Included').click();
      await chip('Free Cancellation').click();
    }
    await expect.poll(() => cards.count()).toBe(groups.length);
  });

  it('SELECT ROOM stores the selection, refreshes the trace and goes to the room page', async () => {
    const searched = Date.now() - 20 * 60_000;
    await storeSession(context, { traceId: search.traceId, timestamp: searched });
    const shown = await openHotel(page, hotel.hotelId);
    const [group] = rateGroups(shown);
    const rate = group?.rates[0];
    if (!rate) throw new Error('no rate');
    const recommendation = shown.recommendations.find((r) =>
      r.rates.some((x) => x.rateId === rate.rateId),
    );
    await tabs().getByRole('link', { name: 'Room Rates' }).click();
    await rows().first().getByRole('button', { name: 'SELECT ROOM' }).click();

    const code = shown.itinerary.code;
    await expect.poll(() => pathOf(page)).toBe(`/hotelroomslayout/${code}`);
    const stored = await storedHotel(page);
    expect(stored.selected).toEqual({
      hotelName: shown.name,
      checkIn: STAY.checkIn,
      checkOut: STAY.checkOut,
      nights: 2,
      traceId: search.traceId,
      heroImage: shown.images[0]?.url,
      roomId: rate.rooms[0]?.roomId,
      rateId: rate.rateId,
      recommendationId: recommendation?.recommendationId,
      occupancy: STAY.occupancies,
      code,
      type: 'HOTEL',
    });
    expect((stored.context as { hotelId: string }).hotelId).toBe(hotel.hotelId);
    expect((stored.trace as { timestamp: number }).timestamp).toBeGreaterThan(searched + 60_000);
  });

  it('on a desktop, in dark mode and in Hindi: photos beside the stay, readable', async () => {
    const wide = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      baseURL: baseUrl(),
    });
    try {
      await wide.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
      await storeSession(wide, { traceId: search.traceId });
      const desk = await wide.newPage();
      desk.setDefaultTimeout(PAGE_WAIT_MS);
      await openHotel(desk, hotel.hotelId);
      await desk.getByRole('heading', { name: hotel.name, level: 2 }).waitFor();
      expect(await desk.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      const photo = await desk.locator('section#photos button').first().boundingBox();
      const stay = await desk.getByRole('region', { name: 'Your stay' }).boundingBox();
      expect(stay && photo && stay.x > photo.x + photo.width).toBe(true);
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-details-7-desktop-dark');
      await desk
        .getByRole('navigation', { name: 'Hotel sections' })
        .getByRole('link', { name: 'Room Rates' })
        .click();
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-details-8-desktop-dark-rates');

      await desk.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
      await desk.reload();
      await desk.getByRole('navigation', { name: 'होटल के हिस्से' }).waitFor();
      await desk.getByRole('heading', { name: 'कमरों की दरें', level: 2 }).waitFor();
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-details-9-desktop-hindi');
    } finally {
      await wide.close();
    }
  });
});
