import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { HotelBooking, HotelFare } from '@kosh/contract/hotel-booking';
import type { HotelItinerary, HotelResult } from '@kosh/contract/hotels';
import { hotelBookings, ledgerTransfers } from '../../src/db/schema';
import type { TestContext } from './app';
import { bearer, uniqueIp } from './accounts';
import { hotelCall, searchHotels, stay, TWO_ADULTS } from './hotels';

/**
 * Hotel bookings paid from the wallet, driven as the web drives them: search, the hotel's page, a
 * room, the lead guest, then book — and the supplier's side of them, asked directly.
 */

/** A clock a test moves (the app's and the supplier's alike): `offsetMs` from the real time. */
export function movableClock() {
  const clock = {
    offsetMs: 0,
    now: () => new Date(Date.now() + clock.offsetMs),
    /** Sets the clock to `instant` (from now on it runs from there). */
    setTo(instant: Date) {
      clock.offsetMs = instant.getTime() - Date.now();
    },
    reset() {
      clock.offsetMs = 0;
    },
  };
  return clock;
}

/** A hotel the sandbox books plainly (13 fails /rates, 00 has no map, 77 gets dearer). */
const plain = (results: HotelResult[], skip: number) =>
  results.filter((h) => !/(13|00|77)$/.test(h.id))[skip];

export interface Ready {
  code: string;
  traceId: string;
  hotelId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  fare: HotelFare;
  rateId: string;
}

/**
 * An itinerary of `token`'s customer (null: a visitor's) with a room chosen and its lead guest
 * given: a plain hotel of New Delhi (the `skip`-th) or the one `hotelId` names; a refundable rate
 * when asked.
 */
export async function readyItinerary(
  ctx: TestContext,
  token: string | null,
  options: {
    firstName?: string;
    refundable?: boolean;
    startIn?: number;
    nights?: number;
    skip?: number;
    hotelId?: string;
    promoCode?: string;
  } = {},
): Promise<Ready> {
  const auth: Record<string, string> = token ? bearer(token) : {};
  const trip = stay(options.startIn ?? 20, options.nights ?? 2);
  const search = await searchHotels(
    ctx,
    { ...trip, ...(options.hotelId ? { hotelId: options.hotelId } : {}) },
    auth,
  );
  if (search.statusCode !== 200)
    throw new Error(`searchHotel ${search.statusCode}: ${search.body}`);
  const traceId = search.json().traceId as string;
  const results = search.json().data as HotelResult[];
  const hotel = options.hotelId
    ? results.find((h) => h.id === options.hotelId)
    : plain(results, options.skip ?? 0);
  if (!hotel) throw new Error(`no hotel to book among ${results.length}`);
  const created = await hotelCall(
    ctx,
    '/api/hotel/createItineraryV2',
    { traceId, hotelId: hotel.id, ...trip, occupancies: TWO_ADULTS, nationality: 'IN' },
    auth,
  );
  if (created.statusCode !== 200) {
    throw new Error(`createItineraryV2 ${created.statusCode}: ${created.body}`);
  }
  const itinerary = created.json().data as HotelItinerary;
  const code = itinerary.itinerary.code;
  const wanted = (refundable: boolean) =>
    options.refundable === undefined || refundable === options.refundable;
  const recommendation = itinerary.recommendations.find((r) =>
    r.rates.some((rate) => wanted(rate.refundable) && !rate.IsPassportMandatory),
  );
  const rate = recommendation?.rates.find((r) => wanted(r.refundable));
  if (!recommendation || !rate) throw new Error(`hotel ${hotel.id} offers no such rate`);
  const roomId = rate.rooms[0]?.roomId ?? '';
  const selected = await hotelCall(
    ctx,
    `/api/hotel/selectRoomRates/${code}`,
    {
      traceId,
      recommendationId: recommendation.recommendationId,
      roomsAndRateAllocations: [{ rateId: rate.rateId, roomId, occupancy: { adults: 2 } }],
      items: [{ code, type: 'HOTEL' }],
    },
    auth,
  );
  if (selected.statusCode !== 200) {
    throw new Error(`selectRoomRates ${selected.statusCode}: ${selected.body}`);
  }
  if (options.promoCode) {
    const promo = await hotelCall(
      ctx,
      `/api/hotel/applyPromo/${code}`,
      { traceId, promoCode: options.promoCode },
      auth,
    );
    if (promo.statusCode !== 200) throw new Error(`applyPromo ${promo.statusCode}: ${promo.body}`);
  }
  const allocated = await hotelCall(
    ctx,
    `/api/hotel/allocateRooms/${code}`,
    {
      traceId,
      roomsAllocations: [
        {
          rateId: rate.rateId,
          roomId,
          guests: [
            {
              title: 'Ms',
              firstName: options.firstName ?? 'Asha',
              lastName: 'Rao',
              contactNumber: '9876543210',
              email: 'asha.rao@example.in',
              isLeadGuest: true,
              panCardNumber: rate.IsPANMandatory ? 'ABCPE1234F' : null,
              passportNumber: null,
              passportExpiry: null,
            },
          ],
        },
      ],
      specialRequests: 'A quiet room, please',
    },
    auth,
  );
  if (allocated.statusCode !== 200) {
    throw new Error(`allocateRooms ${allocated.statusCode}: ${allocated.body}`);
  }
  return {
    code,
    traceId,
    hotelId: hotel.id,
    hotelName: hotel.name,
    ...trip,
    fare: allocated.json().data.fare as HotelFare,
    rateId: rate.rateId,
  };
}

/** POST /api/hotel/book/{code} from the wallet (or `method`) with a fresh Idempotency-Key. */
export function book(
  ctx: TestContext,
  token: string,
  ready: Pick<Ready, 'code' | 'traceId'> & { fare: Pick<HotelFare, 'total'> },
  options: { key?: string | null; method?: string; expectedTotal?: number } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return hotelCall(
    ctx,
    `/api/hotel/book/${ready.code}`,
    {
      traceId: ready.traceId,
      paymentMethod: options.method ?? 'WALLET',
      expectedTotal: options.expectedTotal ?? ready.fare.total,
    },
    { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
  );
}

/** Books from the wallet and answers the booking (fails the test on anything but a 200). */
export async function booked(
  ctx: TestContext,
  token: string,
  ready: Ready,
  options: { key?: string } = {},
): Promise<HotelBooking> {
  const res = await book(ctx, token, ready, options);
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode}: ${res.body}`);
  return res.json().data.booking as HotelBooking;
}

/** GET as the customer. */
export function getAs(ctx: TestContext, token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, remoteAddress: uniqueIp(), headers: bearer(token) });
}

/** POST …/cancel with a fresh Idempotency-Key (or the one given). */
export function cancel(
  ctx: TestContext,
  token: string,
  bookingId: string,
  expectedRefund: number,
  key: string = randomUUID(),
) {
  return hotelCall(
    ctx,
    `/api/hotel/bookings/${bookingId}/cancel`,
    { expectedRefund },
    { ...bearer(token), 'idempotency-key': key },
  );
}

export async function bookingRow(ctx: TestContext, bookingId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(hotelBookings)
    .where(eq(hotelBookings.id, bookingId));
  if (!row) throw new Error(`no hotel booking ${bookingId}`);
  return row;
}

export async function bookingsOf(ctx: TestContext, userId: string) {
  return ctx.database.db.select().from(hotelBookings).where(eq(hotelBookings.userId, userId));
}

/** The ledger transfers made for a booking, oldest first (kind and code tell each apart). */
export async function bookingTransfers(ctx: TestContext, bookingId: string) {
  const found = await ctx.database.db
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.referenceType, 'hotel_booking'),
        eq(ledgerTransfers.referenceId, bookingId),
      ),
    );
  return found
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((t) => ({ kind: t.kind, code: t.code, amountPaise: t.amountPaise }));
}

/** A booking as the supplier holds it (by Kosh's booking id, its client_reference), or null. */
export async function supplierBooking(ctx: TestContext, bookingId: string) {
  const res = await fetch(
    `${ctx.sandboxUrl}/hotels/v1/bookings?client_reference=${encodeURIComponent(bookingId)}`,
    { headers: { 'x-api-key': ctx.config.hotels.apiKey } },
  );
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`supplier booking ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { booking: SupplierSideBooking };
  return body.booking;
}

/** A booking as the supplier's API answers it (the fields the tests read). */
export interface SupplierSideBooking {
  id: string;
  status: string;
  total: string;
  confirmation_number: string | null;
  guests: { first_name: string; lead: boolean }[];
  contact: { email: string; phone: string };
  cancellation_result: { penalty: string; refund: string } | null;
}

/** The sandbox's test control: confirms a PENDING booking now and sends its callback. */
export async function settleAtSupplier(ctx: TestContext, supplierBookingId: string) {
  const res = await fetch(`${ctx.sandboxUrl}/hotels/v1/test/bookings/${supplierBookingId}/settle`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`settle ${res.status}: ${await res.text()}`);
  return (await res.json()) as { event_id: string | null };
}

/** The supplier's callbacks sent for a booking, newest first. */
export async function supplierCallbacks(ctx: TestContext, supplierBookingId: string) {
  const res = await fetch(
    `${ctx.sandboxUrl}/hotels/v1/test/callbacks?booking_id=${encodeURIComponent(supplierBookingId)}`,
  );
  const body = (await res.json()) as {
    callbacks: {
      event_id: string;
      delivery: string;
      last_response_status: number | null;
      body: unknown;
    }[];
  };
  return body.callbacks;
}
