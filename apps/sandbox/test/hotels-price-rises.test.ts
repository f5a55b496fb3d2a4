import { paiseToRupees, rupeesToPaise } from '@kosh/contract/common/money';
import { describe, expect, it } from 'vitest';
import { inventory } from '../src/hotels/inventory/inventory';
import { stay, type Json } from './hotels-helpers';
import {
  bookingBody,
  byReference,
  call,
  GUESTS,
  ratesOf,
  useBookingsSandbox,
} from './hotels-bookings-helpers';

// The price-change magic: a hotel whose id ends 77 quotes a stay 10% dearer from its second
// /rates call for that stay on, and books at the price it quotes now.

useBookingsSandbox();

const paise = (rupees: string) => Number(rupeesToPaise(rupees));
const rupees = (amount: number) => paiseToRupees(BigInt(amount));
/** 10% dearer, to the rupee, in paise. */
const dearer = (rupees: string) => Math.round((paise(rupees) * 1.1) / 100) * 100;

const rising = inventory().hotels.filter((h) => h.id.endsWith('77'));
/** A rising hotel of New Delhi that asks for no documents: any guest can book it. */
const hotel = rising.find(
  (h) => h.city.name === 'New Delhi' && !h.panAlways && !h.passportRequired,
)!;

/** Two nights, two rooms; each test its own dates, since the rises are the sandbox's memory. */
const stayFrom = (day: number) =>
  stay(`2026-10-${String(day).padStart(2, '0')}`, `2026-10-${String(day + 2).padStart(2, '0')}`, [
    { adults: 2, child_ages: [7, 3] },
    { adults: 1 },
  ]);

/** The cheapest rate of a quote: far below the PAN threshold, before the rise and after. */
const cheapestOf = (rates: Json[]) =>
  rates.reduce((a, b) => (paise(b.total) < paise(a.total) ? b : a));

/** A guest list for stayFrom's rooms: the lead alone is enough. */
const LEAD = [GUESTS[0]];

describe('a hotel whose id ends 77', () => {
  it('exists in the big cities: New Delhi and Mumbai have several', () => {
    const inCity = (name: string) => rising.filter((h) => h.city.name === name).length;
    expect(inCity('New Delhi')).toBeGreaterThanOrEqual(5);
    expect(inCity('Mumbai')).toBeGreaterThanOrEqual(5);
    expect(hotel).toBeDefined();
  });

  it('quotes a stay as usual first, then every rate 10% dearer (base and tax, to the rupee) from the second call on', async () => {
    const body = stayFrom(6);
    const listed = await call('POST', '/hotels/v1/availability', {
      location_id: 'city-new-delhi',
      hotel_id: hotel.id,
      ...body,
    });
    const first = await ratesOf(hotel.id, body);
    // The first quote is the search's: its cheapest rate is min_rate to the paisa.
    const cheapest = cheapestOf(first);
    expect(cheapest.total).toBe(listed.json.hotels[0].min_rate.total);

    const second = await ratesOf(hotel.id, body);
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));
    for (const [index, was] of first.entries()) {
      const now = second[index]!;
      expect(paise(now.base_per_night), now.id).toBe(dearer(was.base_per_night));
      expect(paise(now.tax_per_night), now.id).toBe(dearer(was.tax_per_night));
      expect(now.total).toBe(rupees((dearer(was.base_per_night) + dearer(was.tax_per_night)) * 2));
      expect(paise(now.total)).toBeGreaterThan(paise(was.total));
      // The penalties follow the price: a whole-amount window charges the new total.
      expect(now.cancellation.at(-1).penalty).toBe(now.total);
    }
    // It rises once: the third quote is the second's.
    expect(await ratesOf(hotel.id, body)).toEqual(second);
    // The search keeps its list price.
    const again = await call('POST', '/hotels/v1/availability', {
      location_id: 'city-new-delhi',
      hotel_id: hotel.id,
      ...body,
    });
    expect(again.json.hotels[0].min_rate.total).toBe(cheapest.total);
  });

  it('counts each stay apart: other dates or rooms start again, the same rooms listed otherwise do not', async () => {
    const body = stayFrom(9);
    const first = await ratesOf(hotel.id, body);
    const other = stay(body.check_in, '2026-10-12', body.occupancies);
    const fewer = stay(body.check_in, body.check_out, [{ adults: 2 }]);
    expect(paise((await ratesOf(hotel.id, other))[0].total)).toBeLessThan(
      paise((await ratesOf(hotel.id, other))[0].total),
    );
    expect(paise((await ratesOf(hotel.id, fewer))[0].total)).toBeLessThan(
      paise((await ratesOf(hotel.id, fewer))[0].total),
    );
    // The same two rooms, in the other order and the children's ages swapped: the same stay.
    const reordered = stay(body.check_in, body.check_out, [
      { adults: 1 },
      { adults: 2, child_ages: [3, 7] },
    ]);
    const second = await ratesOf(hotel.id, reordered);
    expect(paise(second[0].total)).toBe(
      (dearer(first[0].base_per_night) + dearer(first[0].tax_per_night)) * 2,
    );
  });

  it('books at the price quoted now: the old total is 409 PRICE_CHANGED with the new one, the new total books', async () => {
    const body = stayFrom(13);
    const was = cheapestOf(await ratesOf(hotel.id, body));
    // Asked once: the first price books.
    const early = bookingBody(hotel.id, was, { ...body, guests: LEAD });
    const booked = await call('POST', '/hotels/v1/bookings', early);
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    expect(booked.json.booking.total).toBe(was.total);

    const now = (await ratesOf(hotel.id, body)).find((r: Json) => r.id === was.id);
    const stale = bookingBody(hotel.id, was, { ...body, guests: LEAD });
    expect(await call('POST', '/hotels/v1/bookings', stale)).toEqual({
      status: 409,
      json: {
        error: {
          code: 'PRICE_CHANGED',
          description: expect.any(String),
          field: 'expected_total',
          current_total: now.total,
        },
      },
    });
    expect((await byReference(stale.client_reference)).status).toBe(404);

    const fresh = bookingBody(hotel.id, now, { ...body, guests: LEAD });
    const res = await call('POST', '/hotels/v1/bookings', fresh);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.booking).toMatchObject({
      status: 'CONFIRMED',
      total: now.total,
      cancellation: now.cancellation,
    });
    // The booking made before the rise keeps its price.
    const before = await call('GET', `/hotels/v1/bookings/${booked.json.booking.id}`);
    expect(before.json.booking.total).toBe(was.total);
  });

  it('a booking does not count as a quote: booked after one quote, the price has not risen', async () => {
    const body = stayFrom(16);
    const rate = cheapestOf(await ratesOf(hotel.id, body));
    for (let n = 0; n < 2; n += 1) {
      const res = await call(
        'POST',
        '/hotels/v1/bookings',
        bookingBody(hotel.id, rate, { ...body, guests: LEAD }),
      );
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const second = (await ratesOf(hotel.id, body)).find((r: Json) => r.id === rate.id);
    expect(paise(second.total)).toBeGreaterThan(paise(rate.total));
  });
});

describe('any other hotel', () => {
  it('quotes the same stay at the same price however often it is asked', async () => {
    const other = inventory().hotels.find((h) => h.id.endsWith('78'))!;
    const body = stayFrom(19);
    const first = await ratesOf(other.id, body);
    expect(await ratesOf(other.id, body)).toEqual(first);
    expect(await ratesOf(other.id, body)).toEqual(first);
  });
});
