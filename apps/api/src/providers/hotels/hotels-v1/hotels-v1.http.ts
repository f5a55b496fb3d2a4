import type { z } from 'zod';
import { paiseToRupees } from '@kosh/contract/common/money';
import {
  HotelSupplierError,
  HotelSupplierUnavailableError,
  type HotelSupplier,
  type SupplierBooking,
  type SupplierBookingRequest,
  type SupplierStay,
} from '../hotels.port';
import { availabilityAnswer, errorAnswer, locationsAnswer, ratesAnswer } from './hotels-v1.wire';
import { bookingAnswer } from './hotels-v1.booking-wire';
import { providerCallSignal, requestIdHeader } from '../../../lib/provider-call';

interface Answer {
  path: string;
  status: number;
  json: unknown;
}

/** The supplier's wire form of a stay (snake_case; nationality is always India's here). */
const stayBody = (stay: SupplierStay) => ({
  check_in: stay.checkIn,
  check_out: stay.checkOut,
  occupancies: stay.occupancies.map((o) => ({ adults: o.adults, child_ages: o.childAges })),
  nationality: 'IN',
});

/** A booking request in the supplier's words (decimal rupees with two decimals). */
const bookingBody = (request: SupplierBookingRequest) => ({
  client_reference: request.clientReference,
  hotel_id: request.hotelId,
  rate_id: request.rateId,
  ...stayBody(request.stay),
  guests: request.guests.map((g) => ({
    title: g.title,
    first_name: g.firstName,
    last_name: g.lastName,
    type: 'adult',
    lead: g.lead,
    ...(g.pan ? { pan: g.pan } : {}),
    ...(g.passportNumber ? { passport_number: g.passportNumber } : {}),
    ...(g.passportExpiry ? { passport_expiry: g.passportExpiry } : {}),
  })),
  contact: request.contact,
  expected_total: paiseToRupees(request.expectedTotalPaise),
  special_requests: request.specialRequests,
});

/**
 * The calls Kosh makes to the hotel supplier's v1 API (`/hotels/v1`; the production path, the
 * sandbox speaks it): `X-Api-Key`, JSON, snake_case, amounts as decimal rupee strings, errors as
 * `{error: {code, description}}`.
 *
 * A call that failed to reach the supplier at all (a refused or reset connection) is tried once
 * more — reads by nature, and a booking because the supplier makes one per client reference — ; a
 * slow one is not, and both tries share one deadline of `timeoutMs`, so a customer never waits
 * longer than that. Any failure is a HotelSupplierUnavailableError, except the supplier's own
 * error answer (HotelSupplierError) and its "no such place / hotel / booking", which the port
 * reports as a status; a booking's outcome is always an answer (`createBooking` never throws).
 */
export function createHotelsV1Api(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): Omit<HotelSupplier, 'bookingCallbackSignature' | 'parseBookingCallback'> {
  async function attempt(path: string, init: RequestInit, signal: AbortSignal): Promise<Answer> {
    const response = await fetch(new URL(path, options.baseUrl), {
      ...init,
      headers: {
        ...requestIdHeader(),
        'x-api-key': options.apiKey,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal,
    });
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if ((error as { name?: string }).name === 'TimeoutError') throw error;
      throw new HotelSupplierUnavailableError(
        `hotel supplier: ${path} answered ${response.status} without JSON`,
        { cause: error },
      );
    }
    return { path, status: response.status, json };
  }

  async function call(path: string, body?: unknown): Promise<Answer> {
    const init: RequestInit =
      body === undefined ? { method: 'GET' } : { method: 'POST', body: JSON.stringify(body) };
    const signal = providerCallSignal(options.timeoutMs);
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt(path, init, signal);
      } catch (error) {
        if (error instanceof HotelSupplierUnavailableError) throw error;
        const timedOut = (error as { name?: string }).name === 'TimeoutError';
        if (!timedOut && tries < 2) continue;
        throw new HotelSupplierUnavailableError(
          timedOut
            ? `hotel supplier: no answer to ${path} within ${options.timeoutMs} ms`
            : `hotel supplier unreachable (${path})`,
          { cause: error },
        );
      }
    }
  }

  /** The supplier's error code of a non-200 answer, if it sent its error format. */
  const errorCode = (answer: Answer) => errorAnswer.safeParse(answer.json).data?.error.code;

  /** The 200 answer `schema` describes; the supplier's error answer; or unavailable. */
  function expect<S extends z.ZodType>(answer: Answer, schema: S): z.output<S> {
    if (answer.status !== 200) {
      const code = errorCode(answer);
      // A refused key or a throttle is Kosh's problem or a passing one, never the customer's
      // request: try later. Anything else in the supplier's own format is its answer.
      if (code && ![401, 403, 429].includes(answer.status)) {
        throw new HotelSupplierError(code, `hotel supplier: ${answer.path} answered ${code}`);
      }
      throw new HotelSupplierUnavailableError(
        `hotel supplier: ${answer.path} answered ${answer.status}${code ? ` ${code}` : ''}`,
      );
    }
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) {
      throw new HotelSupplierUnavailableError(
        `hotel supplier: ${answer.path} answered 200 in an unexpected shape`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  const notFound = (answer: Answer, code: string) =>
    answer.status === 404 && errorCode(answer) === code;

  /** A booking answer (200, or 201 when just made), or unavailable. */
  function expectBooking(answer: Answer): SupplierBooking {
    return expect({ ...answer, status: answer.status === 201 ? 200 : answer.status }, bookingAnswer)
      .booking;
  }

  const bookingPath = (bookingId: string) => `/hotels/v1/bookings/${encodeURIComponent(bookingId)}`;

  return {
    async locations(query, limit) {
      const params = new URLSearchParams({ q: query, limit: String(limit) });
      const answer = await call(`/hotels/v1/locations?${params.toString()}`);
      return expect(answer, locationsAnswer).locations;
    },

    async availability({ locationId, hotelId, ...stay }) {
      const answer = await call('/hotels/v1/availability', {
        location_id: locationId,
        hotel_id: hotelId,
        ...stayBody(stay),
      });
      if (notFound(answer, 'LOCATION_NOT_FOUND')) return { status: 'location_not_found' };
      if (notFound(answer, 'HOTEL_NOT_FOUND')) return { status: 'hotel_not_found' };
      const { location, hotels } = expect(answer, availabilityAnswer);
      return {
        status: 'found',
        location: { id: location.id, fullName: location.full_name },
        hotels,
      };
    },

    async rates(hotelId, stay) {
      const answer = await call(
        `/hotels/v1/hotels/${encodeURIComponent(hotelId)}/rates`,
        stayBody(stay),
      );
      if (notFound(answer, 'HOTEL_NOT_FOUND')) return { status: 'hotel_not_found' };
      return { status: 'found', ...expect(answer, ratesAnswer) };
    },

    async createBooking(request) {
      let answer: Answer;
      try {
        answer = await call('/hotels/v1/bookings', bookingBody(request));
      } catch (error) {
        if (error instanceof HotelSupplierUnavailableError) {
          return { status: 'no_answer', reason: error.message };
        }
        throw error;
      }
      if (answer.status === 200 || answer.status === 201) {
        try {
          return { status: 'booked', booking: expectBooking(answer) };
        } catch (error) {
          // It answered that it booked, in words Kosh cannot read: the booking may well exist.
          if (error instanceof HotelSupplierUnavailableError) {
            return { status: 'no_answer', reason: error.message };
          }
          throw error;
        }
      }
      const refusal = errorAnswer.safeParse(answer.json).data?.error;
      // A refused key, a throttle, the supplier's own failure or an answer in no known format:
      // nobody can say whether a booking was made, so the buyer must ask again later.
      if (!refusal || answer.status >= 500 || [401, 403, 429].includes(answer.status)) {
        return {
          status: 'no_answer',
          reason: `hotel supplier: booking answered ${answer.status}${refusal ? ` ${refusal.code}` : ''}`,
        };
      }
      if (answer.status === 409 && refusal.code === 'PRICE_CHANGED') {
        return { status: 'price_changed', currentTotalPaise: refusal.current_total ?? null };
      }
      return {
        status: 'refused',
        code: refusal.code,
        field: refusal.field ?? null,
        description: refusal.description ?? refusal.code,
      };
    },

    async getBooking(bookingId) {
      const answer = await call(bookingPath(bookingId));
      if (notFound(answer, 'BOOKING_NOT_FOUND')) return null;
      return expectBooking(answer);
    },

    async findBookingByReference(clientReference) {
      const params = new URLSearchParams({ client_reference: clientReference });
      const answer = await call(`/hotels/v1/bookings?${params.toString()}`);
      if (notFound(answer, 'BOOKING_NOT_FOUND')) return null;
      return expectBooking(answer);
    },

    async cancelBooking(bookingId) {
      const answer = await call(`${bookingPath(bookingId)}/cancel`, {});
      if (notFound(answer, 'BOOKING_NOT_FOUND')) return { status: 'not_found' };
      if (answer.status === 409 && errorCode(answer) === 'NOT_CANCELLABLE') {
        const refusal = errorAnswer.safeParse(answer.json).data?.error;
        return {
          status: 'not_cancellable',
          description: refusal?.description ?? 'NOT_CANCELLABLE',
        };
      }
      return { status: 'cancelled', booking: expectBooking(answer) };
    },
  };
}
