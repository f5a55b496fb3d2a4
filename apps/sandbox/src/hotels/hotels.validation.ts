import { invalidRequest, type HotelsError } from './hotels.errors';
import { nightsBetween, type Occupancy, type Stay } from './pricing';

export type Result<T> = { ok: true; value: T } | { ok: false; error: HotelsError };
export const fail = (description: string, field: string) =>
  ({ ok: false, error: invalidRequest(description, field) }) as const;

/** The supplier's own limits, as real suppliers have them. */
const MAX_NIGHTS = 30;
const MAX_GUESTS = 12;
const MAX_CHILD_AGE = 17;
const QUERY_MIN = 2;
const QUERY_MAX = 100;
const LIMIT_MAX = 50;
const LIMIT_DEFAULT = 30;
const ID_MAX = 80;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

export const asObject = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

export const missing = (value: unknown) => value === undefined || value === null || value === '';

export const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A yyyy-MM-dd that names a real day (no 31 April, no 29 February of 2027). */
export function isRealDay(value: string) {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function date(input: Record<string, unknown>, field: string): Result<string> {
  const value = input[field];
  if (missing(value)) return fail(`${field} is required.`, field);
  if (typeof value !== 'string' || !isRealDay(value)) {
    return fail(`${field} must be a real date, yyyy-MM-dd.`, field);
  }
  return { ok: true, value };
}

function occupancies(value: unknown): Result<Occupancy[]> {
  const field = 'occupancies';
  if (!Array.isArray(value) || value.length === 0) {
    return fail('occupancies must list at least one room.', field);
  }
  if (value.length > MAX_GUESTS) return fail(`At most ${MAX_GUESTS} rooms.`, field);
  const rooms: Occupancy[] = [];
  for (const [index, room] of value.entries()) {
    const at = `${field}[${index}]`;
    if (room === null || typeof room !== 'object' || Array.isArray(room)) {
      return fail(`${at} must be {adults, child_ages}.`, at);
    }
    const { adults, child_ages: childAges = [] } = room as Record<string, unknown>;
    if (!isWhole(adults, 1, MAX_GUESTS)) {
      return fail(`${at}.adults must be a whole number, 1–${MAX_GUESTS}.`, `${at}.adults`);
    }
    if (!Array.isArray(childAges) || childAges.length > MAX_GUESTS) {
      return fail(`${at}.child_ages must list the children's ages.`, `${at}.child_ages`);
    }
    const bad = childAges.findIndex((age) => !isWhole(age, 0, MAX_CHILD_AGE));
    if (bad >= 0) {
      return fail(
        `${at}.child_ages[${bad}] must be an age, 0–${MAX_CHILD_AGE}.`,
        `${at}.child_ages[${bad}]`,
      );
    }
    rooms.push({ adults, childAges: childAges as number[] });
  }
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  if (guests > MAX_GUESTS) return fail(`At most ${MAX_GUESTS} guests in all.`, field);
  return { ok: true, value: rooms };
}

function nationality(input: Record<string, unknown>): Result<string> {
  const value = input.nationality;
  if (missing(value)) return { ok: true, value: 'IN' };
  if (typeof value !== 'string' || !COUNTRY.test(value)) {
    return fail('nationality must be an ISO 3166 country code, e.g. IN.', 'nationality');
  }
  return { ok: true, value };
}

/** The stay every priced call takes: dates, rooms and the guests' nationality. */
function stay(
  input: Record<string, unknown>,
  today: string,
): Result<Stay & { nationality: string }> {
  const checkIn = date(input, 'check_in');
  if (!checkIn.ok) return checkIn;
  if (checkIn.value < today) return fail('check_in must not be in the past.', 'check_in');
  const checkOut = date(input, 'check_out');
  if (!checkOut.ok) return checkOut;
  const nights = nightsBetween(checkIn.value, checkOut.value);
  if (nights < 1) return fail('check_out must be after check_in.', 'check_out');
  if (nights > MAX_NIGHTS) return fail(`A stay is at most ${MAX_NIGHTS} nights.`, 'check_out');
  const rooms = occupancies(input.occupancies);
  if (!rooms.ok) return rooms;
  const country = nationality(input);
  if (!country.ok) return country;
  return {
    ok: true,
    value: {
      checkIn: checkIn.value,
      checkOut: checkOut.value,
      occupancies: rooms.value,
      nationality: country.value,
    },
  };
}

function id(
  input: Record<string, unknown>,
  field: string,
  required: boolean,
): Result<string | null> {
  const value = input[field];
  if (missing(value)) {
    return required ? fail(`${field} is required.`, field) : { ok: true, value: null };
  }
  if (typeof value !== 'string' || value.trim() === '' || value.length > ID_MAX) {
    return fail(`${field} must be an id of 1–${ID_MAX} characters.`, field);
  }
  return { ok: true, value };
}

/** GET /hotels/v1/locations `?q=&limit=`. */
export function parseLocationsQuery(query: unknown): Result<{ q: string; limit: number }> {
  const input = asObject(query);
  const q = typeof input.q === 'string' ? input.q.trim() : '';
  if (q.length < QUERY_MIN || q.length > QUERY_MAX) {
    return fail(`q must be ${QUERY_MIN}–${QUERY_MAX} characters.`, 'q');
  }
  if (missing(input.limit)) return { ok: true, value: { q, limit: LIMIT_DEFAULT } };
  const limit =
    typeof input.limit === 'string' && /^\d+$/.test(input.limit) ? Number(input.limit) : 0;
  if (limit < 1 || limit > LIMIT_MAX) return fail(`limit must be 1–${LIMIT_MAX}.`, 'limit');
  return { ok: true, value: { q, limit } };
}

export interface AvailabilityRequest extends Stay {
  locationId: string;
  hotelId: string | null;
  nationality: string;
}

/** POST /hotels/v1/availability; `today` is India's date (yyyy-MM-dd). */
export function parseAvailability(body: unknown, today: string): Result<AvailabilityRequest> {
  const input = asObject(body);
  const locationId = id(input, 'location_id', true);
  if (!locationId.ok) return locationId;
  const hotelId = id(input, 'hotel_id', false);
  if (!hotelId.ok) return hotelId;
  const asked = stay(input, today);
  if (!asked.ok) return asked;
  return {
    ok: true,
    value: { ...asked.value, locationId: locationId.value!, hotelId: hotelId.value },
  };
}

/** POST /hotels/v1/hotels/{hotelId}/rates; `today` is India's date (yyyy-MM-dd). */
export function parseRates(body: unknown, today: string) {
  return stay(asObject(body), today);
}
