import { HOTEL_NATIONALITY, HOTEL_TRACE_TTL_MS, type HotelOccupancy } from '@kosh/contract/hotels';

/*
 * The hotel booking session in the browser (docs/product-2.md §3 Booking context, Selected hotel details;
 * §4 Hotel search and Session validity). localStorage, so a second tab and a reload keep it; a new
 * search replaces all of it; it is good for an hour from the search (the server's session lives as
 * long); signing out clears it with the rest of localStorage.
 */

const PREFIX = 'kosh.hotel.';
const KEYS = {
  context: `${PREFIX}context`,
  trace: `${PREFIX}trace`,
  checkIn: `${PREFIX}checkIn`,
  checkOut: `${PREFIX}checkOut`,
  occupancies: `${PREFIX}occupancies`,
  bookingData: `${PREFIX}bookingData`,
  selected: `${PREFIX}selected`,
  guestDetails: `${PREFIX}guestDetails`,
} as const;

/** What the hotel pages share (docs/product-2.md §3 Booking context). */
export interface BookingContext {
  /** The hotel opened from the results ('' until one is). */
  hotelId: string;
  checkIn: string;
  checkOut: string;
  occupancies: HotelOccupancy[];
  nationality: typeof HOTEL_NATIONALITY;
  traceId: string;
}

export interface TraceEntry {
  traceId: string;
  /** When the search session started (ms since the epoch). */
  timestamp: number;
}

/** The search as the customer made it, to show its summary and fill the form again. */
export interface BookingData {
  destination: { id: string; fullName: string; type: string; hotelId: string | null };
  checkIn: string;
  checkOut: string;
  occupancies: HotelOccupancy[];
}

/** The chosen room (docs/product-2.md §3 Selected hotel details), for the room and payment pages. */
export interface SelectedHotel {
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  traceId: string;
  heroImage: string;
  roomId: string;
  rateId: string;
  recommendationId: string;
  occupancy: HotelOccupancy[];
  code: string;
  type: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    // Unreadable (edited by hand, or storage blocked): as if absent.
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works, only a reload forgets the search.
  }
}

/** Forget the whole booking session (a new search, an expired trace, the Session Expired OK). */
export function clearBookingSession() {
  for (const key of Object.values(KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
}

/** A successful new search: replace everything stored with this one (docs/product-2.md §4). */
export function startBookingSession(data: BookingData, traceId: string, now = Date.now()) {
  clearBookingSession();
  const context: BookingContext = {
    hotelId: data.destination.hotelId ?? '',
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    occupancies: data.occupancies,
    nationality: HOTEL_NATIONALITY,
    traceId,
  };
  write(KEYS.context, context);
  write(KEYS.trace, { traceId, timestamp: now } satisfies TraceEntry);
  write(KEYS.checkIn, data.checkIn);
  write(KEYS.checkOut, data.checkOut);
  write(KEYS.occupancies, data.occupancies);
  write(KEYS.bookingData, data);
}

export function readBookingContext(): BookingContext | null {
  return read<BookingContext>(KEYS.context);
}

export function readBookingData(): BookingData | null {
  return read<BookingData>(KEYS.bookingData);
}

export function readTrace(): TraceEntry | null {
  const trace = read<TraceEntry>(KEYS.trace);
  return trace && typeof trace.traceId === 'string' && Number.isFinite(trace.timestamp)
    ? trace
    : null;
}

/** Milliseconds the stored trace has left (0 when there is none or it is spent). */
export function traceTimeLeft(now = Date.now()): number {
  const trace = readTrace();
  if (!trace) return 0;
  return Math.max(0, trace.timestamp + HOTEL_TRACE_TTL_MS - now);
}

/** Whether a search session is stored and younger than an hour (docs/product-2.md §4 Session validity). */
export function isTraceLive(now = Date.now()): boolean {
  return traceTimeLeft(now) > 0 && readBookingContext() !== null;
}

/** The hotel the customer opened from the results. */
export function setContextHotel(hotelId: string) {
  const context = readBookingContext();
  if (context) write(KEYS.context, { ...context, hotelId });
}

/** Selecting a room refreshes the trace's timestamp (docs/product-2.md §4 Hotel page). */
export function refreshTrace(now = Date.now()) {
  const trace = readTrace();
  if (trace) write(KEYS.trace, { ...trace, timestamp: now } satisfies TraceEntry);
}

export function saveSelectedHotel(selected: SelectedHotel) {
  write(KEYS.selected, selected);
}

export function readSelectedHotel(): SelectedHotel | null {
  return read<SelectedHotel>(KEYS.selected);
}

/**
 * The hotel guest details (docs/product-2.md §3 Lead guest): the traveller form as last typed on the room
 * page, for the itinerary `code`, so a reload keeps what the server has not been sent yet.
 */
export interface GuestDetails {
  code: string;
  guest: StoredGuest;
  specialRequests: string;
}

/** The lead guest as the form holds it: text as typed ('' for a field not filled). */
export interface StoredGuest {
  title: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  isLeadGuest: true;
  type: 'adult';
  isdCode: string;
  panCardNumber: string;
  passportNumber: string;
  passportExpiry: string;
}

export function saveGuestDetails(details: GuestDetails) {
  write(KEYS.guestDetails, details);
}

export function readGuestDetails(): GuestDetails | null {
  return read<GuestDetails>(KEYS.guestDetails);
}
