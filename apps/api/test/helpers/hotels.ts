import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addHotelDays, earliestCheckIn } from '@kosh/contract/hotels';
import { createTestContext, type TestContext } from './app';
import { uniqueIp } from './accounts';

/** A stay `startIn` days after the first bookable day, of `nights` nights. */
export function stay(startIn = 10, nights = 2) {
  const checkIn = addHotelDays(earliestCheckIn(), startIn);
  return { checkIn, checkOut: addHotelDays(checkIn, nights) };
}

/** Two adults in one room. */
export const TWO_ADULTS = [{ numOfAdults: 2, childAges: [] as number[] }];

/** The sandbox supplier's magic values and a few of its places (apps/sandbox/README.md). */
export const SUPPLIER = {
  delhi: 'city-new-delhi',
  nowhere: 'city-nowhere',
} as const;

export async function hotelCall(
  ctx: TestContext,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** POST /api/hotel/searchHotel for two adults in New Delhi (or as `over` says). */
export function searchHotels(
  ctx: TestContext,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return hotelCall(
    ctx,
    '/api/hotel/searchHotel',
    { ...stay(), occupancies: TWO_ADULTS, locationId: SUPPLIER.delhi, ...over },
    headers,
  );
}

/** A hotel as the supplier's availability answers it (docs/hotels.md §1). */
export interface RawHotel {
  id: string;
  name: string;
  stars: number;
  guest_rating: string | null;
  review_count: number;
  address: string;
  city: string;
  area_id: string;
  area_name: string;
  property_type: string;
  latitude: number | null;
  longitude: number | null;
  image: { small: string; big: string };
  facilities: { code: string; name: string; group: string }[];
  flags: { choice: boolean; free_cancellation: boolean; breakfast: boolean; wifi: boolean };
  min_rate: { base_per_night: string; tax_per_night: string; total: string; refundable: boolean };
}

/** Asks the sandbox supplier directly, as the API would (the tests' independent reference). */
export async function supplierCall<T>(ctx: TestContext, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ctx.sandboxUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': ctx.config.hotels.apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`supplier ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const supplierAvailability = (ctx: TestContext, body: Record<string, unknown>) =>
  supplierCall<{ location: { id: string; full_name: string }; hotels: RawHotel[] }>(
    ctx,
    '/hotels/v1/availability',
    { nationality: 'IN', ...body },
  );

export type ProxyMode = 'pass' | 'hang' | 'reset-once' | 'down';

/**
 * An HTTP proxy between the API and the sandbox's supplier, which counts the requests that reach
 * the supplier and can play its faults: no answer at all (hang), a connection reset on the next
 * request only (the adapter's one retry), or nothing listening (down: every connection reset).
 * Start it before the test context (its URL is the context's HOTELS_BASE_URL), then point it at
 * the sandbox.
 */
export async function startSupplierProxy() {
  let target = '';
  let mode: ProxyMode = 'pass';
  const seen: string[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (mode === 'down' || mode === 'reset-once') {
      if (mode === 'reset-once') mode = 'pass';
      request.socket.destroy();
      return;
    }
    seen.push(`${request.method} ${path.split('?')[0]}`);
    if (mode === 'hang') {
      held.add(response);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const upstream = http.request(
        new URL(path, target),
        { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    to(url: string) {
      target = url;
    },
    mode(next: ProxyMode) {
      mode = next;
    },
    /** The supplier requests it passed on (or held), as "POST /hotels/v1/availability". */
    requests: () => [...seen],
    reset() {
      seen.length = 0;
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SupplierProxy = Awaited<ReturnType<typeof startSupplierProxy>>;

/**
 * A test context whose supplier is reached through a proxy (startSupplierProxy), with a 1 s
 * HOTELS_TIMEOUT_MS so that a silent supplier is quick to give up on; the supplier's inventory
 * is built first (it takes longer than that at its first call).
 */
export async function contextBehindProxy() {
  const proxy = await startSupplierProxy();
  const ctx = await createTestContext({
    env: { HOTELS_BASE_URL: proxy.url, HOTELS_TIMEOUT_MS: '1000' },
  });
  proxy.to(ctx.sandboxUrl);
  await supplierCall(ctx, '/hotels/v1/locations?q=delhi');
  return {
    ctx,
    proxy,
    async close() {
      await ctx.close();
      await proxy.close();
    },
  };
}
