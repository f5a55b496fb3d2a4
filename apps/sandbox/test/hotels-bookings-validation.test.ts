import { describe, expect, it } from 'vitest';
import {
  adult,
  bookingBody,
  byReference,
  call,
  GUESTS,
  noPan,
  panHotel,
  passportHotel,
  plain,
  ratesOf,
  refundable,
  useBookingsSandbox,
} from './hotels-bookings-helpers';

// Every rule a booking request must meet: a 400 naming the field, and nothing booked.

useBookingsSandbox();

describe('bad requests: 400 INVALID_REQUEST naming the field, and nothing booked', () => {
  const withGuest = (index: number, changes: Record<string, unknown>) =>
    GUESTS.map((g, i) => (i === index ? { ...g, ...changes } : g));
  const without = (index: number, key: string) =>
    GUESTS.map((g, i) =>
      i === index ? Object.fromEntries(Object.entries(g).filter(([k]) => k !== key)) : g,
    );

  const cases: [string, Record<string, unknown>, string][] = [
    ['a client_reference too short', { client_reference: 'abc1234' }, 'client_reference'],
    ['a client_reference with a space', { client_reference: 'abc 12345' }, 'client_reference'],
    [
      'a client_reference of 65 characters',
      { client_reference: 'a'.repeat(65) },
      'client_reference',
    ],
    ['no hotel_id', { hotel_id: undefined }, 'hotel_id'],
    ['an unknown hotel', { hotel_id: '999999' }, 'hotel_id'],
    ['no rate_id', { rate_id: '' }, 'rate_id'],
    ['a rate of another hotel', { rate_id: '100003-1-ROOM_ONLY-N' }, 'rate_id'],
    ['a rate the hotel does not sell', { rate_id: `${plain.id}-9-ROOM_ONLY-R` }, 'rate_id'],
    ['a check-in in the past', { check_in: '2026-05-31', check_out: '2026-06-02' }, 'check_in'],
    ['a check-in that is no day', { check_in: '2026-09-31' }, 'check_in'],
    ['a check-out before check-in', { check_out: '2026-10-05' }, 'check_out'],
    ['no rooms', { occupancies: [] }, 'occupancies'],
    [
      'a room without adults',
      { occupancies: [{ adults: 0, child_ages: [] }] },
      'occupancies[0].adults',
    ],
    ['no guests', { guests: [] }, 'guests'],
    ['an adult too many', { guests: [...GUESTS, adult('Ravi', 'Iyer')] }, 'guests'],
    [
      'a child more than the occupancies hold',
      { guests: [...GUESTS, { ...GUESTS[3], first_name: 'Uma' }] },
      'guests',
    ],
    [
      'the lead and a child of another age',
      { guests: [GUESTS[0], { ...GUESTS[3], age: 6 }] },
      'guests',
    ],
    ['only guests who are not the lead', { guests: GUESTS.slice(1) }, 'guests'],
    ['a child of another age', { guests: withGuest(3, { age: 8 }) }, 'guests'],
    [
      'a child listed as an adult',
      { guests: withGuest(3, { type: 'adult', age: null }) },
      'guests',
    ],
    ['no lead', { guests: withGuest(0, { lead: false }) }, 'guests'],
    ['two leads', { guests: withGuest(1, { lead: true }) }, 'guests'],
    [
      'a child as the lead',
      {
        guests: [
          { ...GUESTS[0], lead: false },
          ...GUESTS.slice(1, 3),
          { ...GUESTS[3], lead: true },
        ],
      },
      'guests[3].lead',
    ],
    ['a title outside Mr, Mrs, Ms', { guests: withGuest(1, { title: 'Dr' }) }, 'guests[1].title'],
    ['no first name', { guests: withGuest(0, { first_name: '  ' }) }, 'guests[0].first_name'],
    [
      'a last name with digits',
      { guests: withGuest(2, { last_name: 'Iyer2' }) },
      'guests[2].last_name',
    ],
    [
      'a name of 51 letters',
      { guests: withGuest(2, { last_name: 'I'.repeat(51) }) },
      'guests[2].last_name',
    ],
    ['a guest type of infant', { guests: withGuest(1, { type: 'infant' }) }, 'guests[1].type'],
    ['a child without an age', { guests: without(3, 'age') }, 'guests[3].age'],
    ['an adult aged 12', { guests: withGuest(1, { age: 12 }) }, 'guests[1].age'],
    [
      'a lead that is not true or false',
      { guests: withGuest(1, { lead: 'no' }) },
      'guests[1].lead',
    ],
    ['a PAN of the wrong form', { guests: withGuest(0, { pan: 'ABCDE1234F' }) }, 'guests[0].pan'],
    [
      'a passport number with a hyphen',
      { guests: withGuest(0, { passport_number: 'P-123456' }) },
      'guests[0].passport_number',
    ],
    [
      'a passport expiry that is no day',
      { guests: withGuest(0, { passport_expiry: '2030-02-30' }) },
      'guests[0].passport_expiry',
    ],
    ['no contact', { contact: undefined }, 'contact'],
    [
      'a contact e-mail without @',
      { contact: { email: 'asha.example.in', phone: '9876543210' } },
      'contact.email',
    ],
    [
      'a contact phone with letters',
      { contact: { email: 'a@b.in', phone: '98765abc10' } },
      'contact.phone',
    ],
    ['an expected_total as a number', { expected_total: 4599 }, 'expected_total'],
    ['an expected_total with one decimal', { expected_total: '4599.5' }, 'expected_total'],
    [
      'special requests of 501 characters',
      { special_requests: 'x'.repeat(501) },
      'special_requests',
    ],
    ['special requests as a list', { special_requests: ['late check-in'] }, 'special_requests'],
  ];

  it.each(cases)('%s', async (_what, overrides, field) => {
    const rate = (await ratesOf(plain.id)).find(refundable);
    const body = bookingBody(plain.id, rate, overrides);
    const res = await call('POST', '/hotels/v1/bookings', body);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toEqual({
      error: { code: 'INVALID_REQUEST', description: expect.any(String), field },
    });
    if (field !== 'client_reference') {
      expect((await byReference(body.client_reference as string)).status).toBe(404);
    }
  });

  it('asks the lead guest for the documents the rate requires', async () => {
    const panRate = (await ratesOf(panHotel.id)).find(refundable);
    const missingPan = await call('POST', '/hotels/v1/bookings', bookingBody(panHotel.id, panRate));
    expect(missingPan.status).toBe(400);
    expect(missingPan.json.error).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'guests[0].pan',
    });
    // Another guest's PAN is not the lead's.
    const otherPan = await call(
      'POST',
      '/hotels/v1/bookings',
      bookingBody(panHotel.id, panRate, { guests: withGuest(1, { pan: 'ABCPE1234F' }) }),
    );
    expect(otherPan.json.error).toMatchObject({ field: 'guests[0].pan' });

    const rate = (await ratesOf(passportHotel.id)).find(noPan);
    const attempt = (lead: Record<string, unknown>) =>
      call(
        'POST',
        '/hotels/v1/bookings',
        bookingBody(passportHotel.id, rate, { guests: withGuest(0, lead) }),
      );
    for (const [lead, field] of [
      [{}, 'guests[0].passport_number'],
      [{ passport_expiry: '2030-01-01' }, 'guests[0].passport_number'],
      [{ passport_number: 'P1234567' }, 'guests[0].passport_expiry'],
      // Expiring today (India) is not valid for the stay.
      [{ passport_number: 'P1234567', passport_expiry: '2026-06-01' }, 'guests[0].passport_expiry'],
    ] as const) {
      const res = await attempt(lead);
      expect(res.status, JSON.stringify(lead)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'INVALID_REQUEST', field });
    }
  });

  it('answers 400 for a body that is not JSON, and for no body', async () => {
    for (const body of ['{"client_reference": ', undefined]) {
      const res = await call('POST', '/hotels/v1/bookings', body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('INVALID_REQUEST');
    }
  });
});
