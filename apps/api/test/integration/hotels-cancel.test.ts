import { addHotelDays } from '@kosh/contract/hotels';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, waitForOutbox, type SignedUp } from '../helpers/accounts';
import { istDate } from '../helpers/dates';
import {
  booked,
  bookingRow,
  bookingTransfers,
  cancel,
  getAs,
  movableClock,
  readyItinerary,
  supplierBooking,
} from '../helpers/hotel-bookings';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
/** An instant of a day in India: "2026-12-18", "10:00". */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('cancelling a hotel booking paid from the wallet', () => {
  let ctx: TestContext;
  const clock = movableClock();
  beforeAll(async () => {
    ctx = await createTestContext({
      clock: clock.now,
      hotelsNow: clock.now,
      hotelsPendingMs: 600_000,
    });
  });
  beforeEach(() => clock.reset());
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, paise(rupees));
    return customer;
  }

  const quote = (token: string, bookingId: string) =>
    getAs(ctx, token, `/api/hotel/bookings/${bookingId}/cancellation`);

  it('in the free window: a full refund to the wallet, once, the supplier’s booking cancelled, an SMS', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { refundable: true });
    const booking = await booked(ctx, customer.token, ready);
    expect(booking.status).toBe('confirmed');

    const quoted = await quote(customer.token, booking.bookingId);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      result: true,
      success: true,
      data: {
        bookingId: booking.bookingId,
        rule: { estimatedValue: 0 },
        penalty: 0,
        refund: ready.fare.total,
        to: 'wallet',
      },
    });

    const res = await cancel(ctx, customer.token, booking.bookingId, ready.fare.total);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Your booking is cancelled. ₹${ready.fare.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} will be refunded.`,
      data: {
        status: 'cancelled',
        cancellable: false,
        refund: { status: 'refunded', amount: ready.fare.total, penalty: 0, to: 'wallet' },
        voucherUrl: `/api/hotel/bookings/${booking.bookingId}/voucher`,
      },
    });
    expect(res.json().data.cancelledAt).toEqual(expect.any(String));
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'post', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'single', code: 'REFUND', amountPaise: paise(ready.fare.total) },
    ]);
    expect(await supplierBooking(ctx, booking.bookingId)).toMatchObject({
      status: 'CANCELLED',
      cancellation_result: { penalty: '0.00' },
    });
    const texts = await waitForOutbox(ctx, customer.mobile, 3);
    expect(texts[0]?.text).toMatch(
      /, is cancelled\. ₹[\d,.]+ is refunded to your wallet\. Booking \S+\. Balance ₹[\d,]+\.\d\d\.$/,
    );

    // Cancelling again (another key) answers the cancelled booking; nothing moves twice.
    const again = await cancel(ctx, customer.token, booking.bookingId, ready.fare.total);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));

    // The Balance History names the booking and its refund.
    const history = await call(ctx, customer.token, '/api/user/getRechLogs', {
      fromdate: istDate(-1),
      todate: istDate(1),
    });
    const rows = history.json().data as Record<string, unknown>[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        Code: 'WALLET_CREDIT',
        status: 'Success',
        amount: ready.fare.total,
        rechNo: booking.reference,
        service: 'Refund',
        operator: ready.hotelName,
        description: `Refund of hotel booking · ${ready.hotelName}`,
        Wallet_Bal: 100_000,
      }),
      expect.objectContaining({
        Code: 'HOTEL_BOOKING',
        status: 'Success',
        amount: ready.fare.total,
        rechNo: booking.reference,
        service: 'Hotel',
        description: `Hotel booking · ${ready.hotelName}`,
      }),
    ]);
  });

  it('in the penalty window: the penalty stays, never more than was paid (a promotion is Kosh’s loss)', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, {
      refundable: true,
      promoCode: 'HOTEL10',
      startIn: 6,
      skip: 1,
    });
    const booking = await booked(ctx, customer.token, ready);
    const paid = paise(100_000) - paise(ready.fare.total);
    // The day before check-in: past the free window (2 days before, 12:00 in India).
    clock.setTo(ist(addHotelDays(ready.checkIn, -1), '10:00'));

    const quoted = await quote(customer.token, booking.bookingId);
    expect(quoted.statusCode).toBe(200);
    const rule = quoted.json().data.rule as { estimatedValue: number };
    // The supplier's penalty is its whole price, more than the customer paid after HOTEL10.
    expect(rule.estimatedValue).toBeCloseTo(ready.fare.roomRate + ready.fare.taxes, 2);
    expect(quoted.json().data).toMatchObject({ penalty: ready.fare.total, refund: 0 });

    const stale = await cancel(ctx, customer.token, booking.bookingId, ready.fare.total);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'HOTEL_REFUND_CHANGED',
      params: { refund: '₹0.00' },
      message: 'Cancelling now refunds ₹0.00. Check it and confirm again.',
    });
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('confirmed');

    const res = await cancel(ctx, customer.token, booking.bookingId, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      refund: { status: 'none', amount: 0, penalty: ready.fare.total },
    });
    expect(await balancePaise(ctx, customer.token)).toBe(paid);
    expect(await bookingTransfers(ctx, booking.bookingId)).toHaveLength(2);
  });

  it('a non-refundable rate costs its whole price from booking', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { refundable: false, skip: 2 });
    const booking = await booked(ctx, customer.token, ready);
    const quoted = await quote(customer.token, booking.bookingId);
    expect(quoted.json().data).toMatchObject({ penalty: ready.fare.total, refund: 0 });
  });

  it('cancels racing each other refund once', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, { refundable: true, skip: 3 });
    const booking = await booked(ctx, customer.token, ready);
    const answers = await Promise.all([
      cancel(ctx, customer.token, booking.bookingId, ready.fare.total),
      cancel(ctx, customer.token, booking.bookingId, ready.fare.total),
      cancel(ctx, customer.token, booking.bookingId, ready.fare.total),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('cancelled');
    }
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));
    const refunds = (await bookingTransfers(ctx, booking.bookingId)).filter(
      (t) => t.code === 'REFUND',
    );
    expect(refunds).toHaveLength(1);
  });

  it('a pending booking cancelled: the hold is voided, everything comes back', async () => {
    const customer = await customerWith(100_000);
    const ready = await readyItinerary(ctx, customer.token, {
      refundable: false,
      firstName: 'Pending',
      skip: 4,
    });
    const booking = await booked(ctx, customer.token, ready);
    expect(booking.status).toBe('pending');
    const quoted = await quote(customer.token, booking.bookingId);
    expect(quoted.json().data).toMatchObject({ penalty: 0, refund: ready.fare.total });
    const res = await cancel(ctx, customer.token, booking.bookingId, ready.fare.total);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      refund: { status: 'refunded', amount: ready.fare.total },
    });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));
    expect(await bookingTransfers(ctx, booking.bookingId)).toEqual([
      { kind: 'pending', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
      { kind: 'void', code: 'HOTEL_BOOKING', amountPaise: paise(ready.fare.total) },
    ]);
  });

  it('not once check-in day has begun in India, nor a failed booking, nor another customer’s', async () => {
    const customer = await customerWith(100_000);
    const stranger = await customerWith(10);
    const ready = await readyItinerary(ctx, customer.token, { refundable: true, skip: 5 });
    const booking = await booked(ctx, customer.token, ready);

    const theirs = await quote(stranger.token, booking.bookingId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('HOTEL_BOOKING_NOT_FOUND');
    const theirCancel = await cancel(ctx, stranger.token, booking.bookingId, 0);
    expect(theirCancel.statusCode).toBe(404);

    clock.setTo(ist(ready.checkIn, '00:05'));
    const late = await quote(customer.token, booking.bookingId);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('HOTEL_NOT_CANCELLABLE');
    const lateCancel = await cancel(ctx, customer.token, booking.bookingId, 0);
    expect(lateCancel.statusCode).toBe(422);
    expect(lateCancel.json().code).toBe('HOTEL_NOT_CANCELLABLE');
    expect((await bookingRow(ctx, booking.bookingId)).status).toBe('confirmed');
    const detail = await getAs(ctx, customer.token, `/api/hotel/bookings/${booking.bookingId}`);
    expect(detail.json().data.cancellable).toBe(false);

    clock.reset();
    const failedReady = await readyItinerary(ctx, customer.token, { firstName: 'Fail', skip: 6 });
    const failed = await booked(ctx, customer.token, failedReady);
    const refused = await cancel(ctx, customer.token, failed.bookingId, failedReady.fare.total);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('HOTEL_NOT_CANCELLABLE');
  });
});
