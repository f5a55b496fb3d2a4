import type { HotelCheckout } from '@kosh/contract/hotel-booking';
import type { HotelBookingRow } from '../hotels.tables';

/**
 * Who saw a booking's gateway refund through: the settlement after a refusal, the customer's
 * cancellation, the checkout's verify call, the gateway's webhook, the reconcile job, a capture
 * that arrived for a booking no longer open.
 */
export type HotelRefundVia = 'settle' | 'cancel' | 'verify' | 'webhook' | 'reconcile' | 'capture';

/**
 * What the booking core needs from the payment gateway's side of hotel bookings (card, UPI, net
 * banking…; api-pay's `hotel-gateway.service.ts` implements it). The wallet needs none of it.
 *
 * The booking core writes the ledger and the row (`refund_status` 'due', `refund_paise`) in its own
 * transaction, then asks this to move the money at the gateway; this never decides what is owed.
 */
export interface HotelGatewayPayments {
  /**
   * The gateway order of a booking `awaiting_payment` (amount = the booking's `amount_paise`,
   * receipt `hb_<id>`), stored on the row as `gateway_order_id`; a booking that already has one
   * gets the same checkout again (a double click, a retried book call).
   */
  openOrder(row: HotelBookingRow): Promise<HotelCheckout>;
  /**
   * Refunds `refund_paise` of a booking whose `refund_status` is 'due' at the gateway, exactly
   * once whoever calls (claim, receipt derived from the booking id), and marks it refunded; a
   * booking with nothing due is left alone. A gateway failure is recorded on the row
   * (`refund_error`) for the reconcile job to retry: it never throws it at the caller.
   */
  refundIfDue(bookingId: string, via: HotelRefundVia): Promise<void>;
  /**
   * The gateway's share of the `hotel-bookings-reconcile` job: checkouts paid but never reported
   * (capture, then the supplier), checkouts never paid past the itinerary's hour (abandoned),
   * refunds still due. What it did, by name, for the job's log line.
   */
  reconcile?(): Promise<Record<string, number>>;
}

/** What the gateway side needs from the booking core once a payment is captured. */
export interface HotelBookingSettler {
  /**
   * Books a `processing` booking at the supplier (client_reference = the booking id) and settles
   * it by the answer: confirmed, pending, or failed with its money going back. Safe to call from
   * anywhere, any number of times: one caller talks to the supplier at a time (the others get the
   * row as it is), and a settled booking is returned unchanged.
   */
  settleWithSupplier(bookingId: string): Promise<HotelBookingRow>;
}
