import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationSuggestion } from '@kosh/contract/hotels';
import { createTestContext, type TestContext } from '../helpers/app';
import { hotelCall, SUPPLIER } from '../helpers/hotels';
import { rows } from '../helpers/wallet';

/** The destination field's suggestions (docs/product-2.md §7) and the hotel map's configuration. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      HOTEL_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      HOTEL_MAP_ATTRIBUTION: '© OpenStreetMap contributors',
      HOTEL_MAP_MAX_ZOOM: '18',
    },
  });
});
afterAll(() => ctx?.close());

const suggest = (term: string) =>
  hotelCall(ctx, `/api/hotel/locationSuggestion?searchString=${encodeURIComponent(term)}`);

describe('hotel/locationSuggestion', () => {
  it('suggests places and hotels with the spec’s fields, at most 30, the city first', async () => {
    const res = await suggest('new del');
    expect(res.statusCode).toBe(200);
    const { result, success, data } = res.json() as {
      result: boolean;
      success: boolean;
      data: LocationSuggestion[];
    };
    expect({ result, success }).toEqual({ result: true, success: true });
    expect(data.length).toBeGreaterThan(1);
    expect(data.length).toBeLessThanOrEqual(30);
    expect(data[0]).toEqual({
      fullName: expect.stringContaining('New Delhi'),
      type: 'city',
      refrenceId: null,
      id: SUPPLIER.delhi,
    });
    for (const s of data) {
      expect(Object.keys(s).sort()).toEqual(['fullName', 'id', 'refrenceId', 'type']);
      if (s.type === 'hotel') expect(s.refrenceId).toMatch(/^\d+$/);
      else expect(s.refrenceId).toBeNull();
    }
  });

  it('caps a common term at 30, and suggests hotels with their city as the location', async () => {
    const { data } = (await suggest('hotel')).json() as { data: LocationSuggestion[] };
    expect(data).toHaveLength(30);
    const hotel = data.find((s) => s.type === 'hotel');
    expect(hotel?.id).toMatch(/^city-/);
  });

  it('suggests Nowhere (the destination with no hotels)', async () => {
    const { data } = (await suggest('Nowhere')).json() as { data: LocationSuggestion[] };
    expect(data[0]).toMatchObject({ id: SUPPLIER.nowhere, type: 'city' });
  });

  it.each([
    ['', 'HOTEL_DESTINATION_SHORT'],
    ['de', 'HOTEL_DESTINATION_SHORT'],
    ['  de  ', 'HOTEL_DESTINATION_SHORT'],
    ['d'.repeat(101), 'HOTEL_DESTINATION_LONG'],
  ])('refuses %j with 400 on searchString', async (term, code) => {
    const res = await suggest(term);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'searchString', code })]);
  });

  it('refuses a missing searchString', async () => {
    const res = await hotelCall(ctx, '/api/hotel/locationSuggestion');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'searchString' })]);
  });

  it('stores nothing', async () => {
    await suggest('mumbai');
    const [row] = await rows<{ n: number }>(
      ctx,
      sql`select (select count(*) from hotel_search_sessions)::int + (select count(*) from hotel_itineraries)::int as n`,
    );
    expect(row?.n).toBe(0);
  });
});

describe('GET /api/v1/hotels/map', () => {
  it('answers the configured tile URL, attribution and zoom', async () => {
    const res = await hotelCall(ctx, '/api/v1/hotels/map');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      success: true,
      data: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        maxZoom: 18,
      },
    });
    expect(res.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
  });

  it('defaults to the sandbox’s tiles', async () => {
    const other = await createTestContext();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/hotels/map' });
      expect(res.json().data).toEqual({
        tileUrl: `http://127.0.0.1:${other.config.sandboxPort}/tiles/{z}/{x}/{y}.png`,
        attribution: 'Map tiles: Kosh sandbox',
        maxZoom: 19,
      });
    } finally {
      await other.close();
    }
  });
});
