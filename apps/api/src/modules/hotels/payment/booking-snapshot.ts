import { randomInt } from 'node:crypto';
import type { SupplierRate } from '../../../providers/hotels/hotels.port';
import { rateTerms } from '../details/itinerary-content';
import type { HotelItineraryRow } from '../hotels.tables';
import type { SelectedRate } from '../room/itinerary-access';
import {
  heroImageOf,
  type StoredBookingSnapshot,
  type StoredItinerary,
  type StoredRate,
} from '../stored';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Kosh's booking reference: "KH" + 10 characters that cannot be misread (no 0/O, 1/I). */
export function newReference(): string {
  let reference = 'KH';
  for (let i = 0; i < 10; i += 1)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** The stored rate with the supplier's price and terms as they are now. */
export function refreshedRate(stored: StoredRate, fresh: SupplierRate): StoredRate {
  return { ...stored, ...rateTerms(fresh) };
}

/** The itinerary's content with one rate replaced (the supplier's new price of it). */
export function withRate(content: StoredItinerary, recommendationId: string, rate: StoredRate) {
  return {
    ...content,
    recommendations: content.recommendations.map((rec) =>
      rec.recommendationId !== recommendationId
        ? rec
        : { ...rec, rates: rec.rates.map((r) => (r.rateId === rate.rateId ? rate : r)) },
    ),
  };
}

/** What a booking bought, fixed now: the voucher and the refund rules read only this. */
export function snapshotOf(
  itinerary: HotelItineraryRow,
  selected: SelectedRate,
  rate: StoredRate,
  nights: number,
): StoredBookingSnapshot {
  const { content } = itinerary;
  return {
    hotel: {
      hotelId: itinerary.hotelId,
      name: content.name,
      address: content.address,
      city: content.city,
      stars: content.stars,
      heroImage: heroImageOf(content),
      phones: content.locationInfo.phones,
      checkInTime: content.checkInTime,
      checkOutTime: content.checkOutTime,
    },
    occupancies: itinerary.occupancies,
    rate,
    room: selected.room,
    guests: itinerary.guests ?? [],
    specialRequests: itinerary.specialRequests,
    nights,
  };
}
