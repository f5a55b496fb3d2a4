import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { errorResponses } from '@kosh/contract/common/http';
import {
  createItineraryRequestSchema,
  createItineraryResponseSchema,
  hotelMapConfigResponseSchema,
  locationSuggestionQuerySchema,
  locationSuggestionResponseSchema,
  searchHotelRequestSchema,
  searchHotelResponseSchema,
} from '@kosh/contract/hotels';
import type { HotelsServices } from '../hotels.module';

/** Per address (hotels-design §2): the calls are public, and each costs a supplier call. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const sessionErrors = {
  ...errorResponses,
  404: errorResponseSchema,
  410: errorResponseSchema,
  502: errorResponseSchema,
};

/**
 * The spec's three hotel calls and the map's configuration. All are public (spec/02 §6): a token,
 * when sent, names who searched.
 */
export function hotelsRoutes(services: HotelsServices) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Hotels'];

    app.get('/hotel/locationSuggestion', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(120),
      schema: {
        tags,
        summary: 'Cities, areas, landmarks and hotels whose names start with the words typed',
        description:
          'At most 30, best first. For a hotel, `id` is its city and `refrenceId` the hotel.',
        querystring: locationSuggestionQuerySchema,
        response: {
          200: locationSuggestionResponseSchema,
          ...errorResponses,
          502: errorResponseSchema,
        },
      },
      handler: (request) => services.suggestions.suggest(request.query.searchString),
    });

    app.post('/hotel/searchHotel', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(60),
      schema: {
        tags,
        summary: 'Hotels of a place for a stay: filtered, sorted, a page at a time',
        description:
          'Without `traceId`: a new search, which opens a search session valid for an hour ' +
          '(its id is the answer’s `traceId`). With the `traceId` of a live session of the same ' +
          'place, hotel, dates and rooms: another page, filter or sort of that search. With a live ' +
          'session of another stay: a new search. An expired or unknown `traceId`: 410 ' +
          'HOTEL_SESSION_EXPIRED.',
        body: searchHotelRequestSchema,
        response: { 200: searchHotelResponseSchema, ...sessionErrors },
      },
      handler: (request) => services.search.search(request.body, request.auth?.userId ?? null),
    });

    app.post('/hotel/createItineraryV2', {
      onRequest: app.authenticateIfPresent,
      config: perMinute(60),
      schema: {
        tags,
        summary: "A hotel's photos, rooms, rates, amenities and surroundings for a stay",
        description:
          'Needs a live search session (`traceId`; 410 HOTEL_SESSION_EXPIRED otherwise). The ' +
          'answer is kept as an itinerary for an hour under `itinerary.code`, for the next steps.',
        body: createItineraryRequestSchema,
        response: { 200: createItineraryResponseSchema, ...sessionErrors },
      },
      handler: (request) => services.itinerary.create(request.body, request.auth?.userId ?? null),
    });

    app.get('/v1/hotels/map', {
      schema: {
        tags,
        summary: "The hotel map's tile URL template, attribution and deepest zoom",
        response: { 200: hotelMapConfigResponseSchema },
      },
      handler: (_request, reply) => {
        // Changes only with a restart: the hotel page may keep it a while.
        void reply.header('cache-control', 'public, max-age=300');
        return { result: true as const, success: true as const, data: services.mapConfig() };
      },
    });
  };
}
