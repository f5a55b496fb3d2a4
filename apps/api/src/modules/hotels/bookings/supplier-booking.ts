import type {
  SupplierBooking,
  SupplierBookingRequest,
} from '../../../providers/hotels/hotels.port';
import type { HotelBookingRow } from '../hotels.tables';
import { leadGuestOf, phoneOf, storedCancellation } from '../stored';

/** The supplier's booking request for a booking row: the same bytes on every try. */
export function supplierRequest(row: HotelBookingRow): SupplierBookingRequest {
  const { snapshot } = row;
  const lead = leadGuestOf(row);
  return {
    clientReference: row.id,
    hotelId: row.hotelId,
    rateId: snapshot.rate.rateId,
    stay: {
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      occupancies: snapshot.occupancies.map((o) => ({
        adults: o.numOfAdults,
        childAges: o.childAges,
      })),
    },
    // The supplier needs one name only: the lead guest's (docs/hotels.md, allocateRooms).
    guests: [
      {
        title: lead.title,
        firstName: lead.firstName,
        lastName: lead.lastName,
        lead: true,
        pan: lead.panCardNumber,
        passportNumber: lead.passportNumber,
        passportExpiry: lead.passportExpiry,
      },
    ],
    contact: { email: lead.email, phone: phoneOf(lead) },
    // The supplier's own price of the rate: Kosh's promotion is Kosh's, never the supplier's.
    expectedTotalPaise: BigInt(snapshot.rate.finalRatePaise),
    specialRequests: snapshot.specialRequests,
  };
}

/** The booking's rate with the cancellation rules the supplier fixed when it booked. */
export function withSupplierRules(row: HotelBookingRow, booking: SupplierBooking) {
  if (booking.cancellation.length === 0) return row.snapshot;
  return {
    ...row.snapshot,
    rate: { ...row.snapshot.rate, cancellationPolicies: storedCancellation(booking.cancellation) },
  };
}
