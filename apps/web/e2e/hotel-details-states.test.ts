import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelItinerary } from '@kosh/contract/hotels';
import { createCustomer, logInAt, pathOf } from './accounts';
import { api } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';
import {
  hotelEnding,
  openHotel,
  openStored,
  richHotel,
  searchCity,
  storeSession,
  storedHotel,
  type Search,
} from './hotel-details-setup';

/**
 * docs/product-2.md §2 Hotel details page (Nearby Attractions), §4 Session validity, §8: the map of nearby
 * places, and the pages the hotel page shows instead of a hotel — no map for a hotel without
 * coordinates (the sandbox's ids ending 00), the supplier's failure (ids ending 13), the Session
 * Expired modal.
 */

describe('hotel details page: the map, the magic hotels and an expired session', () => {
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
  const open = () => openStored(page, search.traceId, hotel);

  it('maps the nearby places: tiles, the hotel’s marker with its phones, the kinds menu filtering markers and list', async () => {
    const shown = await open();
    const config = await api('v1/hotels/map');
    const tileUrl = (config.json.data as { tileUrl: string }).tileUrl;
    const tilePrefix = tileUrl.slice(0, tileUrl.indexOf('{'));
    // Leaflet is not loaded until the section comes near.
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await tabs().getByRole('link', { name: 'Nearby Attractions' }).click();
    const map = page.getByRole('region', { name: `Map of ${shown.name} and the places near it` });
    await map.waitFor();
    await expect
      .poll(() =>
        map
          .locator('img.leaflet-tile')
          .evaluateAll(
            (imgs: HTMLImageElement[], prefix: string) =>
              imgs.filter(
                (img) => img.src.startsWith(prefix) && img.complete && img.naturalWidth === 256,
              ).length,
            tilePrefix,
          ),
      )
      .toBeGreaterThan(0);
    const markers = map.locator('.leaflet-marker-icon');
    await expect.poll(() => markers.count()).toBe(1 + shown.nearByAttractions.length);
    const list = section('attractions').getByRole('list', { name: 'Places near the hotel' });
    expect(await list.getByRole('listitem').count()).toBe(shown.nearByAttractions.length);
    const nearest = [...shown.nearByAttractions].sort((a, b) => a.distance - b.distance)[0];
    if (nearest) {
      const item = list.getByRole('listitem').first();
      await item.getByText(nearest.name, { exact: true }).waitFor();
      await item.getByText(`${nearest.distance.toFixed(1)} km`).waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-4-map', map);

    // The hotel's marker: its name and phones to call.
    await map.getByRole('button', { name: `${shown.name} (the hotel)` }).click();
    const popup = map.locator('.leaflet-popup-content');
    await popup.getByText(shown.name, { exact: true }).waitFor();
    for (const phone of shown.locationInfo.phones) {
      expect(await popup.getByRole('link', { name: phone }).getAttribute('href')).toBe(
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }

    // A kind: its markers and places only.
    const kinds = section('attractions').getByRole('group', { name: 'Show places' });
    const [kind] = [...new Set(shown.nearByAttractions.map((a) => a.type))];
    const count = shown.nearByAttractions.filter((a) => a.type === kind).length;
    const labels: Record<string, string> = {
      airport: 'Airport',
      bar: 'Bar',
      cafe: 'Cafe',
      nightlife: 'Night Life',
      restaurant: 'Restaurant',
      shopping: 'Shopping',
      train: 'Train',
    };
    await kinds.getByRole('button', { name: `${labels[kind ?? '']} (${count})` }).click();
    await expect.poll(() => markers.count()).toBe(1 + count);
    expect(await list.getByRole('listitem').count()).toBe(count);
    await kinds.getByRole('button', { name: `All (${shown.nearByAttractions.length})` }).click();
    await expect.poll(() => markers.count()).toBe(1 + shown.nearByAttractions.length);

    // The map does not hold the keyboard: Tab goes through it and out.
    await map.focus();
    let left = false;
    for (let i = 0; i < shown.nearByAttractions.length + 12 && !left; i += 1) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => !document.activeElement?.closest('.leaflet-container'));
    }
    expect(left).toBe(true);
  });

  it('says Map not available for a hotel without coordinates', async () => {
    const id = await hotelEnding(search.traceId, '00');
    await storeSession(context, { traceId: search.traceId });
    const shown = await openHotel(page, id);
    expect(shown.locationInfo.latitude).toBeNull();
    await tabs().getByRole('link', { name: 'Nearby Attractions' }).click();
    await section('attractions').getByText('Map not available').waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await expectAccessible(page);
  });

  it('says Failed to load hotel data when the supplier fails, with no map', async () => {
    const id = await hotelEnding(search.traceId, '13');
    await storeSession(context, { traceId: search.traceId });
    await page.goto(`/hotel/${id}`);
    await page.getByRole('alert').getByText('Failed to load hotel data').waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await tabs().count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-5-failed');
  });

  it('shows Session Expired without a stored session; OK clears it and goes to the hotel search', async () => {
    const customer = await createCustomer('Meera Hotel');
    await logInAt(page, '/hotel-booking', customer);
    // No search on this device: straight to a hotel's address.
    await page.goto(`/hotel/${hotel.hotelId}`);
    const modal = page.getByRole('dialog', { name: 'Session Expired' });
    await modal
      .getByText('Your session has expired. Please start your hotel search again.')
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'hotel-details-6-expired');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pathOf(page)).toBe('/hotel-booking');
    expect(await storedHotel(page)).toEqual({});
  });

  it('shows Session Expired for a stored trace past its hour, and for one the server no longer has', async () => {
    await storeSession(context, {
      traceId: search.traceId,
      timestamp: Date.now() - 61 * 60_000,
    });
    let asked = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/hotel/createItineraryV2')) asked = true;
    });
    await page.goto(`/hotel/${hotel.hotelId}`);
    await page.getByRole('dialog', { name: 'Session Expired' }).waitFor();
    expect(asked).toBe(false);
    // Escape (closing it) does what OK does.
    await page.keyboard.press('Escape');
    await expect.poll(() => pathOf(page)).not.toBe(`/hotel/${hotel.hotelId}`);
    expect(await storedHotel(page)).toEqual({});

    // Live here, unknown there: the server's 410.
    const { context: other, page: second } = await newPhonePage(browser);
    try {
      await storeSession(other, { traceId: crypto.randomUUID() });
      const answer = second.waitForResponse((r) =>
        r.url().endsWith('/api/hotel/createItineraryV2'),
      );
      await second.goto(`/hotel/${hotel.hotelId}`);
      expect((await answer).status()).toBe(410);
      await second.getByRole('dialog', { name: 'Session Expired' }).waitFor();
    } finally {
      await other.close();
    }
  });
});
