import { addHotelDays } from '@kosh/contract/hotels';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, type SignedUp } from '../helpers/accounts';
import { booked, cancel, getAs, movableClock, readyItinerary } from '../helpers/hotel-bookings';
import { hotelCall } from '../helpers/hotels';
import { checkLedgerAndClose } from '../helpers/ledger';
import { fund } from '../helpers/recharges';

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('My Bookings (GET /api/hotel/bookings, /bookings/{id}, /bookings/{id}/voucher)', () => {
  let ctx: TestContext;
  const clock = movableClock();
  let customer: SignedUp;
  let stranger: SignedUp;
  /** In the order they were made: confirmed (in 30 days), failed, cancelled, confirmed (in 10). */
  const ids: Record<'later' | 'failed' | 'cancelled' | 'soon', string> = {
    later: '',
    failed: '',
    cancelled: '',
    soon: '',
  };
  let soonCheckIn = '';

  beforeAll(async () => {
    ctx = await createTestContext({ clock: clock.now, hotelsNow: clock.now });
    customer = await signUp(ctx);
    stranger = await signUp(ctx);
    await fund(ctx, customer.UId, 500_000_00n);
    const later = await readyItinerary(ctx, customer.token, { startIn: 30 });
    ids.later = (await booked(ctx, customer.token, later)).bookingId;
    const failed = await readyItinerary(ctx, customer.token, { firstName: 'Fail', skip: 1 });
    ids.failed = (await booked(ctx, customer.token, failed)).bookingId;
    const cancelled = await readyItinerary(ctx, customer.token, { refundable: true, skip: 2 });
    const toCancel = await booked(ctx, customer.token, cancelled);
    ids.cancelled = toCancel.bookingId;
    const res = await cancel(ctx, customer.token, toCancel.bookingId, cancelled.fare.total);
    if (res.statusCode !== 200) throw new Error(`cancel ${res.statusCode}: ${res.body}`);
    const soon = await readyItinerary(ctx, customer.token, { startIn: 10, skip: 3 });
    ids.soon = (await booked(ctx, customer.token, soon)).bookingId;
    soonCheckIn = soon.checkIn;
  });
  beforeEach(() => clock.reset());
  afterAll(() => checkLedgerAndClose(ctx));

  const list = (token: string, scope?: string) =>
    getAs(ctx, token, `/api/hotel/bookings${scope ? `?scope=${scope}` : ''}`);

  it('upcoming: the stays ahead that are or may yet be good, newest first; past: the rest', async () => {
    const upcoming = await list(customer.token, 'upcoming');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toMatchObject({ result: true, success: true });
    const shown = upcoming.json().data as { bookingId: string; status: string }[];
    expect(shown.map((b) => b.bookingId)).toEqual([ids.soon, ids.later]);
    expect((await list(customer.token)).json().data).toEqual(upcoming.json().data);

    const past = await list(customer.token, 'past');
    expect(
      (past.json().data as { bookingId: string; status: string }[]).map((b) => [
        b.bookingId,
        b.status,
      ]),
    ).toEqual([
      [ids.cancelled, 'cancelled'],
      [ids.failed, 'failed'],
    ]);

    // Once a stay has begun it is past.
    clock.setTo(ist(addHotelDays(soonCheckIn, 1), '09:00'));
    const later = await list(customer.token, 'upcoming');
    expect((later.json().data as { bookingId: string }[]).map((b) => b.bookingId)).toEqual([
      ids.later,
    ]);
    const pastNow = await list(customer.token, 'past');
    expect((pastNow.json().data as { bookingId: string }[])[0]?.bookingId).toBe(ids.soon);
  });

  it('another customer sees none of them; a visitor is asked to log in; a scope must be one of two', async () => {
    expect((await list(stranger.token, 'upcoming')).json().data).toEqual([]);
    expect((await list(stranger.token, 'past')).json().data).toEqual([]);
    const anonymous = await hotelCall(ctx, '/api/hotel/bookings');
    expect(anonymous.statusCode).toBe(401);
    const wrong = await list(customer.token, 'someday');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'scope', code: 'HOTEL_BOOKING_SCOPE' });
  });

  it('one booking for its owner only', async () => {
    const mine = await getAs(ctx, customer.token, `/api/hotel/bookings/${ids.later}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      result: true,
      success: true,
      message: 'Your booking is confirmed.',
      data: { bookingId: ids.later, status: 'confirmed', cancellable: true },
    });
    const theirs = await getAs(ctx, stranger.token, `/api/hotel/bookings/${ids.later}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('HOTEL_BOOKING_NOT_FOUND');
    const unknown = await getAs(
      ctx,
      customer.token,
      '/api/hotel/bookings/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await getAs(ctx, customer.token, '/api/hotel/bookings/not-an-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('the voucher: a PDF for a confirmed or cancelled booking, its owner only', async () => {
    const detail = await getAs(ctx, customer.token, `/api/hotel/bookings/${ids.later}`);
    const reference = detail.json().data.reference as string;
    const voucher = await getAs(ctx, customer.token, `/api/hotel/bookings/${ids.later}/voucher`);
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(voucher.headers['content-disposition']).toBe(
      `inline; filename="kosh-hotel-${reference}.pdf"`,
    );
    expect(voucher.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cancelled = await getAs(
      ctx,
      customer.token,
      `/api/hotel/bookings/${ids.cancelled}/voucher`,
    );
    expect(cancelled.statusCode).toBe(200);
    const failed = await getAs(ctx, customer.token, `/api/hotel/bookings/${ids.failed}/voucher`);
    expect(failed.statusCode).toBe(404);
    expect(failed.json().code).toBe('HOTEL_BOOKING_NOT_FOUND');
    const theirs = await getAs(ctx, stranger.token, `/api/hotel/bookings/${ids.later}/voucher`);
    expect(theirs.statusCode).toBe(404);
  });
});
