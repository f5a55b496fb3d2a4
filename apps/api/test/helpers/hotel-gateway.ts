import { sql } from 'drizzle-orm';
import type { HotelCheckout } from '@kosh/contract/hotel-booking';
import type { TestContext } from './app';
import { bearer } from './accounts';
import { book, bookingRow, type Ready } from './hotel-bookings';
import { rows, type CheckoutSuccess } from './wallet';

/**
 * Hotel bookings paid through the gateway (card, UPI…): booked as hotel-bookings.ts books from the
 * wallet, then paid at the sandbox's checkout as top-ups are (wallet.ts `pay`), then verified.
 */

export interface GatewayBooking {
  bookingId: string;
  reference: string;
  checkout: HotelCheckout;
}

/** A booking by `method` (UPI unless said) awaiting its payment: the booking and its checkout. */
export async function awaitingBooking(
  ctx: TestContext,
  token: string,
  ready: Ready,
  method = 'UPI',
): Promise<GatewayBooking> {
  const res = await book(ctx, token, ready, { method });
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode}: ${res.body}`);
  const { booking, checkout } = res.json().data as {
    booking: { bookingId: string; reference: string; status: string };
    checkout: HotelCheckout | null;
  };
  if (!checkout) throw new Error(`book answered no checkout: ${res.body}`);
  return { bookingId: booking.bookingId, reference: booking.reference, checkout };
}

/** POST /api/hotel/bookings/{id}/verifyPayment with the checkout's answer. */
export function verifyHotel(
  ctx: TestContext,
  token: string,
  bookingId: string,
  payload: CheckoutSuccess | Record<string, unknown>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/hotel/bookings/${bookingId}/verifyPayment`,
    headers: bearer(token),
    payload,
  });
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** The booking's row once it satisfies `done` (a webhook over HTTP, a settlement in flight). */
export async function bookingWhen(
  ctx: TestContext,
  bookingId: string,
  done: (row: Awaited<ReturnType<typeof bookingRow>>) => boolean,
  timeoutMs = 8000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await bookingRow(ctx, bookingId);
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`booking ${bookingId} stuck: ${json(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The ledger transfers a booking made, oldest first (a refund after the payment it returns, when
 * one transaction made both), with the accounts they moved money between.
 */
export async function bookingMoves(ctx: TestContext, bookingId: string) {
  return rows<{ kind: string; code: string; amount: string; debit: string; credit: string }>(
    ctx,
    sql`select t.kind, t.code, t.amount_paise::text as amount,
               split_part(d.code, '#', 1) as debit, split_part(c.code, '#', 1) as credit
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
         where t.reference_type = 'hotel_booking' and t.reference_id = ${bookingId}
         order by t.created_at, t.code = 'REFUND', t.id`,
  );
}

/** Gateway ledger moves as the tests expect them: `code` of `amount` paise from → to. */
export const CAPTURE = {
  kind: 'single',
  code: 'HOTEL_BOOKING',
  debit: 'SYSTEM:PAYMENT_GATEWAY_CLEARING',
  credit: 'SYSTEM:HOTEL_SUPPLIER_PAYABLE',
} as const;
export const GATEWAY_REFUND = {
  kind: 'single',
  code: 'REFUND',
  debit: 'SYSTEM:HOTEL_SUPPLIER_PAYABLE',
  credit: 'SYSTEM:PAYMENT_GATEWAY_CLEARING',
} as const;
