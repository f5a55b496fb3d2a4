import { formatInr } from '@kosh/contract/common/money';
import {
  isGatewayMethod,
  type HotelCancellationQuote,
  type HotelBookingResponse,
} from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import type { SupplierBooking } from '../../../providers/hotels/hotels.port';
import type { HotelBookingDeps } from '../bookings/hotel-booking-deps';
import { textRefund } from '../bookings/hotel-booking-texts';
import { bookingAnswer, isCancellable, refundDestination } from '../bookings/hotel-booking-view';
import { askSupplier } from '../ask-supplier';
import { refundFromPayable } from '../hotel-ledger';
import type { HotelBookingRow } from '../hotels.tables';
import { shownPaise, toRupees, type StoredRate } from '../stored';

type Rule = StoredRate['cancellationPolicies'][number]['rules'][number];

/**
 * What cancelling a booking at `now` costs and gives back, in paise: the rule whose window holds
 * the moment (none: free). The penalty is the supplier's, in its rupees, but never more than the
 * customer paid — a promotion is Kosh's, so its saving is Kosh's loss, never the customer's. A
 * booking the hotel has not confirmed yet (pending) cost it nothing: a full refund.
 */
export function cancellationTerms(
  row: Pick<HotelBookingRow, 'status' | 'amountPaise'> & {
    snapshot: { rate: Pick<StoredRate, 'cancellationPolicies'> };
  },
  now: Date,
): { rule: Rule | null; penaltyPaise: bigint; refundPaise: bigint } {
  const at = now.getTime();
  const rule =
    row.snapshot.rate.cancellationPolicies
      .flatMap((p) => p.rules)
      .find((r) => Date.parse(r.start) <= at && at < Date.parse(r.end)) ?? null;
  const charged = row.status === 'pending' || !rule ? 0n : BigInt(rule.penaltyPaise);
  const penaltyPaise = charged < row.amountPaise ? charged : row.amountPaise;
  return { rule, penaltyPaise, refundPaise: row.amountPaise - penaltyPaise };
}

const notFound = () => new AppError('NOT_FOUND', 'HOTEL_BOOKING_NOT_FOUND');

/**
 * The customer's cancellation (docs/hotels.md call 8): the quote, then the cancel — at the
 * supplier first (whose penalty is authoritative), then the refund exactly once however many
 * cancels race: the wallet's through the ledger at once, a card's as the ledger's REFUND plus a
 * gateway refund the gateway side makes.
 */
export function createHotelCancellationService(deps: HotelBookingDeps) {
  const { db, bookings, ledger, supplier, clock, log } = deps;

  async function owned(userId: string, bookingId: string) {
    const row = await bookings.findOwnedBy(db, userId, bookingId);
    if (!row) throw notFound();
    return row;
  }

  function refuseIfNotCancellable(row: HotelBookingRow, now: Date) {
    if (!isCancellable(row, now)) {
      throw new AppError('BUSINESS_RULE', 'HOTEL_NOT_CANCELLABLE', {
        internal: `hotel booking ${row.id} is ${row.status}, check-in ${row.checkIn}`,
      });
    }
  }

  /** The supplier's cancellation (idempotent there: cancelling again answers the same). */
  async function cancelAtSupplier(row: HotelBookingRow): Promise<SupplierBooking> {
    if (!row.supplierBookingId) throw new Error(`hotel booking ${row.id} has no supplier booking`);
    const supplierBookingId = row.supplierBookingId;
    const outcome = await askSupplier(() => supplier.cancelBooking(supplierBookingId));
    if (outcome.status === 'not_cancellable') {
      throw new AppError('BUSINESS_RULE', 'HOTEL_NOT_CANCELLABLE', {
        internal: `the supplier refused to cancel ${supplierBookingId}: ${outcome.description}`,
      });
    }
    if (outcome.status === 'not_found') {
      throw new AppError('PROVIDER_ERROR', 'HOTEL_SUPPLIER_ERROR', {
        internal: `the supplier does not know booking ${supplierBookingId}`,
      });
    }
    return outcome.booking;
  }

  /**
   * The refund, once: under the row's lock, only a booking still confirmed or pending moves. The
   * wallet's hold of a pending booking is voided (nothing was paid yet) or, when the supplier
   * charged a penalty after all, posted and the rest sent back; a paid booking's refund is a
   * transfer from hotelPayable — to the wallet, or to the gateway's clearing for a card refund.
   */
  async function refundOnce(userId: string, bookingId: string, cancelled: SupplierBooking) {
    return db.transaction(async (tx) => {
      const row = await bookings.lockOwnedBy(tx, userId, bookingId);
      if (!row) throw notFound();
      if (row.status !== 'confirmed' && row.status !== 'pending') {
        return { row, changed: false };
      }
      const supplierPenalty = cancelled.cancellationResult?.penaltyPaise ?? 0n;
      const penaltyPaise = supplierPenalty < row.amountPaise ? supplierPenalty : row.amountPaise;
      const refundPaise = row.amountPaise - penaltyPaise;
      const now = clock();
      const gateway = isGatewayMethod(row.paymentMethod);
      let refunded = false;
      if (!gateway && row.ledgerTransferId) {
        if (penaltyPaise === 0n) {
          refunded = (await ledger.void(tx, row.ledgerTransferId)) !== null;
        } else {
          await ledger.post(tx, row.ledgerTransferId);
        }
      }
      if (!refunded && refundPaise > 0n) {
        await refundFromPayable(ledger, tx, {
          bookingId: row.id,
          amountPaise: refundPaise,
          to: gateway ? { system: 'paymentGateway' } : { wallet: row.userId },
        });
      }
      const updated = await bookings.update(tx, row.id, now, {
        status: 'cancelled',
        supplierStatus: cancelled.status,
        cancelledAt: now,
        penaltyPaise,
        refundPaise,
        refundStatus: refundPaise === 0n ? 'none' : gateway ? 'due' : 'refunded',
        refundedAt: refundPaise > 0n && !gateway ? now : null,
      });
      // The refund's text, written with the refund: sent exactly when it commits.
      await textRefund(deps, tx, updated, 'hotelCancelled');
      return { row: updated, changed: true };
    });
  }

  return {
    /** GET hotel/bookings/{id}/cancellation: what cancelling now would refund. */
    async quote(userId: string, bookingId: string): Promise<HotelCancellationQuote> {
      const row = await owned(userId, bookingId);
      const now = clock();
      refuseIfNotCancellable(row, now);
      const terms = cancellationTerms(row, now);
      return {
        bookingId: row.id,
        rule: terms.rule && {
          start: terms.rule.start,
          end: terms.rule.end,
          estimatedValue: toRupees(terms.rule.penaltyPaise),
        },
        penalty: toRupees(Number(terms.penaltyPaise)),
        refund: toRupees(Number(terms.refundPaise)),
        to: refundDestination(row),
        asOf: now.toISOString(),
      };
    },

    /**
     * POST hotel/bookings/{id}/cancel: the refund the customer was shown must be the refund now
     * (409 HOTEL_REFUND_CHANGED otherwise); a booking cancelled already answers as it is.
     */
    async cancel(
      userId: string,
      bookingId: string,
      input: { expectedRefund: number },
    ): Promise<HotelBookingResponse> {
      const row = await owned(userId, bookingId);
      const answer = (r: HotelBookingRow) => bookingAnswer(r, clock());
      if (row.status === 'cancelled') return answer(row);
      const now = clock();
      refuseIfNotCancellable(row, now);
      const terms = cancellationTerms(row, now);
      if (shownPaise(input.expectedRefund) !== terms.refundPaise) {
        throw new AppError('CONFLICT', 'HOTEL_REFUND_CHANGED', {
          params: { refund: formatInr(terms.refundPaise) },
          fields: [
            {
              field: 'expectedRefund',
              code: 'HOTEL_REFUND_CHANGED',
              params: { refund: formatInr(terms.refundPaise) },
            },
          ],
        });
      }
      const cancelled = await cancelAtSupplier(row);
      const result = await refundOnce(userId, row.id, cancelled);
      // Settled meanwhile by someone else: another cancel, or — for a pending booking — the
      // reconcile job hearing of the supplier's cancellation first and refunding it in full.
      if (!result.changed) return answer(result.row);
      log.info(
        { bookingId, refundPaise: String(result.row.refundPaise) },
        'hotel booking cancelled',
      );
      if (result.row.refundStatus === 'due') {
        const gateway = deps.gateway();
        if (gateway) await gateway.refundIfDue(row.id, 'cancel');
        return answer((await bookings.findOwnedBy(db, userId, row.id)) ?? result.row);
      }
      return answer(result.row);
    },
  };
}

export type HotelCancellationService = ReturnType<typeof createHotelCancellationService>;
