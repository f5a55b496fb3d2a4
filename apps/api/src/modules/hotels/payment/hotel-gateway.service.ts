import type { HotelBookingStatus, HotelCheckout } from '@kosh/contract/hotel-booking';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TextCustomer } from '../../../lib/customer-sms';
import { noFaults, systemClock, type Clock, type FaultInjector } from '../../../lib/faults';
import type { Logger } from '../../../lib/log-context';
import {
  GatewayError,
  type GatewayRefund,
  type CheckoutResult,
  type PaymentGateway,
  type RefundNotice,
} from '../../../providers/payments/payments.port';
import type { LedgerService } from '../../ledger/ledger.service';
import { textRefund } from '../bookings/hotel-booking-texts';
import { createHotelGatewayRepository } from './hotel-gateway.repository';
import type {
  HotelBookingSettler,
  HotelGatewayPayments,
  HotelRefundVia,
} from './hotel-payments.port';
import type { HotelBookingRow } from '../hotels.tables';

/** Who reported a captured payment first. */
export type HotelCapturePath = 'verify' | 'webhook' | 'reconcile';

/**
 * How long one caller may talk to the gateway about a booking's refund before another may try:
 * longer than its two gateway calls can take (8 s each at most), short enough that a refund whose
 * caller died is picked up by the next reconcile run or two.
 */
const REFUND_CLAIM_MS = 60_000;

/** A checkout this old and still unpaid is asked about at the gateway (its callbacks are late). */
const UNPAID_AFTER_MS = 2 * 60_000;

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

/** The gateway order's receipt: the booking's id, so the order names what it pays (≤ 40 chars). */
export const hotelOrderReceipt = (bookingId: string) => `hb_${bookingId}`;

/**
 * The receipt a booking's gateway refund is made with. Derived from the booking, so every attempt
 * sends the same one, and an attempt after a crash recognises the refund an earlier one made.
 */
export const hotelRefundReceipt = (bookingId: string) => `hbr_${bookingId}`;

export interface HotelGatewayDeps {
  db: Db;
  gateway: PaymentGateway;
  ledger: LedgerService;
  /** The booking core's supplier step (read when a payment is captured, never before). */
  settler: () => HotelBookingSettler;
  text: TextCustomer;
  log: Logger;
  clock?: Clock;
  faults?: FaultInjector;
}

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
 * Hotel bookings paid through the payment gateway (card, UPI, net banking…): the checkout's order,
 * the capture of its payment, and the refund of what a booking owes back, with the guarantees of
 * the top-ups (payments module): four paths can report one payment — the verify call, the webhook
 * and the reconcile job, in any order, any number of times — and it is captured once, in one
 * transaction with the booking row locked; a refund is made once at the gateway whoever asks
 * (claim, receipt derived from the booking, the gateway asked for it before making one).
 */
export function createHotelGatewayPayments(deps: HotelGatewayDeps) {
  const { db, gateway, ledger } = deps;
  const repo = createHotelGatewayRepository();
  const clock = deps.clock ?? systemClock;
  const faults = deps.faults ?? noFaults;

  function checkoutOf(row: HotelBookingRow & { gatewayOrderId: string }): HotelCheckout {
    const lead = row.snapshot.guests[0];
    return {
      key: gateway.checkout.key,
      scriptUrl: gateway.checkout.scriptUrl,
      orderId: row.gatewayOrderId,
      amount: Number(row.amountPaise),
      currency: 'INR',
      name: 'Kosh',
      description: `${row.snapshot.hotel.name}, ${row.checkIn} to ${row.checkOut} (${row.reference})`,
      prefill: {
        name: lead ? `${lead.firstName} ${lead.lastName}` : '',
        email: lead?.email ?? '',
        contact: lead ? `+${lead.isdCode}${lead.contactNumber}` : '',
      },
    };
  }

  const hasOrder = (row: HotelBookingRow): row is HotelBookingRow & { gatewayOrderId: string } =>
    row.gatewayOrderId !== null;

  /**
   * The checkout of a booking awaiting payment: its gateway order, made once. Two callers racing
   * may both ask the gateway for an order; only the first stored is ever shown, so the other can
   * never be paid.
   */
  async function openOrder(row: HotelBookingRow): Promise<HotelCheckout> {
    if (hasOrder(row)) return checkoutOf(row);
    const current = await repo.findAnyForSystem(db, row.id);
    if (!current) throw new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');
    if (hasOrder(current)) return checkoutOf(current);
    if (current.status !== 'awaiting_payment' || current.paymentMethod === 'WALLET') {
      throw new Error(`booking ${current.id} (${current.status}) takes no gateway order`);
    }
    let order;
    try {
      order = await gateway.createOrder({
        amountPaise: current.amountPaise,
        receipt: hotelOrderReceipt(current.id),
        notes: {
          purpose: 'hotel_booking',
          booking_id: current.id,
          reference: current.reference,
        },
      });
    } catch (error) {
      deps.log.error({ err: error, booking: current.id }, 'gateway order for a booking failed');
      throw new AppError('PROVIDER_UNAVAILABLE', 'ORDER_CREATE_FAILED', { cause: error });
    }
    const stored = await repo.setOrderIfNone(db, current.id, order.id);
    if (stored && hasOrder(stored)) return checkoutOf(stored);
    const first = await repo.findAnyForSystem(db, current.id);
    if (first && hasOrder(first)) return checkoutOf(first);
    throw new Error(`booking ${current.id} lost its gateway order`);
  }

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
        reference: { type: 'hotel_booking', id: booking.id },
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
      await ledger.transfer(tx, {
        debit: { system: 'hotelPayable' },
        credit: { system: 'paymentGateway' },
        amountPaise: booking.amountPaise,
        code: 'REFUND',
        reference: { type: 'hotel_booking', id: booking.id },
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
      return { status: 'late', booking: { ...booking, ...patch } };
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
      textRefund(deps, booking, 'hotelFailed');
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
        fields: [{ field: 'razorpay_order_id', code: 'PAYMENT_VERIFY_FAILED' }],
      });
    }
    // Checked against the order we stored, never against anything the client says about it.
    if (!gateway.verifyCheckoutResult({ ...paid, orderId: booking.gatewayOrderId })) {
      throw new AppError('VALIDATION_FAILED', 'PAYMENT_VERIFY_FAILED', {
        fields: [{ field: 'razorpay_signature', code: 'PAYMENT_VERIFY_FAILED' }],
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

  /**
   * The gateway's share of the hotel-bookings-reconcile job: checkouts paid whose callbacks never
   * came are captured (then booked); checkouts never paid past their itinerary's hour are
   * abandoned; refunds still due are retried. Each step is idempotent.
   */
  async function reconcile(
    options: { unpaidAfterMs?: number; limit?: number } = {},
  ): Promise<Record<string, number>> {
    const limit = options.limit ?? 50;
    const now = clock();
    let captured = 0;
    let abandoned = 0;
    let refunded = 0;

    /** The order's captured payment, or null; undefined when the gateway could not be asked. */
    async function capturedPayment(booking: HotelBookingRow & { gatewayOrderId: string }) {
      try {
        const payments = await gateway.fetchOrderPayments(booking.gatewayOrderId);
        return (
          payments.find(
            (p) => p.status === 'captured' && BigInt(p.amount) === booking.amountPaise,
          ) ?? null
        );
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log.warn(
          { err: error, booking: booking.id },
          'reconcile could not reach the gateway about a checkout',
        );
        return undefined;
      }
    }

    const unpaidBefore = new Date(now.getTime() - (options.unpaidAfterMs ?? UNPAID_AFTER_MS));
    for (const booking of await repo.unpaidOrders(db, unpaidBefore, limit)) {
      if (!hasOrder(booking)) continue;
      const payment = await capturedPayment(booking);
      if (!payment) continue;
      const outcome = await capture(booking.gatewayOrderId, payment.id, 'reconcile');
      if (outcome.status === 'captured') captured += 1;
    }

    for (const booking of await repo.unpaidPastExpiry(db, now, limit)) {
      if (hasOrder(booking)) {
        const payment = await capturedPayment(booking);
        // Not known whether it was paid: asked again next run, never closed blind.
        if (payment === undefined) continue;
        if (payment) {
          const outcome = await capture(booking.gatewayOrderId, payment.id, 'reconcile');
          if (outcome.status === 'captured') captured += 1;
          continue;
        }
      }
      // A payment after this is taken in and refunded (capture's closed-booking path).
      if (await repo.abandon(db, booking.id)) {
        abandoned += 1;
        deps.log.info({ booking: booking.id }, 'unpaid hotel checkout abandoned');
      }
    }

    for (const booking of await repo.refundsDue(db, now, limit)) {
      if ((await refundIfDue(booking.id, 'reconcile')) === 'refunded') refunded += 1;
    }
    return { captured, abandoned, refunded };
  }

  return {
    openOrder,
    capture,
    verify,
    refundIfDue,
    reconcile,
    webhooks,
    /** The booking core's view: HotelGatewayPayments (hotel-payments.port). */
    port: {
      openOrder,
      refundIfDue: async (bookingId: string, via: HotelRefundVia) => {
        await refundQuietly(bookingId, via);
      },
      reconcile: () => reconcile(),
    } satisfies HotelGatewayPayments,
  };
}

export type HotelGatewayService = ReturnType<typeof createHotelGatewayPayments>;
