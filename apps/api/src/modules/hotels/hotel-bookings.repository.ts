import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
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

/** The first booking `where` names, or null. */
export async function firstBooking(db: DbOrTx, where: SQL): Promise<HotelBookingRow | null> {
  const [row] = await db.select().from(hotelBookings).where(where).limit(1);
  return row ?? null;
}

/** The first booking `where` names, locked until the transaction ends, or null. */
export async function lockFirstBooking(tx: DbOrTx, where: SQL): Promise<HotelBookingRow | null> {
  const [row] = await tx.select().from(hotelBookings).where(where).for('update').limit(1);
  return row ?? null;
}

/** A customer's booking by id: the owner is part of the query, so another's is not found. */
const ownedBy = (userId: string, id: string) =>
  and(eq(hotelBookings.id, id), eq(hotelBookings.userId, userId)) as SQL;

/**
 * The hotel_bookings queries. A customer's path reads only through the owner-scoped finders
 * (`…OwnedBy`); the `…ForSystem` ones read any customer's booking and serve only the settlement,
 * the supplier's callbacks, the gateway's capture and refunds, and the reconcile job.
 */
export function createHotelBookingsRepository() {
  return {
    async insert(tx: DbOrTx, row: typeof hotelBookings.$inferInsert): Promise<HotelBookingRow> {
      const [created] = await tx.insert(hotelBookings).values(row).returning();
      if (!created) throw new Error('insert into hotel_bookings returned no row');
      return created;
    },

    /**
     * Changes a booking the caller has already found (owned, or for the system); `now` (the
     * service's clock) becomes its updated_at.
     */
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

    /** Any customer's booking, for the system's paths (never a customer's request). */
    findAnyForSystem: (db: DbOrTx, id: string) => firstBooking(db, eq(hotelBookings.id, id)),

    /** Any customer's booking, locked until the transaction ends: one settlement at a time. */
    lockAnyForSystem: (tx: DbOrTx, id: string) => lockFirstBooking(tx, eq(hotelBookings.id, id)),

    /** The booking the supplier knows by its id (its callbacks), whoever's it is. */
    findBySupplierIdForSystem: (db: DbOrTx, supplierBookingId: string) =>
      firstBooking(db, eq(hotelBookings.supplierBookingId, supplierBookingId)),

    /** The customer's own booking, or null (another customer's too). */
    findOwnedBy: (db: DbOrTx, userId: string, id: string) => firstBooking(db, ownedBy(userId, id)),

    /** The customer's own booking by the reference they quote (KH…), or null. */
    findOwnedByReference: (db: DbOrTx, userId: string, reference: string) =>
      firstBooking(
        db,
        and(eq(hotelBookings.reference, reference), eq(hotelBookings.userId, userId)) as SQL,
      ),

    /** The customer's own booking, locked until the transaction ends, or null. */
    lockOwnedBy: (tx: DbOrTx, userId: string, id: string) =>
      lockFirstBooking(tx, ownedBy(userId, id)),

    /** The booking a customer's Idempotency-Key made, if any (a retry after a crash). */
    findOwnedByKey: (db: DbOrTx, userId: string, key: string) =>
      firstBooking(
        db,
        and(eq(hotelBookings.userId, userId), eq(hotelBookings.idempotencyKey, key)) as SQL,
      ),

    /**
     * The booking that holds an itinerary now (at most one: the partial unique index). The
     * itinerary's code is the capability: its caller has opened it (itinerary-access) first.
     */
    findLiveForItinerary: (db: DbOrTx, itineraryCode: string) =>
      firstBooking(db, and(eq(hotelBookings.itineraryCode, itineraryCode), isLiveBooking) as SQL),

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
    async listOwnedBy(
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
