import { describe, expect, it } from 'vitest';
import { HOTELS_TEST_DEFAULTS, loadSandboxConfig } from '../src/app';
import { inventory } from '../src/hotels/inventory/inventory';
import { API_KEY, PUBLIC_URL, stay, useHotelsSandbox, type Json } from './hotels-helpers';

const api = useHotelsSandbox();
const sandboxApp = api.app;

const STAY = stay('2026-10-06', '2026-10-08');
const suggest = async (q: string, limit?: number) => {
  const query = new URLSearchParams({
    q,
    ...(limit === undefined ? {} : { limit: String(limit) }),
  });
  return api.get(`/hotels/v1/locations?${query}`);
};
const availability = (body: object) => api.post('/hotels/v1/availability', { ...STAY, ...body });

describe('authentication', () => {
  it('answers 401 with the error body for a missing or wrong X-Api-Key, on every call', async () => {
    for (const key of [null, '', 'wrong', `${API_KEY}x`, HOTELS_TEST_DEFAULTS.apiKey]) {
      const answers = [
        await api.get('/hotels/v1/locations?q=goa', key),
        await api.post('/hotels/v1/availability', { ...STAY, location_id: 'city-goa' }, key),
        await api.post('/hotels/v1/hotels/100001/rates', STAY, key),
      ];
      for (const res of answers) {
        expect(res.status, `key ${key}`).toBe(401);
        expect(res.json).toEqual({
          error: { code: 'UNAUTHORIZED', description: 'A valid X-Api-Key header is required.' },
        });
      }
    }
  });

  it('links to pictures the sandbox serves without a key', async () => {
    const { json } = await api.post('/hotels/v1/hotels/100123/rates', STAY);
    const urls = [
      json.hotel.image.small,
      json.hotel.images[1].big_jpg,
      json.rooms[0].images[0].small,
    ];
    for (const url of urls as string[]) {
      expect(url.startsWith(`${PUBLIC_URL}/hotels/v1/images/100123/`)).toBe(true);
      const res = await sandboxApp().inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    }
  });

  it('answers an unknown path under /hotels/v1 with the error body', async () => {
    const res = await api.get('/hotels/v1/reviews');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });

  it('reads its key and public URL from the environment, the URL defaulting to its own port', () => {
    expect(loadSandboxConfig({}).hotelsApiKey).toBe('kosh_sandbox_hotels_key');
    expect(loadSandboxConfig({ HOTELS_API_KEY: 'k2' }).hotelsApiKey).toBe('k2');
    expect(loadSandboxConfig({ SANDBOX_PORT: '4061' }).publicUrl).toBe('http://127.0.0.1:4061');
    expect(loadSandboxConfig({ SANDBOX_PUBLIC_URL: 'https://sandbox.example/' }).publicUrl).toBe(
      'https://sandbox.example',
    );
    expect(() => loadSandboxConfig({ SANDBOX_PUBLIC_URL: 'sandbox.example' })).toThrow(
      /SANDBOX_PUBLIC_URL/,
    );
  });
});

describe('GET /hotels/v1/locations', () => {
  it('answers cities, areas, landmarks and hotels with the documented fields', async () => {
    const res = await suggest('mumbai', 50);
    expect(res.status).toBe(200);
    const [city, ...rest] = res.json.locations as Json[];
    expect(city).toEqual({
      id: 'city-mumbai',
      type: 'city',
      name: 'Mumbai',
      full_name: 'Mumbai, Maharashtra',
      city_id: 'city-mumbai',
      hotel_id: null,
    });
    const colaba = rest.find((l) => l.name === 'Colaba');
    expect(colaba).toEqual({
      id: 'area-mumbai-colaba',
      type: 'area',
      name: 'Colaba',
      full_name: 'Colaba, Mumbai, Maharashtra',
      city_id: 'city-mumbai',
      hotel_id: null,
    });
    expect(rest.find((l) => l.name === 'Gateway of India')).toMatchObject({
      type: 'landmark',
      full_name: 'Gateway of India, Mumbai, Maharashtra',
      city_id: 'city-mumbai',
    });
    // After the city's 10 areas and 7 landmarks come its hotels (matched by their city).
    const hotel = rest.find((l) => l.type === 'hotel');
    expect(hotel).toMatchObject({ id: 'city-mumbai', city_id: 'city-mumbai' });
    expect(hotel.hotel_id).toMatch(/^\d{6}$/);
    expect(hotel.full_name).toMatch(/, Mumbai$/);
  });

  it('ranks an exact name first, then cities, areas, landmarks, hotels, in a stable order', async () => {
    // "Fort" is an area of Mumbai exactly; "Red Fort", "Agra Fort"… are landmarks.
    const fort = (await suggest('fort', 50)).json.locations as Json[];
    expect(fort[0]).toMatchObject({ id: 'area-mumbai-fort', type: 'area' });
    const ranks = fort.slice(1).map((l) => ['city', 'area', 'landmark', 'hotel'].indexOf(l.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(fort.map((l) => l.name)).toEqual(expect.arrayContaining(['Red Fort', 'Agra Fort']));
    // Every "Mall Road" area is an exact match, before any place that only starts with it.
    const mall = (await suggest('Mall Road', 50)).json.locations as Json[];
    const exact = mall.filter((l) => l.name === 'Mall Road');
    expect(exact.length).toBeGreaterThanOrEqual(4);
    expect(mall.slice(0, exact.length)).toEqual(exact);
    // Same question, same answer.
    expect((await suggest('fort', 50)).json.locations).toEqual(fort);
  });

  it('matches a word prefix of the name, or of its area, city or state, whatever the case', async () => {
    const upper = (await suggest('COLABA')).json.locations as Json[];
    expect(upper[0]).toMatchObject({ id: 'area-mumbai-colaba' });
    expect((await suggest('colaba')).json.locations).toEqual(upper);
    // Hotels in Colaba are found by their area.
    expect(upper.slice(1).every((l) => l.type === 'hotel' && l.full_name.includes('Colaba'))).toBe(
      true,
    );
    // Inside a word does not match.
    expect((await suggest('olaba')).json.locations).toEqual([]);
    // A state finds its cities; several words match in sequence.
    const kerala = (await suggest('kerala', 50)).json.locations as Json[];
    expect(kerala.filter((l) => l.type === 'city').map((l) => l.name)).toEqual(
      expect.arrayContaining(['Kochi', 'Alleppey', 'Munnar']),
    );
    expect((await suggest('gateway of')).json.locations[0]).toMatchObject({
      name: 'Gateway of India',
    });
    // Apostrophes and dots are not needed.
    expect((await suggest('humayuns tomb')).json.locations[0]).toMatchObject({
      name: "Humayun's Tomb",
    });
  });

  it('finds a hotel by its name, under its city id with its own hotel_id', async () => {
    const hotel = inventory().hotelsById.get('100123')!;
    const found = (await suggest(hotel.name, 50)).json.locations as Json[];
    expect(found).toContainEqual({
      id: hotel.city.id,
      type: 'hotel',
      name: hotel.name,
      full_name: `${hotel.name}, ${hotel.area.name}, ${hotel.city.name}`,
      city_id: hotel.city.id,
      hotel_id: '100123',
    });
  });

  it('answers at most `limit` (30 unless asked, at most 50)', async () => {
    expect((await suggest('delhi')).json.locations).toHaveLength(30);
    expect((await suggest('delhi', 5)).json.locations).toHaveLength(5);
    expect((await suggest('delhi', 50)).json.locations).toHaveLength(50);
    expect((await suggest('delhi', 5)).json.locations).toEqual(
      (await suggest('delhi', 50)).json.locations.slice(0, 5),
    );
    expect((await suggest('zzzz')).json.locations).toEqual([]);
  });

  it('answers 400 INVALID_REQUEST with the field for a short query or a bad limit', async () => {
    for (const path of [
      '/hotels/v1/locations',
      '/hotels/v1/locations?q=',
      '/hotels/v1/locations?q=a',
      '/hotels/v1/locations?q=%20%20a%20',
      `/hotels/v1/locations?q=${'a'.repeat(101)}`,
      '/hotels/v1/locations?q=goa&q=mumbai',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'INVALID_REQUEST', field: 'q' });
    }
    for (const limit of ['0', '51', '-1', '2.5', 'ten', '']) {
      const res = await api.get(`/hotels/v1/locations?q=goa&limit=${limit}`);
      if (limit === '') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, limit).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'INVALID_REQUEST', field: 'limit' });
    }
  });
});

describe('magic values', () => {
  it('suggests Nowhere, which has no hotels', async () => {
    const [first] = (await suggest('Nowhere')).json.locations as Json[];
    expect(first).toEqual({
      id: 'city-nowhere',
      type: 'city',
      name: 'Nowhere',
      full_name: 'Nowhere',
      city_id: 'city-nowhere',
      hotel_id: null,
    });
    const res = await availability({ location_id: 'city-nowhere' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      location: { id: 'city-nowhere', full_name: 'Nowhere' },
      hotels: [],
    });
  });

  it('answers the rates of a hotel whose id ends 13 with 500 SUPPLIER_ERROR, yet lists it', async () => {
    for (const id of ['100013', '100113', '101013']) {
      const res = await api.post(`/hotels/v1/hotels/${id}/rates`, STAY);
      expect(res.status).toBe(500);
      expect(res.json.error.code).toBe('SUPPLIER_ERROR');
      const hotel = inventory().hotelsById.get(id)!;
      const listed = await availability({ location_id: hotel.city.id, hotel_id: id });
      expect(listed.status).toBe(200);
      expect(listed.json.hotels[0].min_rate.total).toMatch(/^\d+\.\d{2}$/);
    }
    // Its neighbours answer.
    expect((await api.post('/hotels/v1/hotels/100012/rates', STAY)).status).toBe(200);
    expect((await api.post('/hotels/v1/hotels/100014/rates', STAY)).status).toBe(200);
  });

  it('gives a hotel whose id ends 00 no coordinates, and leaves it out of landmark searches', async () => {
    const res = await api.post('/hotels/v1/hotels/100000/rates', STAY);
    expect(res.status).toBe(200);
    expect(res.json.hotel).toMatchObject({ id: '100000', latitude: null, longitude: null });
    const listed = await availability({ location_id: 'city-new-delhi', hotel_id: '100000' });
    expect(listed.json.hotels[0]).toMatchObject({ latitude: null, longitude: null });
    const noMap = inventory().hotels.filter((h) => h.id.endsWith('00'));
    expect(noMap.every((h) => h.position === null)).toBe(true);
    expect(
      inventory()
        .hotels.filter((h) => !h.id.endsWith('00'))
        .every((h) => h.position),
    ).toBe(true);
    const delhi = inventory().cities.find((c) => c.id === 'city-new-delhi')!;
    for (const landmark of delhi.landmarks) {
      const near = await availability({ location_id: landmark.id });
      expect(near.json.hotels.some((h: Json) => h.id.endsWith('00'))).toBe(false);
    }
  });

  it('holds the README’s examples: PAN on every rate of 100011, a passport on every rate of 100012', async () => {
    for (const [id, field] of [
      ['100011', 'pan_required'],
      ['100012', 'passport_required'],
    ] as const) {
      const res = await api.post(`/hotels/v1/hotels/${id}/rates`, STAY);
      expect(res.status).toBe(200);
      expect(res.json.rates.every((rate: Json) => rate[field] === true)).toBe(true);
    }
  });
});
