import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotelItineraries } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import {
  book,
  booked,
  bookingRow,
  bookingsOf,
  bookingTransfers,
  getAs,
  movableClock,
  readyItinerary,
  supplierBooking,
} from '../helpers/hotel-bookings';
import { hotelCall } from '../helpers/hotels';
import { checkLedgerAndClose } from '../helpers/ledger';
import { fund } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

const paise = (rupees: number) => BigInt(Math.round(rupees * 100));

describe('hotel booking paid from the wallet (POST /api/hotel/book/{code})', () => {
  let ctx: TestContext;
  const clock = movableClock();
  beforeAll(async () => {
    ctx = await createTestContext({ clock: clock.now, hotelsNow: clock.now });
  });
  beforeEach(() => clock.reset());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, paise(rupees));
    return customer;
  }

  it('books and confirms: the wallet pays the fare once, the supplier books the lead guest, an SMS says so', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token);
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: true,
      success: true,
      message: 'Your booking is confirmed.',
      data: {
        checkout: null,
        booking: {
          reference: expect.stringMatching(/^KH[A-Z0-9]{10}$/),
          status: 'confirmed',
          itineraryCode: ready.code,
          hotel: { hotelId: ready.hotelId, name: ready.hotelName },
          checkIn: ready.checkIn,
          checkOut: ready.checkOut,
          nights: 2,
          rooms: 1,
          guests: 2,
          paymentMethod: 'WALLET',
          fare: ready.fare,
          supplierBookingId: expect.stringMatching(/^HB/),
          confirmationNumber: expect.stringMatching(/^KSB-/),
          leadGuest: { title: 'Ms', firstName: 'Asha', lastName: 'Rao', isLeadGuest: true },
          refund: { status: 'none', amount: 0, penalty: 0, to: 'wallet', refundedAt: null },
          failureReason: null,
          cancellable: true,
        },
      },
    });
    const booking = body.data.booking;
    expect(booking.voucherUrl).toBe(`/api/hotel/bookings/${booking.bookingId}/voucher`);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    // The hold, then its post: the money moved once.
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'post', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);
    // The supplier's booking, under Kosh's booking id, for the lead guest alone at its own price.
    const atSupplier = await supplierBooking(ctx, booking.bookingId);
    expect(atSupplier).toMatchObject({
      id: booking.supplierBookingId,
      status: 'CONFIRMED',
      confirmation_number: booking.confirmationNumber,
      contact: { email: 'asha.rao@example.in', phone: '+919876543210' },
    });
    expect(atSupplier?.guests).toHaveLength(1);
    expect(atSupplier?.guests[0]).toMatchObject({ first_name: 'Asha', lead: true });
    const texts = await waitForOutbox(ctx, customer.mobile, 2);
    expect(texts[0]?.text).toMatch(
      new RegExp(
        `^Kosh: your stay at .+, \\d+ \\w{3} \\d{4}–\\d+ \\w{3} \\d{4}, is confirmed\\. Booking ${booking.reference}, hotel confirmation ${booking.confirmationNumber}\\.$`,
      ),
    );
    // The itinerary is frozen now: its room cannot change under the booking.
    const again = await hotelCall(
      ctx,
      `/api/hotel/applyPromo/${ready.code}`,
      { traceId: ready.traceId, promoCode: 'HOTEL10' },
      bearer(customer.token),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HOTEL_BOOKING_IN_PROGRESS');
  });

  it('a promotion is Kosh’s: the customer pays the discounted fare, the supplier is asked its own price', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { promoCode: 'HOTEL10', skip: 1 });
    expect(ready.fare.discount).toBeGreaterThan(0);
    const booking = await booked(ctx, customer.token, ready);
    expect(booking).toMatchObject({ status: 'confirmed', fare: { promoCode: 'HOTEL10' } });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    const atSupplier = await supplierBooking(ctx, booking.bookingId);
    expect(paise(Number(atSupplier?.total))).toBe(
      paise(ready.fare.roomRate) + paise(ready.fare.taxes),
    );
  });

  it('refused by the hotel (lead guest Fail): the hold is voided, the balance is whole again, once', async () => {
    const customer = await customerWith(50_000);
    const ready = await readyItinerary(ctx, customer.token, { firstName: 'Fail', skip: 2 });
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(200);
    const booking = res.json().data.booking;
    expect(res.json().message).toBe(
      `The hotel could not confirm this booking. ₹${ready.fare.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })} is on its way back to you.`,
    );
    expect(booking).toMatchObject({
      status: 'failed',
      failureReason: 'The hotel has no room left at this rate',
      refund: { status: 'refunded', amount: ready.fare.total, penalty: 0, to: 'wallet' },
      cancellable: false,
      voucherUrl: null,
      confirmationNumber: null,
    });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(50_000));
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'void', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);
    const texts = await waitForOutbox(ctx, customer.mobile, 2);
    expect(texts[0]?.text).toContain('could not be confirmed');
    expect(texts[0]?.text).toContain('is refunded to your wallet');
    // The itinerary is free again: a new attempt may be made (here: refused again, refunded again).
    const retry = await book(ctx, customer.token, ready);
    expect(retry.json().data.booking.bookingId).not.toBe(booking.bookingId);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(50_000));
  });

  it('a double submit makes one booking: the same key at once, other keys at once and after', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { skip: 3 });
    const key = randomUUID();
    const sameKey = await Promise.all([
      book(ctx, customer.token, ready, { key }),
      book(ctx, customer.token, ready, { key }),
    ]);
    const otherKeys = await Promise.all([
      book(ctx, customer.token, ready),
      book(ctx, customer.token, ready),
    ]);
    const answers = [...sameKey, ...otherKeys].filter((r) => r.statusCode === 200);
    // The second copy of one key may be told the first is still running; every other answer is
    // the one booking.
    for (const r of sameKey) {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    for (const r of otherKeys) expect(r.statusCode).toBe(200);
    const ids = new Set(answers.map((r) => r.json().data.booking.bookingId as string));
    expect(ids.size).toBe(1);
    const replay = await book(ctx, customer.token, ready, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.booking.bookingId).toBe([...ids][0]);
    expect(await bookingsOf(ctx, customer.UId)).toHaveLength(1);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
    const [bookingId] = [...ids];
    expect(await bookingTransfers(ctx, bookingId as string)).toHaveLength(2);
  });

  it('not enough in the wallet: 422 INSUFFICIENT_BALANCE and nothing is kept', async () => {
    const customer = await customerWith(100);
    const ready = await readyItinerary(ctx, customer.token, { skip: 4 });
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(await bookingsOf(ctx, customer.UId)).toEqual([]);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100));
  });

  it('the session over: 410 HOTEL_SESSION_EXPIRED and nothing moves', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { skip: 5 });
    clock.offsetMs = 61 * 60_000;
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('HOTEL_SESSION_EXPIRED');
    expect(await bookingsOf(ctx, customer.UId)).toEqual([]);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));
  });

  it('the supplier’s price moved (hotel ending 77): 409 with both figures, the itinerary repriced, then paid at the new price', async () => {
    const customer = await customerWith(200_000);
    const ready = await readyItinerary(ctx, customer.token, { hotelId: '100077' });
    const res = await book(ctx, customer.token, ready);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'HOTEL_PRICE_CHANGED' });
    const { previous, total } = res.json().params as { previous: string; total: string };
    expect(previous).toBe(
      `₹${ready.fare.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(total).not.toBe(previous);
    expect(await bookingsOf(ctx, customer.UId)).toEqual([]);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(200_000));
    // The payment page reads the new fare, and pays it.
    const details = await getAs(
      ctx,
      customer.token,
      `/api/hotel/getItineraryDetails/${ready.code}?traceId=${ready.traceId}`,
    );
    expect(details.statusCode).toBe(200);
    const newTotal = details.json().data.results[0].amount.total as number;
    expect(`₹${newTotal.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`).toBe(total);
    expect(newTotal).toBeGreaterThan(ready.fare.total);
    const paid = await book(ctx, customer.token, ready, { expectedTotal: newTotal });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.booking).toMatchObject({
      status: 'confirmed',
      fare: { total: newTotal },
    });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(200_000) - paise(newTotal));
  });

  it('a total other than the fare (an old page): 409 HOTEL_PRICE_CHANGED, nothing moves', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { skip: 6 });
    const res = await book(ctx, customer.token, ready, { expectedTotal: ready.fare.total - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'HOTEL_PRICE_CHANGED' });
    expect(await bookingsOf(ctx, customer.UId)).toEqual([]);
  });

  it('refuses what is not ready or not the caller’s: 401, 400 without a key, 422 without travellers, 404 for another’s', async () => {
    const customer = await customerWith(100_000);
    const stranger = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { skip: 7 });

    const anonymous = await hotelCall(ctx, `/api/hotel/book/${ready.code}`, {
      traceId: ready.traceId,
      paymentMethod: 'WALLET',
      expectedTotal: ready.fare.total,
    });
    expect(anonymous.statusCode).toBe(401);

    const keyless = await book(ctx, customer.token, ready, { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errors).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_FORMAT' }),
    ]);

    const badMethod = await hotelCall(
      ctx,
      `/api/hotel/book/${ready.code}`,
      { traceId: ready.traceId, paymentMethod: 'CASH', expectedTotal: ready.fare.total },
      { ...bearer(customer.token), 'idempotency-key': randomUUID() },
    );
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().errors[0]).toMatchObject({
      field: 'paymentMethod',
      code: 'HOTEL_PAYMENT_METHOD',
    });

    const theirs = await book(ctx, stranger.token, ready);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('HOTEL_NOT_FOUND');

    await ctx.database.db
      .update(hotelItineraries)
      .set({ guests: null })
      .where(eq(hotelItineraries.code, ready.code));
    const noGuests = await book(ctx, customer.token, ready);
    expect(noGuests.statusCode).toBe(422);
    expect(noGuests.json().code).toBe('HOTEL_TRAVELLERS_MISSING');

    expect(await bookingsOf(ctx, customer.UId)).toEqual([]);
    expect(await bookingsOf(ctx, stranger.UId)).toEqual([]);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));
  });

  it('a visitor’s itinerary is claimed by the customer who logs in to pay', async () => {
    const customer = await customerWith(100_000);
    // Prepared without a token (a visitor), then booked by the customer who logged in.
    const visitor = await readyItinerary(ctx, null, { skip: 8 });
    const booking = await booked(ctx, customer.token, visitor);
    expect(booking.status).toBe('confirmed');
    const row = await bookingRow(ctx, booking.bookingId);
    expect(row.userId).toBe(customer.UId);
  });
});
