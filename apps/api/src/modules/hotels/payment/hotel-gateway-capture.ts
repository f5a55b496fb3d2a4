import type { HotelBookingStatus } from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import { CHECKOUT_RESULT_FIELD } from '../../../lib/checkout-result';
import type { CheckoutResult, RefundNotice } from '../../../providers/payments/payments.port';
import { textRefund } from '../bookings/hotel-booking-texts';
import { bookingReference, refundFromPayable } from '../hotel-ledger';
import type { HotelBookingRow } from '../hotels.tables';
import {
  hotelRefundReceipt,
  type HotelCapturePath,
  type HotelGatewayContext,
} from './hotel-gateway-parts';
import type { GatewayRefunds } from './hotel-gateway-refunds';

/** What a booking that was closed when its payment arrived says, in the customer's words. */
export const LATE_PAYMENT_REASON =
  'Your payment arrived after this booking was closed, so the stay was not booked. The full amount is refunded to your card/UPI.';

/** Where a payment may land: the booking awaiting it, or one closed before it came (refunded). */
const CAPTURABLE: ReadonlySet<HotelBookingStatus> = new Set<HotelBookingStatus>([
  'awaiting_payment',
  'abandoned',
  'failed',
  'cancelled',
]);

export type CaptureOutcome =
  /** This call captured it: the booking is processing and was sent to the supplier. */
  | { status: 'captured'; booking: HotelBookingRow }
  /** Captured before (by this payment): nothing moved. */
  | { status: 'already'; booking: HotelBookingRow }
  /** The booking was closed when the payment came: taken in and owed back in full. */
  | { status: 'late'; booking: HotelBookingRow }
  /** Not a hotel booking's order, or not this booking's amount: nothing moved. */
  | { status: 'ignored'; booking: HotelBookingRow | null };

/**
 * A booking's payment taken in once, whichever of the checkout's verify call, the gateway's
 * webhook and the reconcile job reports it first, in one transaction with the row locked.
 */
export function createGatewayCapture(ctx: HotelGatewayContext, refunds: GatewayRefunds) {
  const { db, gateway, ledger, repo, clock, faults } = ctx;
  const deps = ctx;
  const { refundQuietly, markRefunded } = refunds;

  /** Never fatal to the caller: a booking the supplier was not asked about stays processing. */
  async function settleQuietly(bookingId: string, via: HotelCapturePath) {
    try {
      await deps.settler().settleWithSupplier(bookingId);
    } catch (error) {
      deps.log.error(
        { err: error, booking: bookingId, via },
        'supplier step after a capture broke; the reconcile job finishes it',
      );
    }
  }

  /**
   * Takes in a payment of a booking's order once. A booking awaiting payment becomes processing
   * (the money posted gateway clearing → hotel payable) and is booked at the supplier; a booking
   * already closed (abandoned, failed, cancelled) is never booked: the money is taken in, owed
   * back (REFUND) in the same transaction, then refunded at the gateway.
   */
  async function capture(
    gatewayOrderId: string,
    gatewayPaymentId: string,
    via: HotelCapturePath,
    paidPaise?: bigint,
  ): Promise<CaptureOutcome> {
    const outcome = await db.transaction(async (tx): Promise<CaptureOutcome> => {
      const booking = await repo.lockByOrderId(tx, gatewayOrderId);
      if (!booking) return { status: 'ignored', booking: null };
      if (paidPaise !== undefined && paidPaise !== booking.amountPaise) {
        deps.log.error(
          { booking: booking.id, paid: String(paidPaise), amount: String(booking.amountPaise) },
          'a payment of another amount than the booking: not captured',
        );
        return { status: 'ignored', booking };
      }
      if (booking.gatewayPaymentId) {
        if (booking.gatewayPaymentId !== gatewayPaymentId) {
          deps.log.error(
            { booking: booking.id, stored: booking.gatewayPaymentId, other: gatewayPaymentId },
            'a second payment was reported for a paid hotel booking',
          );
        }
        return { status: 'already', booking };
      }
      if (!CAPTURABLE.has(booking.status)) {
        // A live booking without a payment is a wallet booking or a bug: nothing to take in here.
        deps.log.error(
          { booking: booking.id, status: booking.status, method: booking.paymentMethod },
          'a payment was reported for a booking that was not awaiting one',
        );
        return { status: 'ignored', booking };
      }
      const paidAt = clock();
      const moved = await ledger.transfer(tx, {
        debit: { system: 'paymentGateway' },
        credit: { system: 'hotelPayable' },
        amountPaise: booking.amountPaise,
        code: 'HOTEL_BOOKING',
        reference: bookingReference(booking.id),
      });
      if (booking.status === 'awaiting_payment') {
        const patch = {
          status: 'processing' as const,
          gatewayPaymentId,
          paidAt,
          ledgerTransferId: moved.id,
        };
        await repo.update(tx, booking.id, patch);
        return { status: 'captured', booking: { ...booking, ...patch } };
      }
      // Closed before its payment came (the checkout outlived the session, or the booking was
      // given up): never booked now; all of it goes back.
      await refundFromPayable(ledger, tx, {
        bookingId: booking.id,
        amountPaise: booking.amountPaise,
        to: { system: 'paymentGateway' },
      });
      const patch = {
        status: booking.status === 'abandoned' ? ('failed' as const) : booking.status,
        gatewayPaymentId,
        paidAt,
        ledgerTransferId: moved.id,
        refundStatus: 'due' as const,
        refundPaise: booking.amountPaise,
        penaltyPaise: 0n,
        failureReason: booking.failureReason ?? LATE_PAYMENT_REASON,
        supplierClaimedUntil: null,
      };
      await repo.update(tx, booking.id, patch);
      const closed = { ...booking, ...patch };
      // The refund's text, in the refund's transaction: sent exactly when it commits.
      await textRefund(deps, tx, closed, 'hotelFailed');
      return { status: 'late', booking: closed };
    });
    await faults('settled', { orderId: gatewayOrderId });
    if (outcome.status === 'captured') {
      deps.log.info({ booking: outcome.booking.id, via }, 'hotel booking payment captured');
      await settleQuietly(outcome.booking.id, via);
    } else if (outcome.status === 'late') {
      const { booking } = outcome;
      deps.log.warn(
        { booking: booking.id, status: booking.status, via },
        'payment for a closed hotel booking: refunding it',
      );
      await refundQuietly(booking.id, 'capture');
    } else if (outcome.status === 'already' && outcome.booking.refundStatus === 'due') {
      // A capture reported again may be the nudge a stuck refund needs.
      await refundQuietly(outcome.booking.id, via);
    }
    return outcome;
  }

  /**
   * The checkout's answer (the browser's handler): the signature checked against the stored
   * order, then the capture. Answers the booking as it now is.
   */
  async function verify(
    userId: string,
    bookingId: string,
    paid: CheckoutResult,
  ): Promise<HotelBookingRow> {
    const booking = await repo.findOwnedBy(db, userId, bookingId);
    if (!booking) throw new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');
    // The fields are the API's names for the checkout's answer (the spec's request).
    if (!booking.gatewayOrderId || booking.gatewayOrderId !== paid.orderId) {
      throw new AppError('VALIDATION_FAILED', 'PAYMENT_VERIFY_FAILED', {
        fields: [{ field: CHECKOUT_RESULT_FIELD.orderId, code: 'PAYMENT_VERIFY_FAILED' }],
      });
    }
    // Checked against the order we stored, never against anything the client says about it.
    if (!gateway.verifyCheckoutResult({ ...paid, orderId: booking.gatewayOrderId })) {
      throw new AppError('VALIDATION_FAILED', 'PAYMENT_VERIFY_FAILED', {
        fields: [{ field: CHECKOUT_RESULT_FIELD.signature, code: 'PAYMENT_VERIFY_FAILED' }],
      });
    }
    await capture(booking.gatewayOrderId, paid.paymentId, 'verify');
    const now = await repo.findOwnedBy(db, userId, bookingId);
    if (!now) throw new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');
    return now;
  }

  /**
   * The gateway's webhooks for orders the payments module does not own (its `foreignOrders`):
   * a captured payment of a booking's order, a refund of a booking's payment.
   */
  const webhooks = {
    async onCaptured(
      gatewayOrderId: string,
      payment: { id: string; amountPaise?: bigint },
    ): Promise<'processed' | 'ignored'> {
      const outcome = await capture(gatewayOrderId, payment.id, 'webhook', payment.amountPaise);
      return outcome.status === 'ignored' ? 'ignored' : 'processed';
    },

    async onRefundProcessed(refund: RefundNotice): Promise<'processed' | 'ignored'> {
      const booking = await repo.findByPaymentId(db, refund.paymentId);
      if (!booking) return 'ignored';
      if (booking.refundStatus === 'none') {
        deps.log.warn(
          { booking: booking.id, refund: refund.id },
          'refund reported for a hotel booking that owes none: left as it is',
        );
        return 'ignored';
      }
      const ours =
        refund.receipt === hotelRefundReceipt(booking.id) ||
        (refund.amount !== undefined && BigInt(refund.amount) >= booking.refundPaise);
      if (!ours) {
        deps.log.warn(
          { booking: booking.id, refund: refund.id, amount: refund.amount },
          'a smaller refund reported for a hotel booking: not counted as its refund',
        );
        return 'ignored';
      }
      await markRefunded(booking.id, { id: refund.id }, 'webhook');
      return 'processed';
    },
  };

  return { capture, verify, webhooks };
}
