import { isGatewayMethod } from '@kosh/contract/hotel-booking';
import type { Tx } from '../../../db/client';
import {
  HotelSupplierError,
  HotelSupplierUnavailableError,
  type SupplierBooking,
} from '../../../providers/hotels/hotels.port';
import type { HotelBookingPatch } from '../hotel-bookings.repository';
import { refundFromPayable } from '../hotel-ledger';
import type { HotelBookingRow } from '../hotels.tables';
import type { HotelBookingSettler } from '../payment/hotel-payments.port';
import type { HotelBookingDeps, HotelSettledBy } from './hotel-booking-deps';
import { textConfirmed, textRefund } from './hotel-booking-texts';
import { supplierRequest, withSupplierRules } from './supplier-booking';

/**
 * A booking the supplier still does not know this long after it was paid was never received
 * (the caller died before sending it, or every send was lost): it is failed and its money goes
 * back. Before that the reconcile job sends it again — the supplier books once per reference.
 */
export const UNSEEN_GIVE_UP_MS = 2 * 60_000;

/** The customer's words for why a booking failed (the supplier's own reason when it gives one). */
const REASONS = {
  refused: 'The hotel could not confirm this booking.',
  priceChanged: 'The hotel’s price changed before it could be booked.',
  neverReceived: 'The hotel did not receive this booking in time.',
  cancelledBySupplier: 'The hotel cancelled this booking before confirming it.',
};

/**
 * A booking's outcome at the supplier, applied exactly once: the wallet's hold posted when the
 * hotel confirms, voided (the refund) when it refuses; a gateway payment's refusal writes the
 * ledger's REFUND and leaves the gateway refund due, which the gateway side then makes. The
 * supplier's answer, its callback and the reconcile job may each report the outcome, in any order
 * and any number of times: every change locks the row and acts only on a booking still open.
 */
export function createHotelBookingSettlement(deps: HotelBookingDeps) {
  const { db, bookings, ledger, supplier, clock, faults, log } = deps;

  /**
   * Runs `change` on the booking locked, if it is still one of `open`, then `after` on the row as
   * changed, in the same transaction (the customer's text); `changed` says whether it ran.
   */
  async function whileOpen(
    bookingId: string,
    open: readonly HotelBookingRow['status'][],
    change: (tx: Tx, row: HotelBookingRow) => Promise<HotelBookingPatch>,
    after?: (tx: Tx, row: HotelBookingRow) => Promise<void>,
  ): Promise<{ row: HotelBookingRow; changed: boolean }> {
    return db.transaction(async (tx) => {
      const row = await bookings.lockAnyForSystem(tx, bookingId);
      if (!row) throw new Error(`no hotel booking ${bookingId}`);
      if (!open.includes(row.status)) return { row, changed: false };
      const patch = await change(tx, row);
      const changed = await bookings.update(tx, row.id, clock(), patch);
      await after?.(tx, changed);
      return { row: changed, changed: true };
    });
  }

  async function confirm(bookingId: string, booking: SupplierBooking, via: HotelSettledBy) {
    const result = await whileOpen(
      bookingId,
      ['processing', 'pending'],
      async (tx, row) => {
        // The wallet's hold becomes the payment; a gateway payment was captured into hotelPayable.
        if (!isGatewayMethod(row.paymentMethod)) {
          if (!row.ledgerTransferId) throw new Error(`hotel booking ${row.id} has no hold`);
          await ledger.post(tx, row.ledgerTransferId);
        }
        return {
          status: 'confirmed',
          supplierBookingId: booking.id,
          supplierStatus: booking.status,
          confirmationNumber: booking.confirmationNumber,
          confirmedAt: clock(),
          snapshot: withSupplierRules(row, booking),
        };
      },
      (tx, row) => textConfirmed(deps, tx, row),
    );
    if (result.changed) {
      log.info({ bookingId, via }, 'hotel booking confirmed');
      deps.settled?.('hotel', 'confirmed');
    } else if (result.row.status !== 'confirmed' && result.row.status !== 'cancelled') {
      // Confirmed at the supplier, failed here: a contradiction for a human, never automatic.
      log.error(
        { bookingId, status: result.row.status, supplierBookingId: booking.id, via },
        'the supplier confirmed a hotel booking Kosh had closed: ignored',
      );
    }
    return result.row;
  }

  async function markPending(bookingId: string, booking: SupplierBooking) {
    const result = await whileOpen(bookingId, ['processing'], async (_tx, row) => ({
      status: 'pending',
      supplierBookingId: booking.id,
      supplierStatus: booking.status,
      snapshot: withSupplierRules(row, booking),
    }));
    return result.row;
  }

  /**
   * The booking failed (refused, priced otherwise, never received): every paisa goes back. The
   * wallet's hold is voided; a gateway payment's REFUND is written here and made by the gateway
   * side once this transaction has committed.
   */
  async function fail(
    bookingId: string,
    reason: string,
    via: HotelSettledBy,
    booking?: SupplierBooking,
  ): Promise<HotelBookingRow> {
    const result = await whileOpen(
      bookingId,
      ['processing', 'pending'],
      async (tx, row) => {
        const supplierFields = booking
          ? { supplierBookingId: booking.id, supplierStatus: booking.status }
          : {};
        if (isGatewayMethod(row.paymentMethod)) {
          await refundFromPayable(ledger, tx, {
            bookingId: row.id,
            amountPaise: row.amountPaise,
            to: { system: 'paymentGateway' },
          });
          return {
            ...supplierFields,
            status: 'failed',
            failureReason: reason,
            refundStatus: 'due',
            refundPaise: row.amountPaise,
          };
        }
        if (!row.ledgerTransferId) throw new Error(`hotel booking ${row.id} has no hold`);
        await ledger.void(tx, row.ledgerTransferId);
        return {
          ...supplierFields,
          status: 'failed',
          failureReason: reason,
          refundStatus: 'refunded',
          refundPaise: row.amountPaise,
          refundedAt: clock(),
        };
      },
      (tx, row) => textRefund(deps, tx, row, 'hotelFailed'),
    );
    if (!result.changed) return result.row;
    log.warn({ bookingId, reason, via }, 'hotel booking failed: its money goes back');
    deps.settled?.('hotel', 'failed');
    await faults('settled', { orderId: bookingId });
    if (result.row.refundStatus === 'due') {
      const gateway = deps.gateway();
      if (gateway) await gateway.refundIfDue(bookingId, 'settle');
      return (await bookings.findAnyForSystem(db, bookingId)) ?? result.row;
    }
    return result.row;
  }

  /** What the supplier says of a booking, applied. */
  async function apply(
    bookingId: string,
    booking: SupplierBooking,
    via: HotelSettledBy,
  ): Promise<HotelBookingRow> {
    switch (booking.status) {
      case 'CONFIRMED':
        return confirm(bookingId, booking, via);
      case 'PENDING':
        return markPending(bookingId, booking);
      case 'REFUSED':
        return fail(bookingId, booking.refusalReason ?? REASONS.refused, via, booking);
      case 'CANCELLED': {
        // Kosh's own cancellations settle in the cancellation service; here only a booking still
        // open can meet one: the hotel cancelled what it never confirmed.
        return fail(bookingId, REASONS.cancelledBySupplier, via, booking);
      }
    }
  }

  /** Sends the booking to the supplier (again: it books once per reference) and applies the answer. */
  async function send(row: HotelBookingRow, via: HotelSettledBy): Promise<HotelBookingRow> {
    const outcome = await supplier.createBooking(supplierRequest(row));
    await faults('provider-answered', { orderId: row.id });
    switch (outcome.status) {
      case 'booked':
        return apply(row.id, outcome.booking, via);
      case 'price_changed':
        return fail(row.id, REASONS.priceChanged, via);
      case 'refused': {
        if (outcome.code === 'DUPLICATE_REFERENCE') {
          // This reference booked already (an earlier request of another shape): that booking is it.
          const found = await supplier.findBookingByReference(row.id);
          if (found) return apply(row.id, found, via);
        }
        log.warn(
          { bookingId: row.id, code: outcome.code, field: outcome.field, via },
          `hotel supplier refused the booking: ${outcome.description}`,
        );
        return fail(row.id, REASONS.refused, via);
      }
      case 'no_answer':
        log.warn(
          { bookingId: row.id, reason: outcome.reason, via },
          'hotel supplier did not answer the booking: the reconcile job will ask',
        );
        return row;
    }
  }

  /**
   * Asks the supplier about a booking whose outcome is not known here: a pending one by its id, a
   * processing one by its reference (the first send may have been made and its answer lost); one
   * it has never seen is sent again while young, and failed past UNSEEN_GIVE_UP_MS.
   */
  async function ask(row: HotelBookingRow, via: HotelSettledBy): Promise<HotelBookingRow> {
    const found = row.supplierBookingId
      ? await supplier.getBooking(row.supplierBookingId)
      : await supplier.findBookingByReference(row.id);
    if (found) return apply(row.id, found, via);
    const since = (row.paidAt ?? row.createdAt).getTime();
    if (clock().getTime() - since > UNSEEN_GIVE_UP_MS) {
      return fail(row.id, REASONS.neverReceived, via);
    }
    return send(row, via);
  }

  /**
   * Talks to the supplier about one booking, if nobody else is: the caller takes the booking's
   * supplier lease first, and a caller that finds it taken (or the booking settled) gets the row
   * as it is. `lookFirst`: ask before sending (the reconcile job); else send (the first try).
   */
  async function settle(
    bookingId: string,
    options: { lookFirst: boolean; via: HotelSettledBy },
  ): Promise<HotelBookingRow> {
    const now = clock();
    const until = new Date(now.getTime() + deps.supplierLeaseMs);
    const claimed = await bookings.claimSupplier(db, bookingId, now, until);
    if (!claimed) {
      const row = await bookings.findAnyForSystem(db, bookingId);
      if (!row) throw new Error(`no hotel booking ${bookingId}`);
      return row;
    }
    try {
      const lookFirst = options.lookFirst || claimed.status === 'pending';
      return await (lookFirst ? ask(claimed, options.via) : send(claimed, options.via));
    } catch (error) {
      // No answer, or one in no form Kosh can act on: the booking stays open for the next look.
      if (
        !(error instanceof HotelSupplierUnavailableError) &&
        !(error instanceof HotelSupplierError)
      ) {
        throw error;
      }
      log.warn(
        { bookingId, err: error },
        'hotel supplier did not settle the booking: it stays open',
      );
      return (await bookings.findAnyForSystem(db, bookingId)) ?? claimed;
    } finally {
      await bookings.releaseSupplier(db, bookingId, until);
    }
  }

  const settler: HotelBookingSettler = {
    settleWithSupplier: (bookingId) => settle(bookingId, { lookFirst: false, via: 'response' }),
  };

  return {
    ...settler,
    /** The reconcile job's look at one open booking. */
    reconcileOne: (bookingId: string) => settle(bookingId, { lookFirst: true, via: 'reconcile' }),
    apply,
  };
}

export type HotelBookingSettlement = ReturnType<typeof createHotelBookingSettlement>;
