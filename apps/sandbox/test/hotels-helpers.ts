import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildSandbox } from '../src/app';
import { inventory } from '../src/hotels/inventory/inventory';
import type { Hotel } from '../src/hotels/inventory/types';

export const API_KEY = 'hotels_spec_key';
export const PUBLIC_URL = 'http://sandbox.test:4999';
/** The supplier's clock in these tests: 1 June 2026, 10:00 in India. Every stay below is later. */
export const NOW = new Date('2026-06-01T04:30:00Z');

export async function hotelsSandbox() {
  return buildSandbox({
    smsApiKey: 'sms-key',
    hotelsApiKey: API_KEY,
    publicUrl: PUBLIC_URL,
    hotelsNow: () => NOW,
  });
}

// Answers are read loosely: the tests check their shape field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Caller {
  get(path: string, key?: string | null): Promise<{ status: number; json: Json }>;
  post(path: string, body: unknown, key?: string | null): Promise<{ status: number; json: Json }>;
}

export function caller(app: FastifyInstance): Caller {
  const headers = (key: string | null | undefined) =>
    key === null ? {} : { 'x-api-key': key ?? API_KEY };
  return {
    async get(path, key) {
      const res = await app.inject({ method: 'GET', url: path, headers: headers(key) });
      return { status: res.statusCode, json: res.json() };
    },
    async post(path, body, key) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers(key), 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.statusCode, json: res.json() };
    },
  };
}

export interface Room {
  adults: number;
  child_ages?: number[];
}

/** A stay body: check-in, check-out and rooms (two adults in one room unless told). */
export const stay = (checkIn: string, checkOut: string, occupancies: Room[] = [{ adults: 2 }]) => ({
  check_in: checkIn,
  check_out: checkOut,
  occupancies: occupancies.map((room) => ({ child_ages: [], ...room })),
  nationality: 'IN',
});

/** Decimal rupees ("4599.50") → paise, exactly. */
export const paise = (rupees: string) => {
  const [whole, fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * A sandbox for the test file: built before its tests, closed after; calls go through the caller
 * returned, `app` is the sandbox itself (for paths outside the API).
 */
export function useHotelsSandbox(): Caller & { app: () => FastifyInstance } {
  let sandbox: FastifyInstance | undefined;
  let api: Caller | undefined;
  beforeAll(async () => {
    sandbox = await hotelsSandbox();
    api = caller(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return {
    get: (path, key) => api!.get(path, key),
    post: (path, body, key) => api!.post(path, body, key),
    app: () => sandbox!,
  };
}

/** A rates call that must succeed: its answer. */
export async function ratesOf(api: Caller, hotelId: string, body: object) {
  const res = await api.post(`/hotels/v1/hotels/${hotelId}/rates`, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { hotel: Json; rooms: Json[]; rates: Json[] };
}

/** A plain night (Tuesday 6 October 2026, no season) for two adults: each rate's own tariff. */
export const PLAIN: [string, string] = ['2026-10-06', '2026-10-07'];

/** No magic id: rates that fail (13), no coordinates (00), a price that rises (77). */
const notMagic = (hotel: Hotel) => !/(13|00|77)$/.test(hotel.id);
/** Hotels to price: a cheap one (5% GST) and a dear one (18%), with no magic id. */
export const cheap = inventory().hotels.find((h) => h.cheapest.tariff < 2000 && notMagic(h))!;
export const dear = inventory().hotels.find(
  (h) => h.cheapest.tariff > 9000 && h.rates.length >= 4 && notMagic(h),
)!;
