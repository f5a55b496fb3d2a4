import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  primaryId,
  instant,
  createdAtColumn,
  zeroPaiseColumn,
  paiseColumn,
  amountPaiseColumn,
} from '../../db/columns';
import {
  HOTEL_BOOKING_STATUSES,
  HOTEL_PAYMENT_METHODS,
  HOTEL_REFUND_STATUSES,
} from '@kosh/contract/hotel-booking';
import { oneOf } from '../../db/sql-checks';
import { users, ownerColumn } from '../users/users.tables';
import type {
  StoredBookingSnapshot,
  StoredFacilities,
  StoredGuest,
  StoredHotel,
  StoredItinerary,
  StoredLocation,
  StoredOccupancy,
  StoredSelection,
} from './stored';

/**
 * A hotel search session: what the supplier answered to one search, in its own ("Featured")
 * order, so that filters, sorts and further pages are answered from here without asking it again.
 * Its trace id is the customer's `traceId`; it is live for an hour from its creation. A row is
 * never changed after it is written (an API process may keep it in memory); expired rows are
 * deleted a day after their expiry by the hotels-purge job.
 */
export const hotelSearchSessions = pgTable(
  'hotel_search_sessions',
  {
    traceId: uuid('trace_id').primaryKey(),
    /** Who searched, when a token came with the search (hotel search is public). */
    userId: uuid('user_id').references(() => users.id),
    locationId: text('location_id').notNull(),
    hotelId: text('hotel_id'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    occupancies: jsonb('occupancies').$type<StoredOccupancy[]>().notNull(),
    location: jsonb('location').$type<StoredLocation>().notNull(),
    /**
     * Every hotel found, in the supplier's order, with its cheapest stay total in paise. `json`,
     * not `jsonb`: the list is only ever written and read whole, and jsonb's binary form would cost
     * a conversion on every new search (a New Delhi list is ~360 KB) for queries nobody makes.
     */
    results: json('results').$type<StoredHotel[]>().notNull(),
    /** The words of the facility codes the results name. */
    facilities: json('facilities').$type<StoredFacilities>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    check('hotel_search_sessions_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('hotel_search_sessions_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'hotel_search_sessions_occupancies_check',
      sql`jsonb_typeof(${t.occupancies}) = 'array' and jsonb_array_length(${t.occupancies}) > 0`,
    ),
    check('hotel_search_sessions_results_check', sql`json_typeof(${t.results}) = 'array'`),
    check('hotel_search_sessions_facilities_check', sql`json_typeof(${t.facilities}) = 'object'`),
    index('hotel_search_sessions_expires_idx').on(t.expiresAt),
  ],
);

export type HotelSearchSessionRow = typeof hotelSearchSessions.$inferSelect;

/**
 * An itinerary: one hotel of a search session priced for the stay (createItineraryV2), kept for
 * the next steps (choosing a room, the guest, payment), which name it by its code. Live for an
 * hour from its creation, kept 7 days. `trace_id` names its session without a foreign key: the
 * session is purged a day after it expires, long before the itinerary is.
 */
export const hotelItineraries = pgTable(
  'hotel_itineraries',
  {
    code: text('code').primaryKey(),
    traceId: uuid('trace_id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    hotelId: text('hotel_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    occupancies: jsonb('occupancies').$type<StoredOccupancy[]>().notNull(),
    /** What createItineraryV2 answered, amounts in paise. */
    content: jsonb('content').$type<StoredItinerary>().notNull(),
    /** The room and rate chosen (selectRoomRates), or null before. */
    selection: jsonb('selection').$type<StoredSelection>(),
    /** The promotion applied to the selection's fare (applyPromo), or null. */
    promoCode: text('promo_code'),
    /** The travellers given (allocateRooms), documents the rate does not ask for cleared. */
    guests: jsonb('guests').$type<StoredGuest[]>(),
    specialRequests: text('special_requests'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('hotel_itineraries_code_check', sql`${t.code} ~ '^[A-Za-z0-9_-]{8,64}$'`),
    check('hotel_itineraries_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('hotel_itineraries_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    index('hotel_itineraries_trace_idx').on(t.traceId),
    index('hotel_itineraries_expires_idx').on(t.expiresAt),
  ],
);

export type HotelItineraryRow = typeof hotelItineraries.$inferSelect;

/**
 * A booking: one attempt to pay for an itinerary and have the supplier book it (Kosh's own, past
 * the spec's MAKE PAYMENT). At most one live booking per itinerary (the partial unique index), so
 * double clicks, retries, webhooks and callbacks meet one row and book once. Amounts in paise,
 * computed by the server from the itinerary's rate and promotion; `snapshot` fixes what was
 * bought (the hotel, room, rate, its cancellation rules and policies, the lead guest) so the
 * voucher and the refund rules never depend on a search session that has been purged.
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    id: primaryId(),
    /** Kosh's reference the customer quotes ("KH" + 10 characters). */
    reference: text('reference').notNull().unique(),
    userId: ownerColumn(),
    itineraryCode: text('itinerary_code').notNull(),
    traceId: uuid('trace_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    status: text('status', { enum: HOTEL_BOOKING_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: HOTEL_PAYMENT_METHODS }).notNull(),
    /** What the customer pays: room rate + taxes − discount. */
    amountPaise: amountPaiseColumn(),
    roomRatePaise: paiseColumn('room_rate_paise').notNull(),
    taxesPaise: paiseColumn('taxes_paise').notNull(),
    discountPaise: zeroPaiseColumn('discount_paise'),
    promoCode: text('promo_code'),
    snapshot: jsonb('snapshot').$type<StoredBookingSnapshot>().notNull(),
    /** The Idempotency-Key of the book call that made it. */
    idempotencyKey: text('idempotency_key'),
    /** The wallet's ledger transfer (the hold, posted or voided), or the gateway's capture. */
    ledgerTransferId: uuid('ledger_transfer_id'),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    /** The supplier's booking id (HB…), its status as last heard, and the hotel's number. */
    supplierBookingId: text('supplier_booking_id').unique(),
    supplierStatus: text('supplier_status'),
    confirmationNumber: text('confirmation_number'),
    /**
     * While set and in the future, one caller is talking to the supplier about this booking and
     * the others leave it alone; a caller that dies leaves a claim that simply expires.
     */
    supplierClaimedUntil: instant('supplier_claimed_until'),
    failureReason: text('failure_reason'),
    refundStatus: text('refund_status', { enum: HOTEL_REFUND_STATUSES }).notNull().default('none'),
    /** What goes back (all of it for a refusal; amount − penalty for a cancellation). */
    refundPaise: zeroPaiseColumn('refund_paise'),
    penaltyPaise: zeroPaiseColumn('penalty_paise'),
    /** The gateway's refund (UNIQUE; made with a receipt derived from this row's id). */
    gatewayRefundId: text('gateway_refund_id').unique(),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundClaimedUntil: instant('refund_claimed_until'),
    refundError: text('refund_error'),
    refundedAt: instant('refunded_at'),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    check('hotel_bookings_status_check', oneOf(t.status, HOTEL_BOOKING_STATUSES)),
    check('hotel_bookings_method_check', oneOf(t.paymentMethod, HOTEL_PAYMENT_METHODS)),
    check('hotel_bookings_refund_status_check', oneOf(t.refundStatus, HOTEL_REFUND_STATUSES)),
    check('hotel_bookings_amount_check', sql`${t.amountPaise} >= 100`),
    check(
      'hotel_bookings_fare_check',
      sql`${t.amountPaise} = ${t.roomRatePaise} + ${t.taxesPaise} - ${t.discountPaise} and ${t.discountPaise} >= 0`,
    ),
    check(
      'hotel_bookings_refund_check',
      sql`${t.refundPaise} >= 0 and ${t.penaltyPaise} >= 0 and ${t.refundPaise} + ${t.penaltyPaise} <= ${t.amountPaise}`,
    ),
    check('hotel_bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'hotel_bookings_confirmed_has_supplier',
      sql`${t.status} <> 'confirmed' or ${t.supplierBookingId} is not null`,
    ),
    uniqueIndex('hotel_bookings_live_itinerary_uq')
      .on(t.itineraryCode)
      .where(sql`${t.status} in ('awaiting_payment', 'processing', 'pending', 'confirmed')`),
    uniqueIndex('hotel_bookings_user_key_uq').on(t.userId, t.idempotencyKey),
    index('hotel_bookings_user_idx').on(t.userId, t.checkIn),
    index('hotel_bookings_open_idx').on(t.status, t.updatedAt),
    index('hotel_bookings_refund_due_idx')
      .on(t.refundStatus, t.updatedAt)
      .where(sql`${t.refundStatus} = 'due'`),
  ],
);

export type HotelBookingRow = typeof hotelBookings.$inferSelect;

/** The supplier's callbacks by their event id: a redelivered one is recognised and ignored. */
export const hotelSupplierEvents = pgTable('hotel_supplier_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});
