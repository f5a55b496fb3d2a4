import { rupeesToPaise } from '@kosh/contract/common/money';
import { asObject, fail, missing, parseRates, type Result } from '../hotels.validation';
import type { Stay } from '../pricing';
import { parseGuests, type Guest } from './guests.validation';

/** A booking request, checked for shape; what depends on the day or the rate is checked later. */
export interface BookingRequest extends Stay {
  clientReference: string;
  hotelId: string;
  rateId: string;
  nationality: string;
  guests: Guest[];
  contact: { email: string; phone: string };
  expectedTotalPaise: number;
  specialRequests: string | null;
}

/** The buyer's idempotency key: 8–64 letters, digits, underscores and hyphens. */
const CLIENT_REFERENCE = /^[A-Za-z0-9_-]{8,64}$/;
const ID_MAX = 80;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, with the country code and its + or without: +919876543210, 9876543210. */
const PHONE = /^\+?\d{10,15}$/;
/** Decimal rupees with exactly two decimals, as the supplier writes its own amounts. */
const AMOUNT = /^\d{1,10}\.\d{2}$/;
const SPECIAL_REQUESTS_MAX = 500;
/** No lower bound on check_in while reading the shape (see parseBooking). */
const ANY_DAY = '';

export function parseClientReference(value: unknown): Result<string> {
  if (typeof value !== 'string' || !CLIENT_REFERENCE.test(value)) {
    return fail(
      'client_reference must be 8–64 letters, digits, underscores or hyphens.',
      'client_reference',
    );
  }
  return { ok: true, value };
}

function id(input: Record<string, unknown>, field: string): Result<string> {
  const value = input[field];
  if (missing(value)) return fail(`${field} is required.`, field);
  if (typeof value !== 'string' || value.trim() === '' || value.length > ID_MAX) {
    return fail(`${field} must be an id of 1–${ID_MAX} characters.`, field);
  }
  return { ok: true, value };
}

function contact(value: unknown): Result<BookingRequest['contact']> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail('contact must be {email, phone}.', 'contact');
  }
  const { email, phone } = value as Record<string, unknown>;
  if (typeof email !== 'string' || email.length > EMAIL_MAX || !EMAIL.test(email)) {
    return fail('contact.email must be an e-mail address.', 'contact.email');
  }
  if (typeof phone !== 'string' || !PHONE.test(phone)) {
    return fail(
      'contact.phone must be 10–15 digits, with + before a country code.',
      'contact.phone',
    );
  }
  return { ok: true, value: { email, phone } };
}

function specialRequests(value: unknown): Result<string | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string' || value.length > SPECIAL_REQUESTS_MAX) {
    return fail(
      `special_requests must be text of at most ${SPECIAL_REQUESTS_MAX} characters.`,
      'special_requests',
    );
  }
  return { ok: true, value: value.trim() || null };
}

/**
 * POST /hotels/v1/bookings, its shape only. Whether check_in is still ahead, the rate is offered
 * and the lead's documents are what it asks are checked after the client_reference is looked up:
 * a retry of a booking already made must find it even when its day or price has moved since.
 */
export function parseBooking(body: unknown): Result<BookingRequest> {
  const input = asObject(body);
  const reference = parseClientReference(input.client_reference);
  if (!reference.ok) return reference;
  const hotelId = id(input, 'hotel_id');
  if (!hotelId.ok) return hotelId;
  const rateId = id(input, 'rate_id');
  if (!rateId.ok) return rateId;
  const stay = parseRates(input, ANY_DAY);
  if (!stay.ok) return stay;
  const guests = parseGuests(input.guests, stay.value.occupancies);
  if (!guests.ok) return guests;
  const reach = contact(input.contact);
  if (!reach.ok) return reach;
  const expected = input.expected_total;
  if (typeof expected !== 'string' || !AMOUNT.test(expected)) {
    return fail(
      'expected_total must be decimal rupees with two decimals, e.g. "4599.00".',
      'expected_total',
    );
  }
  const requests = specialRequests(input.special_requests);
  if (!requests.ok) return requests;
  return {
    ok: true,
    value: {
      clientReference: reference.value,
      hotelId: hotelId.value,
      rateId: rateId.value,
      ...stay.value,
      guests: guests.value,
      contact: reach.value,
      expectedTotalPaise: Number(rupeesToPaise(expected)),
      specialRequests: requests.value,
    },
  };
}
