import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import type {
  StoredFacilities,
  StoredHotel,
  StoredItinerary,
  StoredLocation,
  StoredOccupancy,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
