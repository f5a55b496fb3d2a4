import { formatInr } from '@kosh/contract/common/money';
import {
  isGatewayMethod,
  type BookHotelResponse,
  type HotelCheckout,
  type HotelPaymentMethod,
} from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { SupplierRate } from '../../../providers/hotels/hotels.port';
import { fareOf } from '../room/fare';
import type { HotelBookingDeps } from '../bookings/hotel-booking-deps';
import type { HotelBookingSettlement } from '../bookings/hotel-booking-settlement';
import { bookingJson, bookingMessage } from '../bookings/hotel-booking-view';
import { askSupplier } from '../ask-supplier';
import type { HotelItinerariesRepository } from '../hotel-itineraries.repository';
import { bookingReference } from '../hotel-ledger';
import type { HotelBookingRow, HotelItineraryRow } from '../hotels.tables';
import type { ItineraryAccess } from '../room/itinerary-access';
import { shownPaise } from '../stored';
import { newReference, refreshedRate, snapshotOf, withRate } from './booking-snapshot';

const priceChanged = (previousPaise: bigint, totalPaise: bigint, internal: string) =>
  new AppError('CONFLICT', 'HOTEL_PRICE_CHANGED', {
    params: { previous: formatInr(previousPaise), total: formatInr(totalPaise) },
    internal,
  });

type Attempt =
  | { kind: 'created'; row: HotelBookingRow }
  | { kind: 'price_changed'; previousPaise: bigint; totalPaise: bigint };

/**
 * POST hotel/book/{code} (docs/hotels.md call 5): checks everything first — the session, the
 * owner, the room and travellers, a booking already made, the supplier's price now, the total the
 * customer saw — and only then moves money: the wallet's hold in the same transaction as the
 * booking (then the supplier, then settle), or a gateway order for the other methods.
 */
export function createHotelBookingService(
  deps: HotelBookingDeps & {
    itineraries: HotelItinerariesRepository;
    access: ItineraryAccess;
    settlement: HotelBookingSettlement;
  },
) {
  const { db, bookings, ledger, supplier, clock, faults, access, itineraries, settlement } = deps;

  /** The book call's answer for a booking as it stands (a gateway one awaiting payment: its checkout). */
  async function answer(row: HotelBookingRow): Promise<BookHotelResponse> {
    let checkout: HotelCheckout | null = null;
    if (row.status === 'awaiting_payment') {
      const gateway = deps.gateway();
      if (!gateway) throw new Error(`hotel booking ${row.id} awaits a gateway nobody wired`);
      checkout = await gateway.openOrder(row);
    }
    return {
      result: true,
      success: true,
      message: bookingMessage(row),
      data: { booking: bookingJson(row, clock()), checkout },
    };
  }

  /** The live booking that an attempt ran into (another tab, a double click), or null. */
  const liveBooking = (code: string) => bookings.findLiveForItinerary(db, code);

  async function attempt(
    opened: HotelItineraryRow,
    userId: string,
    input: { paymentMethod: HotelPaymentMethod; expectedTotal: number },
    idempotencyKey: string | undefined,
    rates: SupplierRate[],
  ): Promise<Attempt> {
    // Under the itinerary's lock (the room, promo and traveller steps take it too): what is booked
    // is what the itinerary says at this moment, and no second booking can start beside this one.
    return access.change(opened, userId, async (tx, itinerary) => {
      const selected = access.selectedRate(itinerary);
      const fresh = rates.find(
        (r) => r.id === selected.rate.rateId && r.roomId === selected.rate.roomId,
      );
      if (!fresh) {
        throw new AppError('CONFLICT', 'HOTEL_RATE_UNKNOWN', {
          internal: `the supplier no longer offers rate ${selected.rate.rateId}`,
        });
      }
      const now = clock();
      const stay = { checkIn: itinerary.checkIn, checkOut: itinerary.checkOut };
      const rate = refreshedRate(selected.rate, fresh);
      if (rate.finalRatePaise !== selected.rate.finalRatePaise) {
        // The price moved since the customer saw it: the itinerary now holds the new one (its
        // page shows it), and nothing is charged.
        const before = fareOf(selected.rate, stay, itinerary.promoCode, now);
        const after = fareOf(rate, stay, itinerary.promoCode, now);
        await itineraries.updateItinerary(
          tx,
          itinerary.code,
          { content: withRate(itinerary.content, selected.recommendationId, rate) },
          now,
        );
        return {
          kind: 'price_changed',
          previousPaise: before.totalPaise,
          totalPaise: after.totalPaise,
        };
      }
      const fare = fareOf(rate, stay, itinerary.promoCode, now);
      const shown = shownPaise(input.expectedTotal);
      if (shown !== fare.totalPaise) {
        throw priceChanged(
          shown ?? 0n,
          fare.totalPaise,
          `expectedTotal ${input.expectedTotal} is not the fare ${fare.totalPaise} paise`,
        );
      }
      // The lead's documents against the rate as it is now (its PAN rule follows the price).
      access.travellers(itinerary, { ...selected, rate });
      if (isGatewayMethod(input.paymentMethod) && !deps.gateway()) {
        throw AppError.invalid('paymentMethod', 'HOTEL_PAYMENT_METHOD');
      }

      await access.claim(itinerary, userId, tx);
      const wallet = !isGatewayMethod(input.paymentMethod);
      const created = await bookings.insert(tx, {
        reference: newReference(),
        userId,
        itineraryCode: itinerary.code,
        traceId: itinerary.traceId,
        hotelId: itinerary.hotelId,
        checkIn: itinerary.checkIn,
        checkOut: itinerary.checkOut,
        status: wallet ? 'processing' : 'awaiting_payment',
        paymentMethod: input.paymentMethod,
        amountPaise: fare.totalPaise,
        roomRatePaise: fare.roomRatePaise,
        taxesPaise: fare.taxesPaise,
        discountPaise: fare.discountPaise,
        promoCode: fare.promoCode,
        snapshot: snapshotOf(itinerary, selected, rate, fare.nights),
        idempotencyKey: idempotencyKey ?? null,
        paidAt: wallet ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (!wallet) return { kind: 'created', row: created };
      // Throws the 422 INSUFFICIENT_BALANCE when the wallet cannot cover it: nothing is kept.
      const hold = await ledger.hold(tx, {
        debit: { wallet: userId },
        credit: { system: 'hotelPayable' },
        amountPaise: fare.totalPaise,
        code: 'HOTEL_BOOKING',
        reference: bookingReference(created.id),
      });
      const row = await bookings.update(tx, created.id, now, { ledgerTransferId: hold.id });
      return { kind: 'created', row };
    });
  }

  return {
    /** What a book call made under an Idempotency-Key came to (a retry, or the sweep after a crash). */
    async resultByKey(userId: string, key: string) {
      const row = await bookings.findOwnedByKey(db, userId, key);
      return row ? { status: 200, response: await answer(row) } : null;
    },

    async book(
      userId: string,
      code: string,
      input: { traceId: string; paymentMethod: HotelPaymentMethod; expectedTotal: number },
      idempotencyKey: string | undefined,
    ): Promise<BookHotelResponse> {
      if (idempotencyKey) {
        const earlier = await bookings.findOwnedByKey(db, userId, idempotencyKey);
        if (earlier) return answer(earlier);
      }
      // Claimed (a visitor's itinerary made this customer's) only with the booking it gets: a
      // refused call keeps nothing.
      const opened = await access.open(code, input.traceId, userId, { claim: false });
      access.travellers(opened, access.selectedRate(opened));
      const live = await liveBooking(code);
      if (live) return answer(live);

      // The supplier's price now, asked outside any transaction (it may take seconds).
      const offer = await askSupplier(() =>
        supplier.rates(opened.hotelId, {
          checkIn: opened.checkIn,
          checkOut: opened.checkOut,
          occupancies: opened.occupancies.map((o) => ({
            adults: o.numOfAdults,
            childAges: o.childAges,
          })),
        }),
      );
      if (offer.status === 'hotel_not_found') {
        throw new AppError('CONFLICT', 'HOTEL_RATE_UNKNOWN', {
          internal: `the supplier no longer knows hotel ${opened.hotelId}`,
        });
      }

      let outcome: Attempt;
      try {
        outcome = await attempt(opened, userId, input, idempotencyKey, offer.rates);
      } catch (error) {
        // Another attempt made the booking first (another tab, a double click, the same key).
        const raced =
          (error instanceof AppError && error.code === 'HOTEL_BOOKING_IN_PROGRESS') ||
          isUniqueViolation(error, 'hotel_bookings_live_itinerary_uq') ||
          isUniqueViolation(error, 'hotel_bookings_user_key_uq');
        const first = raced
          ? ((idempotencyKey ? await bookings.findOwnedByKey(db, userId, idempotencyKey) : null) ??
            (await liveBooking(code)))
          : null;
        if (first) return answer(first);
        throw error;
      }
      if (outcome.kind === 'price_changed') {
        throw priceChanged(outcome.previousPaise, outcome.totalPaise, 'the supplier repriced');
      }
      const { row } = outcome;
      if (row.status === 'awaiting_payment') return answer(row);
      await faults('held', { orderId: row.id, key: idempotencyKey });
      return answer(await settlement.settleWithSupplier(row.id));
    },
  };
}

export type HotelBookingService = ReturnType<typeof createHotelBookingService>;
