import { sql } from 'drizzle-orm';
import { addHotelDays, earliestCheckIn, type HotelItinerary } from '@kosh/contract/hotels';
import type { HotelBookingStatus, HotelGuestInput } from '@kosh/contract/hotel-booking';
import { hotelBookings } from '../../src/modules/hotels/hotels.tables';
import type { TestContext } from './app';
import { bearer } from './accounts';
import { TWO_ADULTS, hotelCall, searchHotels, stay } from './hotels';
import { rows } from './wallet';

/*
 * The room page's calls (selectRoomRates, applyPromo, allocateRooms, getItineraryDetails) for the
 * hotel tests: an itinerary opened through the API as a visitor or a customer, and its requests.
 */

/** Sandbox hotels of New Delhi (apps/sandbox/README.md): what their rates ask of the lead guest. */
export const HOTELS = {
  /** Every rate asks nothing more (while the stay costs under ₹50,000). */
  plain: '100020',
  /** Every rate asks the lead's PAN. */
  pan: '100011',
  /** Every rate asks the lead's passport (PAN too once the stay costs ₹50,000). */
  passport: '100105',
  /** Passport always, PAN from ₹50,000: a 3-night stay has rates both sides of it. */
  passportDear: '100012',
} as const;

/** The lead guest as the traveller form sends it. */
export const LEAD: HotelGuestInput = {
  title: 'Mrs',
  firstName: 'Asha',
  lastName: 'Devi',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  isLeadGuest: true,
  type: 'adult',
  isdCode: '91',
  panCardNumber: '',
  passportNumber: '',
  passportExpiry: '',
};

export interface OpenedItinerary {
  code: string;
  traceId: string;
  itinerary: HotelItinerary;
  checkIn: string;
  checkOut: string;
}

/** A search and a hotel's itinerary for it, as a visitor or as the customer `token` names. */
export async function openItinerary(
  ctx: TestContext,
  options: {
    hotelId?: string;
    trip?: { checkIn: string; checkOut: string };
    occupancies?: { numOfAdults: number; childAges: number[] }[];
    token?: string;
  } = {},
): Promise<OpenedItinerary> {
  const trip = options.trip ?? stay(12, 2);
  const occupancies = options.occupancies ?? TWO_ADULTS;
  const headers = options.token ? bearer(options.token) : {};
  const search = await searchHotels(ctx, { ...trip, occupancies }, headers);
  if (search.statusCode !== 200)
    throw new Error(`searchHotel ${search.statusCode}: ${search.body}`);
  const traceId = search.json().traceId as string;
  const res = await hotelCall(
    ctx,
    '/api/hotel/createItineraryV2',
    {
      traceId,
      hotelId: options.hotelId ?? HOTELS.plain,
      ...trip,
      occupancies,
      nationality: 'IN',
    },
    headers,
  );
  if (res.statusCode !== 200) throw new Error(`createItineraryV2 ${res.statusCode}: ${res.body}`);
  const itinerary = res.json().data as HotelItinerary;
  return { code: itinerary.itinerary.code, traceId, itinerary, ...trip };
}

/** The `index`-th rate of the itinerary (cheapest first) and its recommendation. */
export function rateOf(opened: OpenedItinerary, index = 0) {
  const recommendation = opened.itinerary.recommendations[index];
  const rate = recommendation?.rates[0];
  if (!recommendation || !rate) throw new Error(`no rate ${index} in ${opened.code}`);
  return { recommendationId: recommendation.recommendationId, rate, room: rate.rooms[0]! };
}

/** selectRoomRates' body for the `index`-th rate, as the hotel page sends it. */
export function selectBody(opened: OpenedItinerary, index = 0, over: Record<string, unknown> = {}) {
  const { recommendationId, rate, room } = rateOf(opened, index);
  return {
    traceId: opened.traceId,
    recommendationId,
    roomsAndRateAllocations: [
      { rateId: rate.rateId, roomId: room.roomId, occupancy: { adults: 2 } },
    ],
    items: [{ code: opened.code, type: 'HOTEL' }],
    ...over,
  };
}

const auth = (token?: string) => (token ? bearer(token) : {});

export const selectRoomRates = (ctx: TestContext, code: string, body: unknown, token?: string) =>
  hotelCall(ctx, `/api/hotel/selectRoomRates/${code}`, body, auth(token));

export const applyPromo = (
  ctx: TestContext,
  opened: Pick<OpenedItinerary, 'code' | 'traceId'>,
  promoCode: string | null,
  token?: string,
) =>
  hotelCall(
    ctx,
    `/api/hotel/applyPromo/${opened.code}`,
    { traceId: opened.traceId, promoCode },
    auth(token),
  );

/** allocateRooms' body for the selected `index`-th rate with these guests. */
export function allocateBody(
  opened: OpenedItinerary,
  guests: Partial<HotelGuestInput>[] = [LEAD],
  index = 0,
  specialRequests: string | null = null,
) {
  const { rate, room } = rateOf(opened, index);
  return {
    traceId: opened.traceId,
    roomsAllocations: [
      { rateId: rate.rateId, roomId: room.roomId, guests: guests.map((g) => ({ ...LEAD, ...g })) },
    ],
    specialRequests,
  };
}

export const allocateRooms = (ctx: TestContext, code: string, body: unknown, token?: string) =>
  hotelCall(ctx, `/api/hotel/allocateRooms/${code}`, body, auth(token));

export const itineraryDetails = (
  ctx: TestContext,
  code: string,
  traceId: string | null,
  token?: string,
) =>
  hotelCall(
    ctx,
    `/api/hotel/getItineraryDetails/${code}${traceId === null ? '' : `?traceId=${encodeURIComponent(traceId)}`}`,
    undefined,
    auth(token),
  );

/** The itinerary's row as stored. */
export async function storedItinerary(ctx: TestContext, code: string) {
  const [row] = await rows<{
    user_id: string | null;
    selection: {
      recommendationId: string;
      rateId: string;
      roomId: string;
      selectedAt: string;
    } | null;
    promo_code: string | null;
    guests: Record<string, unknown>[] | null;
    special_requests: string | null;
    updated_at: string;
  }>(
    ctx,
    sql`select user_id, selection, promo_code, guests, special_requests, updated_at::text
          from hotel_itineraries where code = ${code}`,
  );
  if (!row) throw new Error(`no itinerary ${code}`);
  return row;
}

/** Ends the itinerary's hour (as if it were created 61 minutes ago). */
export async function expireItinerary(ctx: TestContext, code: string) {
  await ctx.database.db.execute(
    sql`update hotel_itineraries set created_at = now() - interval '61 minutes',
           expires_at = now() - interval '1 minute' where code = ${code}`,
  );
}

/**
 * A booking row made from the itinerary, as the book call would leave it (its amounts are not
 * this test's concern): what freezes the itinerary while it is live.
 */
export async function insertBooking(
  ctx: TestContext,
  opened: OpenedItinerary,
  userId: string,
  status: HotelBookingStatus,
): Promise<string> {
  const { rate, room } = rateOf(opened);
  const [row] = await ctx.database.db
    .insert(hotelBookings)
    .values({
      reference: `KH${Math.random().toString(36).slice(2, 12).toUpperCase().padEnd(10, '0')}`,
      userId,
      itineraryCode: opened.code,
      traceId: opened.traceId,
      hotelId: opened.itinerary.hotelId,
      checkIn: opened.checkIn,
      checkOut: opened.checkOut,
      status,
      paymentMethod: 'WALLET',
      amountPaise: 10_000_00n,
      roomRatePaise: 9_000_00n,
      taxesPaise: 1_000_00n,
      supplierBookingId: status === 'confirmed' ? `HB${Date.now()}${Math.random()}` : null,
      snapshot: {
        hotel: {
          hotelId: opened.itinerary.hotelId,
          name: opened.itinerary.name,
          address: opened.itinerary.address,
          city: opened.itinerary.city,
          stars: opened.itinerary.stars,
          heroImage: '',
          phones: [],
          checkInTime: opened.itinerary.checkInTime,
          checkOutTime: opened.itinerary.checkOutTime,
        },
        occupancies: opened.itinerary.occupancies,
        rate: {
          ...rate,
          roomId: room.roomId,
          finalRatePaise: 10_000_00,
          baseRatePaise: 4_500_00,
          taxAmountPaise: 500_00,
          cancellationPolicies: [],
        },
        room,
        guests: [],
        specialRequests: null,
        nights: opened.itinerary.nights,
      },
    })
    .returning({ id: hotelBookings.id });
  return row!.id;
}

/** A stay whose check-in is the first of `weekday` (0 Sunday … 6 Saturday) from `from` days ahead. */
export function stayOnWeekday(weekday: number, nights: number, from = 3) {
  let checkIn = addHotelDays(earliestCheckIn(), from);
  while (new Date(`${checkIn}T00:00:00Z`).getUTCDay() !== weekday) {
    checkIn = addHotelDays(checkIn, 1);
  }
  return { checkIn, checkOut: addHotelDays(checkIn, nights) };
}
