import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  addHotelDays,
  earliestCheckIn,
  type HotelItinerary,
  type HotelOccupancy,
  type HotelResult,
  type LocationSuggestion,
} from '@kosh/contract/hotels';
import { api } from './api';

/**
 * What the hotel details journeys start from: a search made through the API, as another device
 * would, and the booking session the search page would have stored for it in the browser.
 */

/** The set-up's own device (an RFC 5737 address): its calls do not count against the browser's. */
const SETUP_DEVICE = '198.51.100.113';

/** Two weeks ahead, two nights, two adults: every refundable rate's free window is still open. */
export const STAY = {
  checkIn: addHotelDays(earliestCheckIn(), 14),
  checkOut: addHotelDays(earliestCheckIn(), 16),
  occupancies: [{ numOfAdults: 2, childAges: [] }] as HotelOccupancy[],
};

export interface Search {
  traceId: string;
  locationId: string;
  hotels: HotelResult[];
}

/** A city's hotels through the API: the suggestion for its name, then a search of the city. */
export async function searchCity(name: string): Promise<Search> {
  const suggested = await api(`hotel/locationSuggestion?searchString=${encodeURIComponent(name)}`, {
    forwardedFor: SETUP_DEVICE,
  });
  expect(suggested.status, JSON.stringify(suggested.json)).toBe(200);
  const city = (suggested.json.data as LocationSuggestion[]).find((s) => s.type === 'city');
  if (!city) throw new Error(`no city suggested for ${name}`);
  const found = await api('hotel/searchHotel', {
    body: { ...STAY, locationId: city.id },
    forwardedFor: SETUP_DEVICE,
  });
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  return {
    traceId: found.json.traceId as string,
    locationId: city.id,
    hotels: found.json.data as HotelResult[],
  };
}

/** A hotel's itinerary through the API, within a search session. */
export async function itineraryOf(traceId: string, hotelId: string) {
  const { status, json } = await api('hotel/createItineraryV2', {
    body: { ...STAY, traceId, hotelId, nationality: 'IN' },
    forwardedFor: SETUP_DEVICE,
  });
  return { status, itinerary: json.data as HotelItinerary | undefined, json };
}

/** Each room type's rates, the types cheapest (lowest base rate) first. */
export function rateGroups(itinerary: HotelItinerary) {
  const groups = new Map<string, HotelItinerary['recommendations'][number]['rates']>();
  for (const recommendation of itinerary.recommendations) {
    for (const rate of recommendation.rates) {
      const type = rate.rooms[0]?.roomType ?? 'Unknown Type';
      groups.set(type, [...(groups.get(type) ?? []), rate]);
    }
  }
  const lowest = (rates: { baseRate: number }[]) => Math.min(...rates.map((r) => r.baseRate));
  return [...groups.entries()]
    .map(([roomType, rates]) => ({
      roomType,
      rates: [...rates].sort((a, b) => a.baseRate - b.baseRate),
    }))
    .sort((a, b) => lowest(a.rates) - lowest(b.rates));
}

/**
 * A hotel of the search with everything the journeys look at: more than five photos, a map with
 * places of two kinds or more, a room type with more than three rates, refundable and
 * non-refundable rates.
 */
export async function richHotel(search: Search): Promise<HotelItinerary> {
  for (const hotel of search.hotels) {
    // No magic id: 00 has no map, 13 fails, 77 is dearer from its second quote (the page's).
    if (/(00|13|77)$/.test(hotel.id)) continue;
    const { status, itinerary } = await itineraryOf(search.traceId, hotel.id);
    if (status !== 200 || !itinerary) continue;
    const kinds = new Set(itinerary.nearByAttractions.map((a) => a.type));
    const rates = itinerary.recommendations.flatMap((r) => r.rates);
    if (
      itinerary.images.length > 5 &&
      itinerary.locationInfo.latitude !== null &&
      kinds.size >= 2 &&
      rateGroups(itinerary).some((g) => g.rates.length > 3) &&
      rates.some((r) => r.refundable) &&
      rates.some((r) => !r.refundable)
    ) {
      return itinerary;
    }
  }
  throw new Error('no hotel of the search has all the journeys need');
}

/** A hotel id of the inventory that ends in `suffix` and answers within the session. */
export async function hotelEnding(traceId: string, suffix: '00' | '13'): Promise<string> {
  for (let n = 0; n < 40; n += 1) {
    const id = String(100_000 + n * 100 + Number(suffix));
    const { status } = await itineraryOf(traceId, id);
    if (suffix === '00' ? status === 200 : status === 502) return id;
  }
  throw new Error(`no hotel ending ${suffix}`);
}

export interface StoredSession {
  traceId: string;
  hotelId?: string;
  /** When the search was made (ms): an hour later the session has expired. */
  timestamp?: number;
}

/**
 * The booking session a search on this device would have stored (docs/product-2.md §3–§4), put in the
 * browser before its first page: once per tab, so the page's own changes survive navigation.
 */
export async function storeSession(context: BrowserContext, session: StoredSession) {
  await context.addInitScript(
    ({ session, stay }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      const set = (key: string, value: unknown) =>
        localStorage.setItem(`kosh.hotel.${key}`, JSON.stringify(value));
      set('context', {
        hotelId: session.hotelId ?? '',
        ...stay,
        nationality: 'IN',
        traceId: session.traceId,
      });
      set('trace', { traceId: session.traceId, timestamp: session.timestamp ?? Date.now() });
      set('checkIn', stay.checkIn);
      set('checkOut', stay.checkOut);
      set('occupancies', stay.occupancies);
    },
    { session, stay: STAY },
  );
}

/** The browser's hotel booking storage, parsed. */
export function storedHotel(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('kosh.hotel.')) {
        out[key.slice('kosh.hotel.'.length)] = JSON.parse(localStorage.getItem(key) ?? 'null');
      }
    }
    return out;
  });
}

/** Opens a hotel's page and waits for the itinerary it makes: what the page was given. */
export async function openHotel(page: Page, hotelId: string): Promise<HotelItinerary> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/hotel/createItineraryV2'));
  await page.goto(`/hotel/${hotelId}`);
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: HotelItinerary }).data;
}

/** A hotel opened on a device that made the search: its page, shown whole. */
export async function openStored(
  page: Page,
  traceId: string,
  hotel: HotelItinerary,
): Promise<HotelItinerary> {
  await storeSession(page.context(), { traceId });
  const shown = await openHotel(page, hotel.hotelId);
  await page.getByRole('heading', { name: hotel.name, level: 2 }).waitFor();
  return shown;
}
