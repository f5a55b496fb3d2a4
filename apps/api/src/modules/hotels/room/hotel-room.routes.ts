import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { errorResponses } from '@kosh/contract/common/http';
import {
  allocateRoomsRequestSchema,
  allocateRoomsResponseSchema,
  applyPromoRequestSchema,
  applyPromoResponseSchema,
  getItineraryDetailsQuerySchema,
  getItineraryDetailsResponseSchema,
  hotelItineraryParamsSchema,
  selectRoomRatesRequestSchema,
  selectRoomRatesResponseSchema,
} from '@kosh/contract/hotel-booking';
import type { HotelRoomService } from './hotel-room.service';

/** Per address, like the issue-13 hotel calls (they are public); none asks the supplier. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const itineraryErrors = {
  ...errorResponses,
  404: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
};

const OWNERSHIP =
  'Public: an itinerary nobody owns answers whoever holds its code and trace id, and becomes ' +
  'the first logged-in caller’s; an owned one answers its owner only (404 HOTEL_NOT_FOUND ' +
  'otherwise). An unknown or expired code, or a traceId that is not the itinerary’s: 410 ' +
  'HOTEL_SESSION_EXPIRED.';

/**
 * The room page's calls (spec/02 §7 selectRoomRates, allocateRooms; Kosh's applyPromo) and the
 * payment page's getItineraryDetails. All are public (spec/02 §6): a token, when sent, names who
 * is choosing, and claims an itinerary nobody owns yet.
 */
export function hotelRoomRoutes(service: HotelRoomService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Hotels'];

    app.post('/hotel/selectRoomRates/:code', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(60),
      schema: {
        tags,
        summary: 'Choose a room and rate of an itinerary (the room page asks it again on reload)',
        description:
          `${OWNERSHIP} The rate must be one of the itinerary's (400 HOTEL_RATE_UNKNOWN on ` +
          '`rateId`), booking the room it names (400 HOTEL_ROOM_UNKNOWN on `roomId`). Another ' +
          'rate than before takes the promotion off and clears the documents the new rate does ' +
          'not ask for; once a booking is under way, 409 HOTEL_BOOKING_IN_PROGRESS.',
        params: hotelItineraryParamsSchema,
        body: selectRoomRatesRequestSchema,
        response: { 200: selectRoomRatesResponseSchema, ...itineraryErrors },
      },
      handler: (request) =>
        service.select(request.params.code, request.body, request.auth?.userId ?? null),
    });

    app.post('/hotel/applyPromo/:code', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Apply a promo code to the selected rate’s fare, or take it off (null)',
        description:
          `${OWNERSHIP} Needs a selected room (422 HOTEL_ROOM_DATA_MISSING). A code that does ` +
          'not apply: 422 with its reason on `promoCode` (HOTEL_PROMO_UNKNOWN, ' +
          'HOTEL_PROMO_EXPIRED, HOTEL_PROMO_SUMMER_DATES, HOTEL_PROMO_WEEKEND), nothing stored.',
        params: hotelItineraryParamsSchema,
        body: applyPromoRequestSchema,
        response: { 200: applyPromoResponseSchema, ...itineraryErrors },
      },
      handler: (request) =>
        service.applyPromo(request.params.code, request.body, request.auth?.userId ?? null),
    });

    app.post('/hotel/allocateRooms/:code', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(30),
      schema: {
        tags,
        summary: 'The travellers of the selected room: the lead guest first',
        description:
          `${OWNERSHIP} The rate and room must be the selected ones. Exactly one lead guest, the ` +
          'first; PAN and passport as the rate asks (cleared when it does not). Answers "Booked ' +
          'successfully!" (spec/02 §8) with the fare.',
        params: hotelItineraryParamsSchema,
        body: allocateRoomsRequestSchema,
        response: { 200: allocateRoomsResponseSchema, ...itineraryErrors },
      },
      handler: (request) =>
        service.allocate(request.params.code, request.body, request.auth?.userId ?? null),
    });

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
        response: { 200: getItineraryDetailsResponseSchema, ...itineraryErrors },
      },
      handler: (request) =>
        service.details(request.params.code, request.query.traceId, request.auth?.userId ?? null),
    });
  };
}
