import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectRoomRatesResponse } from '@kosh/contract/hotel-booking';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, type SignedUp } from '../helpers/accounts';
import {
  HOTELS,
  LEAD,
  allocateBody,
  allocateRooms,
  applyPromo,
  expireItinerary,
  insertBooking,
  openItinerary,
  rateOf,
  selectBody,
  selectRoomRates,
  stayOnWeekday,
  storedItinerary,
  type OpenedItinerary,
} from '../helpers/hotel-room';
import { stay } from '../helpers/hotels';
import { dataSnapshot } from '../helpers/snapshot';

/**
 * selectRoomRates and applyPromo (docs/product-2.md §7; docs/hotels.md calls 1–2): the chosen room and rate
 * with the server's fare and promotions, kept on the itinerary; who may use an itinerary (a
 * visitor's becomes the first logged-in caller's; another customer's is not there); an expired
 * session; a booking under way freezes the choice; every promotion rule through the API.
 */
let ctx: TestContext;
let offsetMs = 0;
let asha: SignedUp;
let ravi: SignedUp;

beforeAll(async () => {
  ctx = await createTestContext({ clock: () => new Date(Date.now() + offsetMs) });
  [asha, ravi] = [await signUp(ctx), await signUp(ctx)];
});
afterAll(() => ctx?.close());

type SelectData = SelectRoomRatesResponse['data'][number];
const dataOf = (body: string) => (JSON.parse(body) as SelectRoomRatesResponse).data[0]!;

/** The room rate of a rate's stay in paise: nightly base (all rooms) × nights. */
const roomRatePaise = (opened: OpenedItinerary, index = 0) =>
  BigInt(Math.round(rateOf(opened, index).rate.baseRate * 100)) * BigInt(opened.itinerary.nights);

/** What a promotion takes off: `percent` of the room rate, rounded down, at most `cap` paise. */
const discountOf = (roomRate: bigint, percent: number, cap: bigint) => {
  const off = (roomRate * BigInt(percent)) / 100n;
  return off < cap ? off : cap;
};
const rupees = (paise: bigint) => Number(paise) / 100;

describe('selectRoomRates', () => {
  it('answers the chosen rate with its policies and documents, the room, the hotel, the fare and the promotions', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const { recommendationId, rate, room } = rateOf(opened, 1);
    const res = await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SelectRoomRatesResponse;
    expect(body).toMatchObject({ result: true, success: true });
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      ['items', 'hotel', 'fare', 'promotions', 'guests', 'traceId', 'expiresAt'].sort(),
    );
    const data: SelectData = body.data[0]!;
    // The spec's path: data[0].items[0].selectedRoomsAndRates[0].rate with policies and documents.
    const selected = data.items[0]!.selectedRoomsAndRates[0]!;
    expect(data.items[0]).toMatchObject({ code: opened.code, type: 'HOTEL' });
    expect(selected).toEqual({ recommendationId, rate, room });
    expect(selected.rate).toHaveProperty('policies');
    expect(typeof selected.rate.IsPANMandatory).toBe('boolean');
    expect(typeof selected.rate.IsPassportMandatory).toBe('boolean');

    const it_ = opened.itinerary;
    expect(data.hotel).toEqual({
      hotelId: it_.hotelId,
      name: it_.name,
      address: it_.address,
      city: it_.city,
      stars: it_.stars,
      heroImage: it_.images[0]?.bigImageWebp ?? '',
      checkIn: opened.checkIn,
      checkOut: opened.checkOut,
      checkInTime: it_.checkInTime,
      checkOutTime: it_.checkOutTime,
      nights: 2,
      rooms: 1,
      guests: 2,
      occupancies: [{ numOfAdults: 2, childAges: [] }],
      refundable: rate.refundable,
    });
    const roomRate = roomRatePaise(opened, 1);
    expect(data.fare).toEqual({
      roomRate: rupees(roomRate),
      taxes: Number((rate.finalRate - rupees(roomRate)).toFixed(2)),
      discount: 0,
      total: rate.finalRate,
      currency: 'INR',
      promoCode: null,
      nights: 2,
      rooms: 1,
    });
    expect(data.promotions).toEqual([
      {
        code: 'HOTEL10',
        description: '10% off on hotel bookings',
        messageCode: 'HOTEL_PROMO_HOTEL10',
        percent: 10,
        maxDiscount: 1500,
        validUntil: '2027-12-31',
      },
      {
        code: 'SUMMER15',
        description: '15% off on summer destinations',
        messageCode: 'HOTEL_PROMO_SUMMER15',
        percent: 15,
        maxDiscount: 2000,
        validUntil: '2027-06-30',
      },
      {
        code: 'WEEKEND5',
        description: '5% off on weekend stays',
        messageCode: 'HOTEL_PROMO_WEEKEND5',
        percent: 5,
        maxDiscount: 500,
        validUntil: '2027-12-31',
      },
    ]);
    expect(data).toMatchObject({ guests: [], traceId: opened.traceId, expiresAt: it_.expiresAt });

    const stored = await storedItinerary(ctx, opened.code);
    expect(stored.selection).toMatchObject({
      recommendationId,
      rateId: rate.rateId,
      roomId: room.roomId,
    });
  });

  it('is idempotent: the same choice again (a reload) answers the same and writes nothing', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const first = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(first.statusCode).toBe(200);
    const stored = await storedItinerary(ctx, opened.code);
    const again = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again.body)).toEqual(dataOf(first.body));
    expect(await storedItinerary(ctx, opened.code)).toEqual(stored);
  });

  it.each([
    [
      'a rate the itinerary does not offer',
      (o: OpenedItinerary) => ({
        roomsAndRateAllocations: [
          { rateId: 'nope-1', roomId: rateOf(o).room.roomId, occupancy: { adults: 2 } },
        ],
      }),
      'roomsAndRateAllocations.0.rateId',
      'HOTEL_RATE_UNKNOWN',
    ],
    [
      'a rate of another recommendation',
      (o: OpenedItinerary) => ({ recommendationId: rateOf(o, 1).recommendationId }),
      'roomsAndRateAllocations.0.rateId',
      'HOTEL_RATE_UNKNOWN',
    ],
    [
      'a room the rate does not book',
      (o: OpenedItinerary) => ({
        roomsAndRateAllocations: [
          { rateId: rateOf(o).rate.rateId, roomId: 'room-x', occupancy: { adults: 2 } },
        ],
      }),
      'roomsAndRateAllocations.0.roomId',
      'HOTEL_ROOM_UNKNOWN',
    ],
    [
      'items naming another itinerary',
      () => ({ items: [{ code: 'ABCDEFGHIJKLMNOP', type: 'HOTEL' }] }),
      'items.0.code',
      'HOTEL_ITINERARY_CODE_MISSING',
    ],
    [
      'no rate at all',
      () => ({ roomsAndRateAllocations: [] }),
      'roomsAndRateAllocations',
      'HOTEL_ROOM_DATA_MISSING',
    ],
    [
      'an empty rate id',
      (o: OpenedItinerary) => ({
        roomsAndRateAllocations: [{ rateId: ' ', roomId: rateOf(o).room.roomId }],
      }),
      'roomsAndRateAllocations.0.rateId',
      'HOTEL_RATE_UNKNOWN',
    ],
  ])('%s: 400 on the field, nothing stored or claimed', async (_what, over, field, code) => {
    // A visitor's itinerary: a refused call by a customer must not claim it either.
    const opened = await openItinerary(ctx);
    const before = await dataSnapshot(ctx);
    const stored = await storedItinerary(ctx, opened.code);
    const res = await selectRoomRates(
      ctx,
      opened.code,
      selectBody(opened, 0, over(opened)),
      asha.token,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ result: false, code });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(await storedItinerary(ctx, opened.code)).toEqual(stored);
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('an expired itinerary, an unknown code, another session’s trace or none: 410, nothing stored', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const other = await openItinerary(ctx, { token: asha.token });
    const cases: [string, Record<string, unknown>][] = [
      ['ZZZZZZZZZZZZZZZZ', {}],
      [opened.code, { traceId: other.traceId }],
      [opened.code, { traceId: '0' }],
      [opened.code, { traceId: 'not-a-trace' }],
    ];
    const before = await dataSnapshot(ctx);
    for (const [code, over] of cases) {
      const res = await selectRoomRates(ctx, code, selectBody(opened, 0, over), asha.token);
      expect(res.statusCode, `${code} ${JSON.stringify(over)}`).toBe(410);
      expect(res.json()).toMatchObject({
        code: 'HOTEL_SESSION_EXPIRED',
        message: 'Your session has expired. Please start your hotel search again.',
      });
    }
    await expireItinerary(ctx, opened.code);
    const expired = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('HOTEL_SESSION_EXPIRED');
    expect((await storedItinerary(ctx, opened.code)).selection).toBeNull();
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('a malformed code: 400 HOTEL_ITINERARY_CODE_MISSING', async () => {
    const opened = await openItinerary(ctx);
    const res = await selectRoomRates(ctx, 'bad code!', selectBody(opened));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HOTEL_ITINERARY_CODE_MISSING');
  });
});

describe('who may use an itinerary', () => {
  it('a visitor’s itinerary answers visitors, and becomes the first customer’s who uses it', async () => {
    const opened = await openItinerary(ctx);
    expect((await storedItinerary(ctx, opened.code)).user_id).toBeNull();
    const asVisitor = await selectRoomRates(ctx, opened.code, selectBody(opened));
    expect(asVisitor.statusCode, asVisitor.body).toBe(200);
    expect((await storedItinerary(ctx, opened.code)).user_id).toBeNull();

    // The visitor logs in at payment: what they chose is still theirs, and now Asha's.
    const promo = await applyPromo(ctx, opened, 'HOTEL10');
    expect(promo.statusCode).toBe(200);
    const asAsha = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(asAsha.statusCode).toBe(200);
    expect(dataOf(asAsha.body).fare.promoCode).toBe('HOTEL10');
    expect((await storedItinerary(ctx, opened.code)).user_id).toBe(asha.UId);

    // Now only Asha: a visitor or Ravi find nothing there.
    for (const token of [undefined, ravi.token]) {
      const res = await selectRoomRates(ctx, opened.code, selectBody(opened), token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'HOTEL_NOT_FOUND' });
      const promoRes = await applyPromo(ctx, opened, null, token);
      expect(promoRes.statusCode).toBe(404);
    }
    expect((await storedItinerary(ctx, opened.code)).promo_code).toBe('HOTEL10');
  });

  it('a customer’s itinerary is not there for another customer or a visitor', async () => {
    const opened = await openItinerary(ctx, { token: ravi.token });
    expect((await storedItinerary(ctx, opened.code)).user_id).toBe(ravi.UId);
    const before = await dataSnapshot(ctx);
    for (const token of [asha.token, undefined]) {
      const res = await selectRoomRates(ctx, opened.code, selectBody(opened), token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('HOTEL_NOT_FOUND');
    }
    expect(await dataSnapshot(ctx)).toEqual(before);
    expect(
      (await selectRoomRates(ctx, opened.code, selectBody(opened), ravi.token)).statusCode,
    ).toBe(200);
  });

  it('two customers racing for a visitor’s itinerary: one has it, the other gets 404', async () => {
    const opened = await openItinerary(ctx);
    const answers = await Promise.all([
      selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token),
      selectRoomRates(ctx, opened.code, selectBody(opened, 1), ravi.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const winner = answers[0]!.statusCode === 200 ? asha : ravi;
    const stored = await storedItinerary(ctx, opened.code);
    expect(stored.user_id).toBe(winner.UId);
    expect(stored.selection?.rateId).toBe(rateOf(opened, winner === asha ? 0 : 1).rate.rateId);
  });
});

describe('applyPromo', () => {
  it('before a room is chosen: 422 HOTEL_ROOM_DATA_MISSING', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const res = await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'HOTEL_ROOM_DATA_MISSING',
      message: 'Required room or booking data missing',
    });
  });

  it('HOTEL10 takes 10% of the room rate off (at most ₹1,500); the fare keeps it; null takes it off', async () => {
    const opened = await openItinerary(ctx, { token: asha.token, trip: stay(20, 3) });
    expect(
      (await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token)).statusCode,
    ).toBe(200);
    const res = await applyPromo(ctx, opened, ' hotel10 ', asha.token);
    expect(res.statusCode, res.body).toBe(200);
    const roomRate = roomRatePaise(opened);
    const discount = discountOf(roomRate, 10, 1_500_00n);
    const total = rateOf(opened).rate.finalRate - rupees(discount);
    expect(res.json()).toEqual({
      result: true,
      success: true,
      message: 'Promo code HOTEL10 applied.',
      data: {
        fare: {
          roomRate: rupees(roomRate),
          taxes: Number((rateOf(opened).rate.finalRate - rupees(roomRate)).toFixed(2)),
          discount: rupees(discount),
          total: Number(total.toFixed(2)),
          currency: 'INR',
          promoCode: 'HOTEL10',
          nights: 3,
          rooms: 1,
        },
        promotion: {
          code: 'HOTEL10',
          description: '10% off on hotel bookings',
          messageCode: 'HOTEL_PROMO_HOTEL10',
          percent: 10,
          maxDiscount: 1500,
          validUntil: '2027-12-31',
        },
      },
    });
    expect((await storedItinerary(ctx, opened.code)).promo_code).toBe('HOTEL10');
    // A reload of the room page shows the promotion's fare.
    const reload = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(dataOf(reload.body).fare).toEqual(res.json().data.fare);

    const off = await applyPromo(ctx, opened, null, asha.token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Promo code removed.',
      data: {
        fare: { discount: 0, total: rateOf(opened).rate.finalRate, promoCode: null },
        promotion: null,
      },
    });
    expect((await storedItinerary(ctx, opened.code)).promo_code).toBeNull();
    // '' takes it off as null does.
    expect((await applyPromo(ctx, opened, '', asha.token)).json().message).toBe(
      'Promo code removed.',
    );
  });

  it.each([
    ['FREESTAY', 'HOTEL_PROMO_UNKNOWN', undefined],
    ['MONSOON20', 'HOTEL_PROMO_EXPIRED', { code: 'MONSOON20', date: '30 Sept 2026' }],
    ['A'.repeat(21), 'HOTEL_PROMO_UNKNOWN', undefined],
  ])('%s: 422 %s on promoCode, the promotion applied before kept', async (code, error, params) => {
    const opened = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    const before = await dataSnapshot(ctx);
    const res = await applyPromo(ctx, opened, code, asha.token);
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ result: false, code: error });
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'promoCode', code: error, ...(params ? { params } : {}) }),
    ]);
    expect((await storedItinerary(ctx, opened.code)).promo_code).toBe('HOTEL10');
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('WEEKEND5 needs a Friday or Saturday night: a Sunday-only stay is refused, a Saturday night is not', async () => {
    const sunday = await openItinerary(ctx, { token: asha.token, trip: stayOnWeekday(0, 1) });
    await selectRoomRates(ctx, sunday.code, selectBody(sunday), asha.token);
    const refused = await applyPromo(ctx, sunday, 'WEEKEND5', asha.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'HOTEL_PROMO_WEEKEND',
      message: 'WEEKEND5 is for stays that include a Friday or Saturday night.',
      errors: [{ field: 'promoCode', code: 'HOTEL_PROMO_WEEKEND' }],
    });

    const saturday = await openItinerary(ctx, { token: asha.token, trip: stayOnWeekday(6, 1) });
    await selectRoomRates(ctx, saturday.code, selectBody(saturday), asha.token);
    const applied = await applyPromo(ctx, saturday, 'WEEKEND5', asha.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.fare.discount).toBe(
      rupees(discountOf(roomRatePaise(saturday), 5, 500_00n)),
    );
  });

  it('SUMMER15 needs a check-in from 1 April to 30 June', async () => {
    const winter = await openItinerary(ctx, {
      token: asha.token,
      trip: { checkIn: '2027-03-31', checkOut: '2027-04-02' },
    });
    await selectRoomRates(ctx, winter.code, selectBody(winter), asha.token);
    const refused = await applyPromo(ctx, winter, 'SUMMER15', asha.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'HOTEL_PROMO_SUMMER_DATES',
      errors: [{ field: 'promoCode', code: 'HOTEL_PROMO_SUMMER_DATES' }],
    });

    const summer = await openItinerary(ctx, {
      token: asha.token,
      trip: { checkIn: '2027-04-01', checkOut: '2027-04-03' },
    });
    await selectRoomRates(ctx, summer.code, selectBody(summer), asha.token);
    const applied = await applyPromo(ctx, summer, 'summer15', asha.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe('Promo code SUMMER15 applied.');
    expect(applied.json().data.fare.discount).toBe(
      rupees(discountOf(roomRatePaise(summer), 15, 2_000_00n)),
    );
  });

  it('a promotion that lapses at midnight in India is dropped from the fare and the itinerary', async () => {
    // 23:20 on 30 June 2027 in India: SUMMER15's last day.
    offsetMs = new Date('2027-06-30T17:50:00Z').getTime() - Date.now();
    try {
      const opened = await openItinerary(ctx, {
        token: asha.token,
        trip: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
      });
      await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
      expect((await applyPromo(ctx, opened, 'SUMMER15', asha.token)).statusCode).toBe(200);
      offsetMs += 50 * 60_000; // 00:10 on 1 July in India
      const reload = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
      expect(reload.statusCode).toBe(200);
      expect(dataOf(reload.body).fare).toMatchObject({
        discount: 0,
        promoCode: null,
        total: rateOf(opened).rate.finalRate,
      });
      expect(dataOf(reload.body).promotions.map((p) => p.code)).toEqual(['HOTEL10', 'WEEKEND5']);
      expect((await storedItinerary(ctx, opened.code)).promo_code).toBeNull();
    } finally {
      offsetMs = 0;
    }
  });
});

describe('a changed selection', () => {
  it('takes the promotion off; the same rate again keeps it', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token);
    await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    const same = await selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token);
    expect(dataOf(same.body).fare.promoCode).toBe('HOTEL10');

    const other = await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token);
    expect(other.statusCode).toBe(200);
    expect(dataOf(other.body).fare).toMatchObject({
      promoCode: null,
      discount: 0,
      total: rateOf(opened, 1).rate.finalRate,
    });
    const stored = await storedItinerary(ctx, opened.code);
    expect(stored.promo_code).toBeNull();
    expect(stored.selection?.rateId).toBe(rateOf(opened, 1).rate.rateId);
  });

  it('keeps the travellers given (the room page reloaded shows them)', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token);
    const allocated = await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    expect(allocated.statusCode, allocated.body).toBe(200);
    const other = await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token);
    expect(dataOf(other.body).guests).toEqual([
      { ...LEAD, panCardNumber: null, passportNumber: null, passportExpiry: null },
    ]);
  });
});

describe('a booking under way', () => {
  it('freezes the room, the promotion and the travellers (409); the same again still answers', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token);
    await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    const bookingId = await insertBooking(ctx, opened, asha.UId, 'processing');
    const before = await dataSnapshot(ctx);
    const stored = await storedItinerary(ctx, opened.code);

    const refusals = [
      await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token),
      await applyPromo(ctx, opened, null, asha.token),
      await allocateRooms(
        ctx,
        opened.code,
        allocateBody(opened, [{ firstName: 'Ravi' }]),
        asha.token,
      ),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'HOTEL_BOOKING_IN_PROGRESS',
        message: 'This stay is already being booked. Open My Bookings to see it.',
      });
    }
    // The payment page reloaded: the same choice, promotion and travellers answer as before.
    const same = await selectRoomRates(ctx, opened.code, selectBody(opened, 0), asha.token);
    expect(same.statusCode).toBe(200);
    expect((await applyPromo(ctx, opened, 'HOTEL10', asha.token)).statusCode).toBe(200);
    expect(
      (await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token)).statusCode,
    ).toBe(200);
    expect(await storedItinerary(ctx, opened.code)).toEqual(stored);
    expect(await dataSnapshot(ctx)).toEqual(before);

    // Once it failed, the itinerary may change again (a new attempt).
    await ctx.database.db.execute(
      sql`update hotel_bookings set status = 'failed' where id = ${bookingId}`,
    );
    const changed = await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token);
    expect(changed.statusCode).toBe(200);
  });
});

describe('a hotel whose rates ask documents', () => {
  it('answers IsPANMandatory / IsPassportMandatory as the supplier marks them', async () => {
    const pan = await openItinerary(ctx, { token: asha.token, hotelId: HOTELS.pan });
    const res = await selectRoomRates(ctx, pan.code, selectBody(pan), asha.token);
    expect(dataOf(res.body).items[0]!.selectedRoomsAndRates[0]!.rate).toMatchObject({
      IsPANMandatory: true,
      IsPassportMandatory: false,
    });
    const passport = await openItinerary(ctx, { token: asha.token, hotelId: HOTELS.passport });
    const res2 = await selectRoomRates(ctx, passport.code, selectBody(passport), asha.token);
    expect(dataOf(res2.body).items[0]!.selectedRoomsAndRates[0]!.rate).toMatchObject({
      IsPassportMandatory: true,
    });
  });
});
