import { GatewayError, type GatewayRefund } from '../../../providers/payments/payments.port';
import type { HotelBookingRow } from '../hotels.tables';
import { hotelRefundReceipt, type HotelGatewayContext } from './hotel-gateway-parts';
import type { HotelRefundVia } from './hotel-payments.port';

/**
 * How long one caller may talk to the gateway about a booking's refund before another may try:
 * longer than its two gateway calls can take (8 s each at most), short enough that a refund whose
 * caller died is picked up by the next reconcile run or two.
 */
const REFUND_CLAIM_MS = 60_000;

/**
 * A booking's gateway refund, made once whoever asks: the caller claims it on the row, looks for
 * the refund an earlier attempt made (the receipt is derived from the booking), and only then
 * asks the gateway for one.
 */
export function createGatewayRefunds(ctx: HotelGatewayContext) {
  const { db, gateway, repo, clock } = ctx;
  const deps = ctx;

  /** Takes a booking's refund for this caller, or says why not. */
  async function claimRefund(bookingId: string) {
    return db.transaction(async (tx) => {
      const booking = await repo.lockAnyForSystem(tx, bookingId);
      if (
        !booking ||
        booking.refundStatus !== 'due' ||
        booking.paymentMethod === 'WALLET' ||
        !booking.gatewayPaymentId ||
        booking.refundPaise <= 0n
      ) {
        return { claimed: false as const, status: 'not_due' as const, booking };
      }
      const now = clock();
      if (booking.refundClaimedUntil && booking.refundClaimedUntil.getTime() > now.getTime()) {
        return { claimed: false as const, status: 'busy' as const, booking };
      }
      const patch = {
        refundClaimedUntil: new Date(now.getTime() + REFUND_CLAIM_MS),
        refundAttempts: booking.refundAttempts + 1,
      };
      await repo.update(tx, booking.id, patch);
      return {
        claimed: true as const,
        booking: { ...booking, ...patch },
        paymentId: booking.gatewayPaymentId,
      };
    });
  }

  /** The refund this booking already has at the gateway, or a new one. */
  async function findOrMakeRefund(booking: HotelBookingRow, paymentId: string) {
    const receipt = hotelRefundReceipt(booking.id);
    const existing = (await gateway.fetchPaymentRefunds(paymentId)).filter(
      (r) => r.status !== 'failed',
    );
    const ours = existing.find((r) => r.receipt === receipt);
    if (ours) return ours;
    // The whole payment given back some other way (the gateway's dashboard): that is the refund.
    const refunded = existing.reduce((sum, r) => sum + BigInt(r.amount), 0n);
    if (existing[0] && refunded >= booking.amountPaise) return existing[0];
    const refund = await gateway.refundPayment(paymentId, {
      amountPaise: booking.refundPaise,
      receipt,
      notes: {
        purpose: 'hotel_booking_refund',
        booking_id: booking.id,
        reference: booking.reference,
      },
    });
    if (refund.status === 'failed') {
      throw new GatewayError(`the gateway failed refund ${refund.id}`, undefined);
    }
    return refund;
  }

  /** due → refunded with the gateway's refund, once. Whether this call made the change. */
  async function markRefunded(
    bookingId: string,
    refund: Pick<GatewayRefund, 'id'>,
    via: HotelRefundVia,
  ) {
    const changed = await db.transaction(async (tx) => {
      const booking = await repo.lockAnyForSystem(tx, bookingId);
      if (!booking) return false;
      if (booking.refundStatus !== 'due') {
        if (booking.refundStatus === 'refunded' && booking.gatewayRefundId !== refund.id) {
          deps.log.error(
            { booking: booking.id, stored: booking.gatewayRefundId, other: refund.id },
            'a second refund was reported for a refunded hotel booking',
          );
        }
        return false;
      }
      await repo.update(tx, booking.id, {
        refundStatus: 'refunded',
        gatewayRefundId: refund.id,
        refundedAt: clock(),
        refundClaimedUntil: null,
        refundError: null,
      });
      return true;
    });
    if (changed) {
      deps.log.info({ booking: bookingId, refund: refund.id, via }, 'hotel booking refunded');
    }
    return changed;
  }

  /**
   * Refunds `refund_paise` at the gateway when it is due and nobody else is at it. A gateway
   * failure is recorded on the row (`refund_error`) and left due for the reconcile job.
   */
  async function refundIfDue(
    bookingId: string,
    via: HotelRefundVia,
  ): Promise<'refunded' | 'not_due' | 'busy' | 'failed'> {
    const taken = await claimRefund(bookingId);
    if (!taken.claimed) return taken.status;
    let refund: GatewayRefund;
    try {
      refund = await findOrMakeRefund(taken.booking, taken.paymentId);
    } catch (error) {
      // Let go at once, so the next caller need not wait for the claim to lapse.
      await repo.update(db, bookingId, {
        refundClaimedUntil: null,
        refundError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, booking: bookingId, via }, 'hotel refund failed; it stays due');
      return 'failed';
    }
    await markRefunded(bookingId, refund, via);
    const now = await repo.findAnyForSystem(db, bookingId);
    return now?.refundStatus === 'refunded' ? 'refunded' : 'not_due';
  }

  /** Never fatal to the caller: a refund that breaks stays due, and reconcile retries it. */
  async function refundQuietly(bookingId: string, via: HotelRefundVia) {
    try {
      await refundIfDue(bookingId, via);
    } catch (error) {
      deps.log.error({ err: error, booking: bookingId, via }, 'hotel refund broke; it stays due');
    }
  }

  return { refundIfDue, refundQuietly, markRefunded };
}

export type GatewayRefunds = ReturnType<typeof createGatewayRefunds>;
