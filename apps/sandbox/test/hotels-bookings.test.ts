import { describe, expect, it } from 'vitest';
import { HOTELS_TEST_DEFAULTS } from '../src/app';
import { stay, type Json } from './hotels-helpers';
import {
  book,
  bookingBody,
  byReference,
  call,
  GUESTS,
  ist,
  nonRefundable,
  noPan,
  panHotel,
  passportHotel,
  plain,
  ratesOf,
  refundable,
  setClock,
  STAY,
  useBookingsSandbox,
} from './hotels-bookings-helpers';

// Booking a rate, the price check, idempotency and finding a booking again.

useBookingsSandbox();

describe('POST /hotels/v1/bookings', () => {
  it('books a rate /rates offers: 201 with the rate’s name, price and rules fixed, CONFIRMED', async () => {
    const rates = await ratesOf(plain.id);
    const rate = rates.find(refundable)!;
    const { res, body, booking } = await book(plain.id, (r) => r.id === rate.id);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const rooms = (await call('POST', `/hotels/v1/hotels/${plain.id}/rates`, STAY)).json.rooms;
    expect(booking).toEqual({
      id: expect.stringMatching(/^HB[A-Z0-9]{12}$/),
      confirmation_number: expect.stringMatching(/^KSB-[A-Z0-9]{8}$/),
      status: 'CONFIRMED',
      refusal_reason: null,
      client_reference: body.client_reference,
      hotel_id: plain.id,
      hotel_name: plain.name,
      rate_id: rate.id,
      room_name: rooms.find((r: Json) => r.id === rate.room_id).name,
      meal_plan: rate.meal_plan,
      refundable: true,
      check_in: '2026-10-06',
      check_out: '2026-10-08',
      nights: 2,
      occupancies: STAY.occupancies,
      guests: GUESTS.map((g) => ({
        age: null,
        pan: null,
        passport_number: null,
        passport_expiry: null,
        ...g,
      })),
      contact: body.contact,
      special_requests: 'A quiet room, please',
      total: rate.total,
      currency: 'INR',
      cancellation: rate.cancellation,
      policies: rate.policies,
      created_at: '2026-06-01T10:00:00+05:30',
      confirmed_at: '2026-06-01T10:00:00+05:30',
      cancelled_at: null,
      cancellation_result: null,
    });
    expect(booking.cancellation).toEqual([
      { from: '2026-06-01T10:00:00+05:30', to: '2026-10-04T12:00:00+05:30', penalty: '0.00' },
      { from: '2026-10-04T12:00:00+05:30', to: expect.any(String), penalty: rate.total },
    ]);
    // Found again by id and by the buyer's reference, the same booking.
    expect(await call('GET', `/hotels/v1/bookings/${booking.id}`)).toEqual({
      status: 200,
      json: { booking },
    });
    expect(await byReference(body.client_reference)).toEqual({ status: 200, json: { booking } });
  });

  it('books with the lead guest only, or the lead and some of the others in any order', async () => {
    const leadOnly = await book(plain.id, refundable, { guests: [GUESTS[0]] });
    expect(leadOnly.res.status, JSON.stringify(leadOnly.res.json)).toBe(201);
    expect(leadOnly.booking.status).toBe('CONFIRMED');
    expect(leadOnly.booking.guests).toEqual([
      { ...GUESTS[0], age: null, pan: null, passport_number: null, passport_expiry: null },
    ]);
    // The occupancies still price the stay: three adults and a child, whoever is named.
    expect(leadOnly.booking.occupancies).toEqual(STAY.occupancies);
    expect(leadOnly.booking.total).toBe(leadOnly.rate.total);

    const some = await book(plain.id, refundable, { guests: [GUESTS[3], GUESTS[2], GUESTS[0]] });
    expect(some.res.status, JSON.stringify(some.res.json)).toBe(201);
    expect(some.booking.guests.map((g: Json) => g.first_name)).toEqual(['Tara', 'Meera', 'Asha']);
  });

  it('books the rates that ask for documents when the lead guest gives them', async () => {
    const pan = await book(panHotel.id, refundable, {
      guests: [{ ...GUESTS[0], pan: 'ABCPE1234F' }, ...GUESTS.slice(1)],
    });
    expect(pan.rate.pan_required).toBe(true);
    expect(pan.res.status, JSON.stringify(pan.res.json)).toBe(201);
    expect(pan.booking.guests[0].pan).toBe('ABCPE1234F');

    const passport = await book(passportHotel.id, noPan, {
      guests: [
        { ...GUESTS[0], passport_number: 'P1234567', passport_expiry: '2026-06-02', age: 41 },
        ...GUESTS.slice(1),
      ],
    });
    expect(passport.rate.passport_required).toBe(true);
    expect(passport.res.status, JSON.stringify(passport.res.json)).toBe(201);
    expect(passport.booking.guests[0]).toMatchObject({
      passport_number: 'P1234567',
      passport_expiry: '2026-06-02',
      age: 41,
    });
  });

  it('answers 401 without the key, on every booking call', async () => {
    const rate = (await ratesOf(plain.id))[0];
    for (const key of [null, 'wrong', HOTELS_TEST_DEFAULTS.apiKey]) {
      const answers = [
        await call('POST', '/hotels/v1/bookings', bookingBody(plain.id, rate), key),
        await call('GET', '/hotels/v1/bookings/HB000000000000', undefined, key),
        await call('GET', '/hotels/v1/bookings?client_reference=abcdefgh', undefined, key),
        await call('POST', '/hotels/v1/bookings/HB000000000000/cancel', {}, key),
      ];
      for (const res of answers) {
        expect(res).toEqual({
          status: 401,
          json: {
            error: { code: 'UNAUTHORIZED', description: 'A valid X-Api-Key header is required.' },
          },
        });
      }
    }
  });

  it('answers 500 SUPPLIER_ERROR for a hotel whose rates fail (id ending 13), booking nothing', async () => {
    const body = bookingBody('100013', { id: '100013-1-ROOM_ONLY-R', total: '1000.00' });
    const res = await call('POST', '/hotels/v1/bookings', body);
    expect(res.status).toBe(500);
    expect(res.json.error.code).toBe('SUPPLIER_ERROR');
    expect((await byReference(body.client_reference)).status).toBe(404);
  });
});

describe('the price', () => {
  it('answers 409 PRICE_CHANGED with the current total when expected_total is not the price now', async () => {
    const rate = (await ratesOf(plain.id)).find(refundable);
    const cents = Number(rate.total.replace('.', '')) + 1;
    const stale = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const body = bookingBody(plain.id, rate, { expected_total: stale });
    const res = await call('POST', '/hotels/v1/bookings', body);
    expect(res).toEqual({
      status: 409,
      json: {
        error: {
          code: 'PRICE_CHANGED',
          description: expect.any(String),
          field: 'expected_total',
          current_total: rate.total,
        },
      },
    });
    expect((await byReference(body.client_reference)).status).toBe(404);
  });

  it('prices the rate again for the rooms asked: a total quoted for fewer guests is stale', async () => {
    const forTwo = stay('2026-10-06', '2026-10-08', [{ adults: 2 }]);
    const rate = (await ratesOf(plain.id, forTwo)).find(refundable);
    const forThree = (await ratesOf(plain.id)).find((r) => r.id === rate.id);
    const res = await call('POST', '/hotels/v1/bookings', bookingBody(plain.id, rate));
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'PRICE_CHANGED', current_total: forThree.total });
    expect(forThree.total).not.toBe(rate.total);
  });
});

describe('idempotency by client_reference', () => {
  it('answers the same booking (200) to the same body, and 409 DUPLICATE_REFERENCE to another', async () => {
    const { res, body, booking } = await book(plain.id, refundable);
    expect(res.status).toBe(201);
    const again = await call('POST', '/hotels/v1/bookings', body);
    expect(again).toEqual({ status: 200, json: { booking } });

    for (const changed of [
      { special_requests: 'A high floor' },
      { contact: { ...body.contact, phone: '+919876500000' } },
      { guests: [{ ...GUESTS[0], last_name: 'Rau' }, ...GUESTS.slice(1)] },
      { rate_id: (await ratesOf(plain.id)).find(nonRefundable).id },
    ]) {
      const res2 = await call('POST', '/hotels/v1/bookings', { ...body, ...changed });
      expect(res2.status, JSON.stringify(changed)).toBe(409);
      expect(res2.json.error).toEqual({
        code: 'DUPLICATE_REFERENCE',
        description: expect.any(String),
        field: 'client_reference',
      });
    }
    expect(await byReference(body.client_reference)).toEqual({ status: 200, json: { booking } });
  });

  it('finds a booking on a retry even after its day or price has passed', async () => {
    const { body, booking } = await book(plain.id, refundable);
    setClock(ist('2026-10-07T09:00'));
    expect(await call('POST', '/hotels/v1/bookings', body)).toEqual({
      status: 200,
      json: { booking },
    });
  });

  it('makes one booking of identical calls arriving together', async () => {
    const rate = (await ratesOf(plain.id)).find(refundable);
    const body = bookingBody(plain.id, rate);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/hotels/v1/bookings', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.booking.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json.booking.confirmation_number)).size).toBe(1);
  });
});

describe('GET /hotels/v1/bookings', () => {
  it('answers 404 BOOKING_NOT_FOUND for an unknown id or reference, 400 for a bad reference', async () => {
    for (const path of [
      '/hotels/v1/bookings/HB000000000000',
      '/hotels/v1/bookings?client_reference=never_used_1',
    ]) {
      const res = await call('GET', path);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('BOOKING_NOT_FOUND');
    }
    for (const path of ['/hotels/v1/bookings', '/hotels/v1/bookings?client_reference=short']) {
      expect(await call('GET', path)).toEqual({
        status: 400,
        json: {
          error: {
            code: 'INVALID_REQUEST',
            description: expect.any(String),
            field: 'client_reference',
          },
        },
      });
    }
  });
});
