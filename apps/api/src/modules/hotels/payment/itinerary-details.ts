import {
  HOTEL_MIN_CHECKIN_AGE,
  type HotelBookingStatus,
  type HotelItineraryDetails,
} from '@kosh/contract/hotel-booking';
import { fareJson, type FarePaise } from '../room/fare';
import type { HotelItineraryRow } from '../hotels.tables';
import { toWireRate } from '../details/itinerary-content';
import type { SelectedRate } from '../room/itinerary-access';
import { guestsOf, heroImageOf } from '../stored';

/** The hotel's facility tags the payment page's header shows (docs/product-2.md §2). */
const FACILITY_TAGS = 5;

/**
 * getItineraryDetails' `results[0]` (docs/product-2.md §3 Itinerary details, docs/hotels.md call 4): the
 * stay, its fare (the same fareOf the book call charges), the hotel's static content with one room
 * per occupancy, the rate's facts and the travellers, and the booking made from it, if any.
 */
export function itineraryDetails(
  row: HotelItineraryRow,
  selected: SelectedRate,
  fare: FarePaise,
  booking: { id: string; status: HotelBookingStatus } | null,
): HotelItineraryDetails {
  const { content } = row;
  const { rate, room } = selected;
  const wire = toWireRate(rate);
  const amount = fareJson(fare);
  return {
    // Tax collected at source is for stays abroad; Kosh's hotels are in India.
    isTCSApplicable: false,
    nights: fare.nights,
    guests: guestsOf(row.occupancies),
    amount: {
      total: amount.total,
      roomRate: amount.roomRate,
      taxes: amount.taxes,
      discount: amount.discount,
      currency: amount.currency,
    },
    staticContent: [
      {
        name: content.name,
        address: content.address,
        city: content.city,
        stars: content.stars,
        heroImage: heroImageOf(content),
        checkinInfo: { minAge: HOTEL_MIN_CHECKIN_AGE, time: content.checkInTime },
        checkoutInfo: { time: content.checkOutTime },
        rooms: row.occupancies.map((occupancy) => ({
          type: room.roomType,
          name: room.roomName,
          area: { squareFeet: room.area.squareFeet },
          views: room.view ? [room.view] : [],
          beds: room.bedType ? [room.bedType] : [],
          groupedFacilities: [{ name: 'Room', facilities: [...room.facilities] }],
          adults: occupancy.numOfAdults,
          childAges: [...occupancy.childAges],
        })),
        facilities: content.facilities.slice(0, FACILITY_TAGS).map((f) => f.name),
      },
    ],
    code: row.code,
    traceId: row.traceId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    refundable: rate.refundable,
    mealPlan: rate.mealPlan,
    breakfastIncluded: rate.breakfastIncluded,
    cancellationPolicies: wire.cancellationPolicies,
    policies: wire.policies,
    travellers: row.guests ?? [],
    specialRequests: row.specialRequests,
    promoCode: fare.promoCode,
    expiresAt: row.expiresAt.toISOString(),
    booking: booking ? { bookingId: booking.id, status: booking.status } : null,
  };
}
