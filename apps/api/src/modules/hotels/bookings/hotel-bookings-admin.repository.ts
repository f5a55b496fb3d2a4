import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { HotelBookingStatus } from '@kosh/contract/hotel-booking';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../users/users.tables';
import { hotelBookings } from '../hotels.tables';

/** `q` as an ILIKE "contains" pattern, its own `%`, `_` and `\` taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The bookings a back-office search names: one status, and `q` in any of the ids or names. */
function where(query: { status?: HotelBookingStatus; q?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(hotelBookings.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const pattern = contains(q);
    const match = or(
      ilike(hotelBookings.reference, pattern),
      ilike(hotelBookings.supplierBookingId, pattern),
      ilike(hotelBookings.confirmationNumber, pattern),
      ilike(hotelBookings.gatewayOrderId, pattern),
      ilike(hotelBookings.gatewayPaymentId, pattern),
      ilike(users.mobile, pattern),
      ilike(users.name, pattern),
      sql`(${hotelBookings.snapshot} -> 'guests' -> 0 ->> 'firstName') || ' ' || (${hotelBookings.snapshot} -> 'guests' -> 0 ->> 'lastName') ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The back office's hotel bookings: every customer's (the admin role is checked by the route),
 * with the customer's public id, name and mobile.
 */
export function createHotelBookingsAdminRepository() {
  return {
    /** One page, newest first, and how many bookings the search names in all. */
    async page(
      db: DbOrTx,
      query: { status?: HotelBookingStatus; q?: string; page: number },
      pageSize: number,
    ) {
      const filter = where(query);
      const rows = await db
        .select({
          booking: hotelBookings,
          customerId: users.publicId,
          customerName: users.name,
          customerMobile: users.mobile,
        })
        .from(hotelBookings)
        .innerJoin(users, eq(users.id, hotelBookings.userId))
        .where(filter)
        .orderBy(desc(hotelBookings.createdAt), desc(hotelBookings.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(hotelBookings)
        .innerJoin(users, eq(users.id, hotelBookings.userId))
        .where(filter);
      return { rows, totalCount: total?.n ?? 0 };
    },
  };
}
