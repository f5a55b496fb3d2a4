import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHotelBooking } from '@kosh/contract/hotel-booking';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { bookingRow, readyItinerary } from '../helpers/hotel-bookings';
import { awaitingBooking, bookingWhen, verifyHotel } from '../helpers/hotel-gateway';
import { checkLedgerAndClose } from '../helpers/ledger';
import { pay } from '../helpers/wallet';

/**
 * GET /api/admin/hotel-bookings (docs/hotels.md §9): every customer's bookings, newest first, 20 a
 * page, with the customer, the gateway's order, payment and refund ids, the ledger transfers and
 * the supplier's references — for the back office only.
 */
describe('the back office’s hotel bookings', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  let confirmed: { bookingId: string; reference: string; orderId: string; paymentId: string };
  let refused: { bookingId: string; reference: string; paymentId: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx, { name: 'Listed Guest' });

    const itinerary = await readyItinerary(ctx, customer.token);
    const booking = await awaitingBooking(ctx, customer.token, itinerary);
    const paid = await pay(ctx, booking.checkout.orderId);
    expect((await verifyHotel(ctx, customer.token, booking.bookingId, paid)).statusCode).toBe(200);
    await bookingWhen(ctx, booking.bookingId, (r) => r.status === 'confirmed');
    confirmed = {
      bookingId: booking.bookingId,
      reference: booking.reference,
      orderId: booking.checkout.orderId,
      paymentId: paid.razorpay_payment_id,
    };

    const failing = await readyItinerary(ctx, customer.token, { firstName: 'Fail', skip: 1 });
    const second = await awaitingBooking(ctx, customer.token, failing, 'NET_BANKING');
    const secondPaid = await pay(ctx, second.checkout.orderId);
    await verifyHotel(ctx, customer.token, second.bookingId, secondPaid);
    await bookingWhen(ctx, second.bookingId, (r) => r.refundStatus === 'refunded');
    refused = {
      bookingId: second.bookingId,
      reference: second.reference,
      paymentId: secondPaid.razorpay_payment_id,
    };
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const list = (query = '', token = admin.token) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/hotel-bookings${query}`,
      headers: bearer(token),
    });

  it('lists bookings newest first with the customer, the gateway’s ids, the transfers and the supplier’s references', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: true, success: true, page: 1, pageSize: 20 });
    expect(body.totalCount).toBeGreaterThanOrEqual(2);
    const ids = body.data.map((b: AdminHotelBooking) => b.bookingId);
    expect(ids.indexOf(refused.bookingId)).toBeLessThan(ids.indexOf(confirmed.bookingId));

    const good = body.data.find((b: AdminHotelBooking) => b.bookingId === confirmed.bookingId);
    const row = await bookingRow(ctx, confirmed.bookingId);
    expect(good).toMatchObject({
      reference: confirmed.reference,
      status: 'confirmed',
      supplierBookingId: row.supplierBookingId,
      confirmationNumber: row.confirmationNumber,
      customer: { userId: customer.userId, name: 'Listed Guest', mobile: customer.mobile },
      payment: {
        method: 'UPI',
        gatewayOrderId: confirmed.orderId,
        gatewayPaymentId: confirmed.paymentId,
        gatewayRefundIds: [],
        transfers: [
          {
            id: row.ledgerTransferId,
            code: 'HOTEL_BOOKING',
            amount: Number(row.amountPaise) / 100,
            status: 'posted',
            createdAt: expect.any(String),
          },
        ],
      },
      refundError: null,
    });
    expect(row.supplierBookingId).toMatch(/^HB/);

    const bad = body.data.find((b: AdminHotelBooking) => b.bookingId === refused.bookingId);
    const badRow = await bookingRow(ctx, refused.bookingId);
    expect(bad).toMatchObject({
      status: 'failed',
      refund: { status: 'refunded', to: 'gateway' },
      payment: {
        method: 'NET_BANKING',
        gatewayPaymentId: refused.paymentId,
        gatewayRefundIds: [badRow.gatewayRefundId],
      },
    });
    expect(bad.payment.transfers.map((t: { code: string }) => t.code)).toEqual([
      'HOTEL_BOOKING',
      'REFUND',
    ]);
  });

  it('filters by status and by what support is told (reference, mobile, guest, gateway ids)', async () => {
    const failed = (await list('?status=failed')).json().data as AdminHotelBooking[];
    expect(failed.map((b) => b.bookingId)).toContain(refused.bookingId);
    expect(failed.every((b) => b.status === 'failed')).toBe(true);

    for (const q of [
      confirmed.reference,
      confirmed.reference.toLowerCase().slice(2, 8),
      confirmed.paymentId,
      confirmed.orderId,
    ]) {
      const found = (await list(`?q=${encodeURIComponent(q)}`)).json().data as AdminHotelBooking[];
      expect(
        found.map((b) => b.bookingId),
        q,
      ).toEqual([confirmed.bookingId]);
    }
    const byMobile = (await list(`?q=${customer.mobile}`)).json();
    expect(byMobile.totalCount).toBe(2);
    const byGuest = (await list('?q=fail%20ra')).json().data as AdminHotelBooking[];
    expect(byGuest.map((b) => b.bookingId)).toEqual([refused.bookingId]);
    // LIKE's wildcards are taken literally.
    expect((await list('?q=%25')).json().data).toEqual([]);
    const wildcard = `${confirmed.reference.slice(0, 3)}_${confirmed.reference.slice(4, 8)}`;
    expect((await list(`?q=${wildcard}`)).json().data).toEqual([]);

    const secondPage = (await list('?page=2')).json();
    expect(secondPage).toMatchObject({ page: 2, data: [] });

    for (const [query, field] of [
      ['?status=lost', 'status'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('is the back office’s only: a customer gets 403, a visitor 401', async () => {
    const asCustomer = await list('', customer.token);
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/hotel-bookings' });
    expect(anonymous.statusCode).toBe(401);
  });
});
