import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { HotelBookingScope, HotelBookingStatus } from '@kosh/contract/hotel-booking';
import type { DbOrTx } from '../../db/client';
import { hotelBookings, hotelSupplierEvents, type HotelBookingRow } from './hotels.tables';

/** A booking is live (it holds or takes money, or is booked) in these states. */
export const LIVE_BOOKING_STATUSES = [
  'awaiting_payment',
  'processing',
  'pending',
  'confirmed',
] as const;

/** The bookings that are live (at most one an itinerary: the partial unique index). */
export const isLiveBooking = inArray(hotelBookings.status, [...LIVE_BOOKING_STATUSES]);

/** Upcoming: a stay still ahead whose booking is, or may yet be, good (the live ones). */
const UPCOMING_STATUSES: HotelBookingStatus[] = [...LIVE_BOOKING_STATUSES];

export type HotelBookingPatch = Partial<Omit<typeof hotelBookings.$inferInsert, 'id'>>;

/**
 * The hotel_bookings queries. A customer's reads are scoped by the owner (`…Owned`); the
 * settlement, the callbacks and the reconcile job read any customer's booking by its id.
 */
export function createHotelBookingsRepository() {
  return {
    async insert(tx: DbOrTx, row: typeof hotelBookings.$inferInsert): Promise<HotelBookingRow> {
      const [created] = await tx.insert(hotelBookings).values(row).returning();
      if (!created) throw new Error('insert into hotel_bookings returned no row');
      return created;
    },

    /** Changes a booking; `now` (the service's clock) becomes its updated_at. */
    async update(
      tx: DbOrTx,
      id: string,
      now: Date,
      patch: HotelBookingPatch,
    ): Promise<HotelBookingRow> {
      const [row] = await tx
        .update(hotelBookings)
        .set({ ...patch, updatedAt: now })
        .where(eq(hotelBookings.id, id))
        .returning();
      if (!row) throw new Error(`hotel booking ${id} vanished`);
      return row;
    },

    /** Any customer's booking, locked until the transaction ends: one settlement at a time. */
    async lock(tx: DbOrTx, id: string): Promise<HotelBookingRow | null> {
      const [row] = await tx
        .select()
        .from(hotelBookings)
        .where(eq(hotelBookings.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async find(db: DbOrTx, id: string): Promise<HotelBookingRow | null> {
      const [row] = await db.select().from(hotelBookings).where(eq(hotelBookings.id, id)).limit(1);
      return row ?? null;
    },

    async findOwned(db: DbOrTx, userId: string, id: string): Promise<HotelBookingRow | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.id, id), eq(hotelBookings.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findBySupplierId(db: DbOrTx, supplierBookingId: string): Promise<HotelBookingRow | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(eq(hotelBookings.supplierBookingId, supplierBookingId))
        .limit(1);
      return row ?? null;
    },

    /** The booking a customer's Idempotency-Key made, if any (a retry after a crash). */
    async findByKey(db: DbOrTx, userId: string, key: string): Promise<HotelBookingRow | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.userId, userId), eq(hotelBookings.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /** The booking that holds an itinerary now (at most one: the partial unique index). */
    async findLive(db: DbOrTx, itineraryCode: string): Promise<HotelBookingRow | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.itineraryCode, itineraryCode), isLiveBooking))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes the right to talk to the supplier about a booking until `until`, if nobody holds it
     * and the booking is still one the supplier is being asked about. Null: someone else holds it,
     * or the booking is settled.
     */
    async claimSupplier(
      db: DbOrTx,
      id: string,
      now: Date,
      until: Date,
    ): Promise<HotelBookingRow | null> {
      const [row] = await db
        .update(hotelBookings)
        .set({ supplierClaimedUntil: until })
        .where(
          and(
            eq(hotelBookings.id, id),
            inArray(hotelBookings.status, ['processing', 'pending']),
            or(
              isNull(hotelBookings.supplierClaimedUntil),
              lte(hotelBookings.supplierClaimedUntil, now),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives the supplier claim back (only if it is still the one taken: `until`). */
    async releaseSupplier(db: DbOrTx, id: string, until: Date): Promise<void> {
      await db
        .update(hotelBookings)
        .set({ supplierClaimedUntil: null })
        .where(and(eq(hotelBookings.id, id), eq(hotelBookings.supplierClaimedUntil, until)));
    },

    /**
     * Bookings the reconcile job should ask the supplier about: processing ones last touched before
     * `processingBefore` (their first caller got no answer, or died) and every pending one, with
     * nobody talking to the supplier about them now. Oldest first.
     */
    async dueForSupplier(
      db: DbOrTx,
      input: { now: Date; processingBefore: Date; limit: number },
    ): Promise<HotelBookingRow[]> {
      return db
        .select()
        .from(hotelBookings)
        .where(
          and(
            or(
              and(
                eq(hotelBookings.status, 'processing'),
                lt(hotelBookings.updatedAt, input.processingBefore),
              ),
              eq(hotelBookings.status, 'pending'),
            ),
            or(
              isNull(hotelBookings.supplierClaimedUntil),
              lte(hotelBookings.supplierClaimedUntil, input.now),
            ),
          ),
        )
        .orderBy(asc(hotelBookings.updatedAt))
        .limit(input.limit);
    },

    /**
     * A customer's bookings (never the checkouts abandoned unpaid), newest first. Upcoming: the
     * stay starts today or later (India's day) and the booking is, or may yet be, good; past: the
     * rest.
     */
    async listOwned(
      db: DbOrTx,
      userId: string,
      scope: HotelBookingScope,
      today: string,
    ): Promise<HotelBookingRow[]> {
      const when =
        scope === 'upcoming'
          ? and(gte(hotelBookings.checkIn, today), inArray(hotelBookings.status, UPCOMING_STATUSES))
          : or(
              lt(hotelBookings.checkIn, today),
              notInArray(hotelBookings.status, UPCOMING_STATUSES),
            );
      return db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.userId, userId), ne(hotelBookings.status, 'abandoned'), when))
        .orderBy(desc(hotelBookings.createdAt), desc(hotelBookings.id))
        .limit(200);
    },

    /** A customer's bookings by id (the Balance History names them). */
    async listOwnedByIds(db: DbOrTx, userId: string, ids: string[]): Promise<HotelBookingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.userId, userId), inArray(hotelBookings.id, ids)));
    },

    /** Records a supplier callback's event id; false when it was recorded before. */
    async recordEvent(db: DbOrTx, eventId: string, event: string, payload: unknown) {
      const rows = await db
        .insert(hotelSupplierEvents)
        .values({ eventId, event, payload })
        .onConflictDoNothing()
        .returning({ eventId: hotelSupplierEvents.eventId });
      return rows.length > 0;
    },

    async hasEvent(db: DbOrTx, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: hotelSupplierEvents.eventId })
        .from(hotelSupplierEvents)
        .where(eq(hotelSupplierEvents.eventId, eventId))
        .limit(1);
      return !!row;
    },
  };
}

export type HotelBookingsRepository = ReturnType<typeof createHotelBookingsRepository>;
