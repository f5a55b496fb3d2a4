import { describe, expect, it } from 'vitest';
import {
  book,
  callbacksOf,
  call,
  cancel,
  ist,
  led,
  nonRefundable,
  PENDING_MS,
  plain,
  ratesOf,
  refundable,
  setClock,
  sleep,
  useBookingsSandbox,
} from './hotels-bookings-helpers';

// Cancelling by the rules fixed at booking; the supplier's clock moves (setClock).

useBookingsSandbox();

describe('POST /hotels/v1/bookings/{id}/cancel', () => {
  it('refunds in full inside the free window, up to its last minute', async () => {
    const { booking } = await book(plain.id, refundable);
    setClock(ist('2026-10-04T11:59'));
    const res = await cancel(booking.id);
    expect(res.status).toBe(200);
    expect(res.json.booking).toEqual({
      ...booking,
      status: 'CANCELLED',
      cancelled_at: '2026-10-04T11:59:00+05:30',
      cancellation_result: { penalty: '0.00', refund: booking.total },
    });
  });

  it('charges the rule’s penalty once the free window has closed', async () => {
    const { booking } = await book(plain.id, refundable);
    setClock(ist('2026-10-04T12:00'));
    const res = await cancel(booking.id);
    expect(res.json.booking.cancellation_result).toEqual({
      penalty: booking.total,
      refund: '0.00',
    });
  });

  it('charges the whole amount of a non-refundable rate, even at once', async () => {
    const { booking } = await book(plain.id, nonRefundable);
    expect(booking.cancellation).toEqual([
      { from: '2026-06-01T10:00:00+05:30', to: expect.any(String), penalty: booking.total },
    ]);
    const res = await cancel(booking.id);
    expect(res.json.booking).toMatchObject({
      status: 'CANCELLED',
      cancellation_result: { penalty: booking.total, refund: '0.00' },
    });
  });

  it('keeps the rules fixed at booking, whatever /rates says later', async () => {
    const { booking } = await book(plain.id, refundable);
    setClock(ist('2026-10-03T09:00'));
    const later = (await ratesOf(plain.id)).find((r) => r.id === booking.rate_id);
    // /rates now counts its windows from now; the booking keeps those it was made with.
    expect(later.cancellation[0].from).toBe('2026-10-03T09:00:00+05:30');
    const res = await cancel(booking.id);
    expect(res.json.booking.cancellation).toEqual(booking.cancellation);
    expect(res.json.booking.cancellation_result).toEqual({
      penalty: '0.00',
      refund: booking.total,
    });
  });

  it('answers the same outcome when cancelled again, later', async () => {
    const { booking } = await book(plain.id, refundable);
    const first = await cancel(booking.id);
    setClock(ist('2026-10-07T09:00'));
    expect(await cancel(booking.id)).toEqual(first);
    expect(await call('GET', `/hotels/v1/bookings/${booking.id}`)).toEqual(first);
  });

  it('answers 409 NOT_CANCELLABLE once check-in day has begun in India, changing nothing', async () => {
    const { booking } = await book(plain.id, refundable);
    setClock(ist('2026-10-05T23:59'));
    const lastMinute = await book(plain.id, refundable);
    expect((await cancel(lastMinute.booking.id)).json.booking.cancellation_result).toEqual({
      penalty: booking.total,
      refund: '0.00',
    });
    setClock(ist('2026-10-06T00:00'));
    const res = await cancel(booking.id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: { code: 'NOT_CANCELLABLE', description: expect.any(String) },
    });
    expect((await call('GET', `/hotels/v1/bookings/${booking.id}`)).json.booking).toEqual(booking);
  });

  it('cancels a PENDING booking in full, and the hotel never confirms it', async () => {
    const { booking } = await book(plain.id, nonRefundable, { guests: led('Pending') });
    const res = await cancel(booking.id);
    expect(res.json.booking).toMatchObject({
      status: 'CANCELLED',
      confirmation_number: null,
      cancellation_result: { penalty: '0.00', refund: booking.total },
    });
    await sleep(PENDING_MS + 100);
    expect((await call('GET', `/hotels/v1/bookings/${booking.id}`)).json.booking.status).toBe(
      'CANCELLED',
    );
    expect(callbacksOf(booking.id)).toHaveLength(0);
  });

  it('answers 404 BOOKING_NOT_FOUND for an unknown booking', async () => {
    expect(await cancel('HB000000000000')).toEqual({
      status: 404,
      json: { error: { code: 'BOOKING_NOT_FOUND', description: expect.any(String) } },
    });
  });
});
