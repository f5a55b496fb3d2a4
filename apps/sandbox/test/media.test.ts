import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app';
import { IMAGE_CAPTIONS, IMAGE_KINDS, imageKind, MAX_HOTEL_IMAGES } from '../src/media/image-kinds';
import { mapPixels, TILE_SIZE } from '../src/media/map-tile';
import { RenderCache } from '../src/media/render-cache';

let sandbox: FastifyInstance;
/** A second sandbox with its own empty cache: what it draws must be byte for byte the same. */
let other: FastifyInstance;

beforeAll(async () => {
  sandbox = await buildSandbox({ smsApiKey: 'sms-key' });
  other = await buildSandbox({ smsApiKey: 'sms-key' });
});

afterAll(async () => {
  await sandbox?.close();
  await other?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = sandbox) =>
  app.inject({ method: 'GET', url, headers });

const IMAGE = '/hotels/v1/images';

describe('hotel pictures', () => {
  it('draws every picture of a gallery and a room in both sizes and formats, 4:3, typed', async () => {
    const cases = [
      ['100000/1-small.webp', 'image/webp', 'webp', 480, 360],
      ['100000/1-big.webp', 'image/webp', 'webp', 1200, 900],
      ['100000/1-small.jpg', 'image/jpeg', 'jpeg', 480, 360],
      ['100000/1-big.jpg', 'image/jpeg', 'jpeg', 1200, 900],
      ['100042/20-small.webp', 'image/webp', 'webp', 480, 360],
      ['100042/room-100042-deluxe-2-small.webp', 'image/webp', 'webp', 480, 360],
      ['7/room-A1-big.jpg', 'image/jpeg', 'jpeg', 1200, 900],
    ] as const;
    for (const [path, contentType, format, width, height] of cases) {
      const res = await get(`${IMAGE}/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      const metadata = await sharp(res.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format,
        width,
        height,
      });
    }
  });

  it('keeps a small picture light for a search card: every kind under 25 KB as WebP', async () => {
    // Pictures 1–7 of a hotel show all seven kinds (imageKind), so this covers every scene.
    for (const hotelId of ['100000', '100013', '123456']) {
      for (let n = 1; n <= 7; n += 1) {
        const res = await get(`${IMAGE}/${hotelId}/${n}-small.webp`);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.length, `${hotelId}/${n}`).toBeLessThan(25 * 1024);
      }
    }
  });

  it('draws the same bytes for the same URL in another process-alike, and different ones per hotel and picture', async () => {
    const urls = [
      `${IMAGE}/100001/1-big.webp`,
      `${IMAGE}/100001/4-small.jpg`,
      `${IMAGE}/100001/room-x-small.webp`,
    ];
    for (const url of urls) {
      const first = await get(url);
      const second = await get(url, {}, other);
      expect(first.rawPayload.equals(second.rawPayload), url).toBe(true);
      expect(first.headers.etag).toBe(second.headers.etag);
    }
    const bodies = await Promise.all(
      [`100001/1`, `100002/1`, `100001/2`, `100001/3`].map(
        async (picture) => (await get(`${IMAGE}/${picture}-small.webp`)).rawPayload,
      ),
    );
    for (let i = 0; i < bodies.length; i += 1) {
      for (let j = i + 1; j < bodies.length; j += 1) {
        expect(bodies[i]!.equals(bodies[j]!), `${i} vs ${j}`).toBe(false);
      }
    }
  });

  it('is cached for a year, immutable, with an ETag that answers 304', async () => {
    const url = `${IMAGE}/100003/2-small.webp`;
    const res = await get(url);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await get(url, { 'if-none-match': ifNoneMatch });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers.etag).toBe(etag);
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(res.rawPayload)).toBe(true);
    // Another picture has another ETag.
    expect((await get(`${IMAGE}/100003/3-small.webp`)).headers.etag).not.toBe(etag);
  });

  it('answers 404 with the error body for a path that names no picture', async () => {
    const paths = [
      'abc/1-small.webp',
      '-1/1-small.webp',
      '1e5/1-small.webp',
      '100000/0-small.webp',
      '100000/21-small.webp',
      '100000/01-small.webp',
      '100000/1-medium.webp',
      '100000/1-small.png',
      '100000/1-small.WEBP',
      '100000/1.webp',
      '100000/small.webp',
      '100000/room--small.webp',
      `100000/room-${'a'.repeat(41)}-small.webp`,
      '100000/room-a_b-small.webp',
      '100000/room-a.b-small.webp',
      '100000',
      '100000/1-small.webp/extra',
      '',
    ];
    for (const path of paths) {
      const res = await get(`${IMAGE}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({
        error: { code: 'NOT_FOUND', description: expect.stringContaining('Nothing at') },
      });
    }
    // The longest room id allowed is drawn.
    expect((await get(`${IMAGE}/100000/room-${'a'.repeat(40)}-small.webp`)).statusCode).toBe(200);
  });
});

describe('imageKind', () => {
  it('shows the facade first, then the six other kinds once each, the same on every call', () => {
    for (const hotelId of ['100000', '100001', '999999']) {
      expect(imageKind(hotelId, 1)).toBe('facade');
      const next = Array.from({ length: 6 }, (_, i) => imageKind(hotelId, i + 2));
      expect([...next].sort()).toEqual(IMAGE_KINDS.filter((kind) => kind !== 'facade').sort());
      const all = Array.from({ length: MAX_HOTEL_IMAGES }, (_, i) => imageKind(hotelId, i + 1));
      expect(Array.from({ length: MAX_HOTEL_IMAGES }, (_, i) => imageKind(hotelId, i + 1))).toEqual(
        all,
      );
      for (const kind of all) expect(IMAGE_CAPTIONS[kind]).toBeTruthy();
    }
    // Hotels order their galleries differently.
    const orders = new Set(
      Array.from({ length: 20 }, (_, h) =>
        Array.from({ length: 7 }, (_, i) => imageKind(String(100000 + h), i + 1)).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('refuses a picture number outside 1–20', () => {
    for (const n of [0, 21, 1.5, -1]) expect(() => imageKind('100000', n)).toThrow(RangeError);
  });
});

/** A PNG's pixels as raw RGB. */
async function pixelsOf(png: Buffer) {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** A column (x) or row (y) of a 256×256 RGB tile, as one RGB triple per pixel. */
function edge(pixels: Buffer, axis: 'column' | 'row', index: number) {
  return Array.from({ length: TILE_SIZE }, (_, k) => {
    const offset = (axis === 'column' ? k * TILE_SIZE + index : index * TILE_SIZE + k) * 3;
    return pixels.subarray(offset, offset + 3).join();
  });
}

describe('map tiles', () => {
  it('serves 256×256 PNG tiles, cached like the pictures, with 304', async () => {
    for (const url of [
      '/tiles/0/0/0.png',
      '/tiles/12/2927/1708.png',
      '/tiles/19/374589/218626.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(res.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'png',
        width: 256,
        height: 256,
      });
      const again = await get(url, {}, other);
      expect(again.rawPayload.equals(res.rawPayload), url).toBe(true);
      const cached = await get(url, { 'if-none-match': res.headers.etag as string });
      expect(cached.statusCode).toBe(304);
    }
  });

  it('answers 404 with the error body outside the world or for a malformed path', async () => {
    const paths = [
      '20/0/0.png',
      '1/2/0.png',
      '1/0/2.png',
      '3/8/0.png',
      '19/524288/0.png',
      '-1/0/0.png',
      '1/-1/0.png',
      '01/0/0.png',
      '1/00/0.png',
      'a/0/0.png',
      '1/0/0.jpg',
      '1/0/0',
      '1/0',
      '1/0/0.png/x',
    ];
    for (const path of paths) {
      const res = await get(`/tiles/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code, path).toBe('NOT_FOUND');
    }
    // The last tile of the deepest zoom exists.
    expect((await get('/tiles/19/524287/524287.png')).statusCode).toBe(200);
  });

  it('joins neighbouring tiles at two zoom levels: the seam is like any two neighbouring lines of pixels', async () => {
    /** The share of pixels two lines of pixels have alike. */
    const alike = (a: string[], b: string[]) =>
      a.filter((pixel, k) => pixel === b[k]).length / TILE_SIZE;
    // Central New Delhi at a city zoom and a street zoom.
    for (const [z, x, y] of [
      [13, 5853, 3416],
      [16, 46824, 27329],
    ] as const) {
      const [here, right, below] = await Promise.all(
        [
          [x, y],
          [x + 1, y],
          [x, y + 1],
        ].map(async ([tx, ty]) => pixelsOf((await get(`/tiles/${z}/${tx}/${ty}.png`)).rawPayload)),
      );
      for (const axis of ['column', 'row'] as const) {
        const next = axis === 'column' ? right! : below!;
        const seam = [edge(here!, axis, 255), edge(next, axis, 0)] as const;
        // Streets and blocks cross the seam: its pixels are not one flat colour.
        expect(new Set(seam[0]).size, `z${z} ${axis}`).toBeGreaterThan(2);
        // Inside a tile, neighbouring lines differ only where an edge of a street, park or
        // building runs between them; across the seam it must be no different.
        const inside = Array.from({ length: TILE_SIZE - 1 }, (_, k) =>
          alike(edge(here!, axis, k), edge(here!, axis, k + 1)),
        ).sort((a, b) => a - b);
        const tenthPercentile = inside[Math.floor(inside.length / 10)]!;
        expect(alike(...seam), `z${z} ${axis}`).toBeGreaterThanOrEqual(tenthPercentile);
        expect(alike(...seam), `z${z} ${axis}`).toBeGreaterThan(0.6);
      }
    }
  });

  it('draws from world coordinates only: a window across a seam equals the two tiles’ halves', async () => {
    for (const [z, x, y] of [
      [14, 11707, 6833],
      [17, 93649, 54657],
    ] as const) {
      const left = await pixelsOf((await get(`/tiles/${z}/${x}/${y}.png`)).rawPayload);
      const right = await pixelsOf((await get(`/tiles/${z}/${x + 1}/${y}.png`)).rawPayload);
      const window = mapPixels(z, x * TILE_SIZE + 128, y * TILE_SIZE, TILE_SIZE, TILE_SIZE);
      for (let row = 0; row < TILE_SIZE; row += 1) {
        const expected = Buffer.concat([
          left.subarray((row * TILE_SIZE + 128) * 3, (row + 1) * TILE_SIZE * 3),
          right.subarray(row * TILE_SIZE * 3, (row * TILE_SIZE + 128) * 3),
        ]);
        const actual = window.subarray(row * TILE_SIZE * 3, (row + 1) * TILE_SIZE * 3);
        if (!actual.equals(expected)) throw new Error(`z${z}: row ${row} differs across the seam`);
      }
    }
  });

  it('shows more streets as it zooms in', async () => {
    // The share of pixels that are not plain land grows from a country view to a street view.
    const share = async (url: string) => {
      const pixels = await pixelsOf((await get(url)).rawPayload);
      let drawn = 0;
      for (let i = 0; i < pixels.length; i += 3) {
        if (pixels.subarray(i, i + 3).join() !== '242,239,233') drawn += 1;
      }
      return drawn / (pixels.length / 3);
    };
    const country = await share('/tiles/4/11/6.png');
    const street = await share('/tiles/17/93649/54657.png');
    expect(street).toBeGreaterThan(country * 2);
  });
});

describe('RenderCache', () => {
  const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

  it('renders a key once while it is being rendered, for every concurrent asker', async () => {
    const cache = new RenderCache(1000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return bytes(10);
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    await cache.get('k', render);
    expect(renders).toBe(1);
  });

  it('stays under its byte budget, dropping the least recently used first', async () => {
    const cache = new RenderCache(300);
    await cache.get('a', async () => bytes(100, 1));
    await cache.get('b', async () => bytes(100, 2));
    await cache.get('c', async () => bytes(100, 3));
    await cache.get('a', async () => bytes(100, 9)); // a hit: `a` is now the most recent
    await cache.get('d', async () => bytes(100, 4));
    expect(cache.size).toBeLessThanOrEqual(300);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.has(key))).toEqual([true, false, true, true]);
    // Something larger than the whole budget is answered but not kept.
    const huge = await cache.get('huge', async () => bytes(301));
    expect(huge.body.length).toBe(301);
    expect(cache.has('huge')).toBe(false);
    expect(cache.size).toBe(300);
  });

  it('does not remember a failed render', async () => {
    const cache = new RenderCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const retried = await cache.get('k', async () => bytes(5));
    expect(retried.body.length).toBe(5);
  });
});
