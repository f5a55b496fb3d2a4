import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetItineraryDetailsResponse } from '@kosh/contract/hotel-booking';
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
  itineraryDetails,
  openItinerary,
  rateOf,
  selectBody,
  selectRoomRates,
  storedItinerary,
} from '../helpers/hotel-room';
import { stay } from '../helpers/hotels';
import { dataSnapshot } from '../helpers/snapshot';

/**
 * getItineraryDetails (docs/product-2.md §3 Itinerary details, §7; docs/hotels.md call 4): the payment page's
 * `data.results[0]` — the stay, its fare (the one book charges), the hotel's static content with
 * one room per occupancy, the rate's facts, the travellers and the booking made from it.
 */
let ctx: TestContext;
let asha: SignedUp;
let ravi: SignedUp;

beforeAll(async () => {
  ctx = await createTestContext();
  [asha, ravi] = [await signUp(ctx), await signUp(ctx)];
});
afterAll(() => ctx?.close());

const ROOMS = [
  { numOfAdults: 2, childAges: [7] },
  { numOfAdults: 1, childAges: [] },
];

describe('getItineraryDetails', () => {
  it('answers results[0] with the spec’s fields: TCS, nights, guests, amount, static content', async () => {
    const opened = await openItinerary(ctx, {
      token: asha.token,
      trip: stay(14, 3),
      occupancies: ROOMS,
    });
    await selectRoomRates(ctx, opened.code, selectBody(opened, 1), asha.token);
    const promo = (await applyPromo(ctx, opened, 'HOTEL10', asha.token)).json().data.fare;
    await allocateRooms(
      ctx,
      opened.code,
      allocateBody(opened, [LEAD], 1, 'Adjoining rooms please'),
      asha.token,
    );

    const res = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as GetItineraryDetailsResponse;
    expect(body).toMatchObject({ result: true, success: true });
    expect(body.data.results).toHaveLength(1);
    const details = body.data.results[0]!;
    const { rate, room } = rateOf(opened, 1);
    const it_ = opened.itinerary;

    expect(Object.keys(details).sort()).toEqual(
      [
        'isTCSApplicable',
        'nights',
        'guests',
        'amount',
        'staticContent',
        'code',
        'traceId',
        'checkIn',
        'checkOut',
        'refundable',
        'mealPlan',
        'breakfastIncluded',
        'cancellationPolicies',
        'policies',
        'travellers',
        'specialRequests',
        'promoCode',
        'expiresAt',
        'booking',
      ].sort(),
    );
    expect(details).toMatchObject({
      isTCSApplicable: false,
      nights: 3,
      guests: 4,
      amount: {
        total: promo.total,
        roomRate: promo.roomRate,
        taxes: promo.taxes,
        discount: promo.discount,
        currency: 'INR',
      },
      code: opened.code,
      traceId: opened.traceId,
      checkIn: opened.checkIn,
      checkOut: opened.checkOut,
      refundable: rate.refundable,
      mealPlan: rate.mealPlan,
      breakfastIncluded: rate.breakfastIncluded,
      cancellationPolicies: rate.cancellationPolicies,
      policies: rate.policies,
      travellers: [{ ...LEAD, panCardNumber: null, passportNumber: null, passportExpiry: null }],
      specialRequests: 'Adjoining rooms please',
      promoCode: 'HOTEL10',
      expiresAt: it_.expiresAt,
      booking: null,
    });
    expect(promo.discount).toBeGreaterThan(0);
    expect(details.amount.total).toBeCloseTo(rate.finalRate - promo.discount, 2);

    expect(details.staticContent).toHaveLength(1);
    const content = details.staticContent[0]!;
    expect(content).toEqual({
      name: it_.name,
      address: it_.address,
      city: it_.city,
      stars: it_.stars,
      heroImage: it_.images[0]?.bigImageWebp ?? '',
      checkinInfo: { minAge: 18, time: it_.checkInTime },
      checkoutInfo: { time: it_.checkOutTime },
      rooms: ROOMS.map((occupancy) => ({
        type: room.roomType,
        name: room.roomName,
        area: { squareFeet: room.area.squareFeet },
        views: room.view ? [room.view] : [],
        beds: room.bedType ? [room.bedType] : [],
        groupedFacilities: [{ name: 'Room', facilities: room.facilities }],
        adults: occupancy.numOfAdults,
        childAges: occupancy.childAges,
      })),
      facilities: it_.facilities.slice(0, 5).map((f) => f.name),
    });
    expect(content.facilities.length).toBeLessThanOrEqual(5);
  });

  it('names the booking made from the itinerary', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    const failed = await insertBooking(ctx, opened, asha.UId, 'failed');
    const first = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(first.json().data.results[0].booking).toEqual({ bookingId: failed, status: 'failed' });
    // A new attempt: the live one is the one named.
    const live = await insertBooking(ctx, opened, asha.UId, 'awaiting_payment');
    const second = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(second.json().data.results[0].booking).toEqual({
      bookingId: live,
      status: 'awaiting_payment',
    });
    await ctx.database.db.execute(
      sql`update hotel_bookings set status = 'abandoned' where id = ${live}`,
    );
    const third = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(third.json().data.results[0].booking).toEqual({ bookingId: live, status: 'abandoned' });
  });

  it('before a room is chosen: 422 HOTEL_ROOM_DATA_MISSING, nothing claimed', async () => {
    const opened = await openItinerary(ctx);
    const res = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'HOTEL_ROOM_DATA_MISSING',
      message: 'Required room or booking data missing',
    });
    expect((await storedItinerary(ctx, opened.code)).user_id).toBeNull();
  });

  it('no traceId (the spec’s default 0), 0, another session’s, an unknown code or an expired itinerary: 410', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const other = await openItinerary(ctx, { token: asha.token });
    await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    const before = await dataSnapshot(ctx);
    for (const [code, traceId] of [
      [opened.code, null],
      [opened.code, '0'],
      [opened.code, ''],
      [opened.code, other.traceId],
      ['ZZZZZZZZZZZZZZZZ', opened.traceId],
    ] as const) {
      const res = await itineraryDetails(ctx, code, traceId, asha.token);
      expect(res.statusCode, `${code} ${traceId}`).toBe(410);
      expect(res.json()).toMatchObject({
        code: 'HOTEL_SESSION_EXPIRED',
        message: 'Your session has expired. Please start your hotel search again.',
      });
    }
    await expireItinerary(ctx, opened.code);
    const expired = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(expired.statusCode).toBe(410);
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('a visitor’s itinerary: the visitor reads it; a customer who logs in has it; then only they do', async () => {
    const opened = await openItinerary(ctx, { hotelId: HOTELS.pan });
    await selectRoomRates(ctx, opened.code, selectBody(opened));
    const asVisitor = await itineraryDetails(ctx, opened.code, opened.traceId);
    expect(asVisitor.statusCode, asVisitor.body).toBe(200);
    expect((await storedItinerary(ctx, opened.code)).user_id).toBeNull();

    const asRavi = await itineraryDetails(ctx, opened.code, opened.traceId, ravi.token);
    expect(asRavi.statusCode).toBe(200);
    expect(asRavi.json()).toEqual(asVisitor.json());
    expect((await storedItinerary(ctx, opened.code)).user_id).toBe(ravi.UId);

    for (const token of [undefined, asha.token]) {
      const res = await itineraryDetails(ctx, opened.code, opened.traceId, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('HOTEL_NOT_FOUND');
    }
  });
});
