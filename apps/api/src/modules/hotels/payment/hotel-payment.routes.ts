import { idempotencyHeaderSchema } from '@kosh/contract/common/http';
import { rupeesToPaise } from '@kosh/contract/common/money';
import { paymentAuthorisationHeaderSchema } from '@kosh/contract/payment-auth';
import {
  bookHotelRequestSchema,
  bookHotelResponseSchema,
  getItineraryDetailsQuerySchema,
  getItineraryDetailsResponseSchema,
  hotelItineraryParamsSchema,
} from '@kosh/contract/hotel-booking';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import {
  BOOKING_ERRORS,
  callerOf,
  ITINERARY_ERRORS,
  ITINERARY_OWNERSHIP as OWNERSHIP,
  perMinute,
  requireIdempotencyKey,
  hotelRoutes,
} from '../hotel-route-parts';
import type { HotelBookingService } from './hotel-booking.service';
import type { ItineraryDetailsService } from './itinerary-details.service';
import type { RequirePaymentAuthorisation } from '../../payment-auth/authorise-payment.service';

/** The total the customer saw, in paise; 0 (which no authorisation names) when it is not money. */
function shownTotalPaise(expectedTotal: number): bigint {
  try {
    return rupeesToPaise(expectedTotal);
  } catch {
    return 0n;
  }
}

/**
 * The payment page's calls: its itinerary (getItineraryDetails, public like the room page's
 * calls) and the book call (docs/hotels.md call 5), which pays and books. The checkout's answer of
 * a gateway payment is the payments side's (hotel-gateway.routes).
 */
export function hotelPaymentRoutes(
  services: {
    details: ItineraryDetailsService;
    booking: HotelBookingService;
  },
  authorisePayment: RequirePaymentAuthorisation,
) {
  return hotelRoutes((app, tags) => {
    const { details, booking } = services;

    app.get('/hotel/getItineraryDetails/:code', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(120),
      schema: {
        tags,
        summary: 'The payment page’s itinerary: the stay, its fare, the room, the travellers',
        description:
          `${OWNERSHIP} A missing traceId (the spec's default 0) is an expired session. Needs a ` +
          'selected room (422 HOTEL_ROOM_DATA_MISSING). `booking` is the booking made from it.',
        params: hotelItineraryParamsSchema,
        querystring: getItineraryDetailsQuerySchema,
        response: { 200: getItineraryDetailsResponseSchema, ...ITINERARY_ERRORS },
      },
      handler: (request) =>
        details.details(request.params.code, request.query.traceId, callerOf(request)),
    });

    app.post('/hotel/book/:code', {
      onRequest: app.authenticate,
      config: {
        ...perMinute(20),
        // A retry after a crash answers with the booking its key made.
        idempotencyRecover: (userId, key) => booking.resultByKey(userId, key),
      },
      schema: {
        tags,
        summary: 'Pay for the itinerary’s room and book it (wallet now; other methods: a checkout)',
        description:
          'Login and an Idempotency-Key required. Checked before anything moves: the session ' +
          '(410 HOTEL_SESSION_EXPIRED), the owner (404), the room and travellers (422 ' +
          'HOTEL_ROOM_DATA_MISSING / HOTEL_TRAVELLERS_MISSING), a booking already made for the ' +
          'itinerary (answered again, 200), the supplier’s price now (409 HOTEL_RATE_UNKNOWN, or ' +
          '409 HOTEL_PRICE_CHANGED {previous, total} with the itinerary repriced) and ' +
          '`expectedTotal` (409 HOTEL_PRICE_CHANGED). WALLET: held, booked at the supplier and ' +
          'settled (422 INSUFFICIENT_BALANCE, nothing stored); status processing or pending ' +
          'while the hotel has not confirmed. Other methods: status awaiting_payment with the ' +
          'gateway `checkout` to open.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema.extend(paymentAuthorisationHeaderSchema.shape),
        params: hotelItineraryParamsSchema,
        body: bookHotelRequestSchema,
        response: { 200: bookHotelResponseSchema, ...BOOKING_ERRORS },
      },
      handler: (request, reply) => {
        requireIdempotencyKey(request);
        return app.idempotent(request, reply, request.body, async (key) => {
          const { userId } = requireAuth(request);
          if (request.body.paymentMethod === 'WALLET') {
            await authorisePayment(
              userId,
              {
                amountPaise: shownTotalPaise(request.body.expectedTotal),
                payee: request.params.code,
                idempotencyKey: key,
              },
              request.headers['payment-authorisation'],
            );
          }
          return booking.book(userId, request.params.code, request.body, key);
        });
      },
    });
  });
}
