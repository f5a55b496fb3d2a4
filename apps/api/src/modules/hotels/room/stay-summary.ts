import type { HotelStaySummary } from '@kosh/contract/hotel-booking';
import type { HotelItineraryRow } from '../hotels.tables';
import { guestsOf, heroImageOf, type StoredRate } from '../stored';

/** The room page's hotel summary (docs/product-2.md §2 Room and guest page) for the selected rate. */
export function staySummary(row: HotelItineraryRow, rate: StoredRate): HotelStaySummary {
  const { content } = row;
  return {
    hotelId: content.hotelId,
    name: content.name,
    address: content.address,
    city: content.city,
    stars: content.stars,
    heroImage: heroImageOf(content),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    checkInTime: content.checkInTime,
    checkOutTime: content.checkOutTime,
    nights: content.nights,
    rooms: row.occupancies.length,
    guests: guestsOf(row.occupancies),
    occupancies: row.occupancies.map((o) => ({
      numOfAdults: o.numOfAdults,
      childAges: [...o.childAges],
    })),
    refundable: rate.refundable,
  };
}
