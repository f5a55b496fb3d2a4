import {
  createItineraryRequestSchema,
  createItineraryResponseSchema,
  hotelMapConfigResponseSchema,
  type HotelMapConfig,
} from '@kosh/contract/hotels';
import { callerOf, perMinute, SESSION_ERRORS, hotelRoutes } from '../hotel-route-parts';
import type { HotelItineraryService } from './hotel-itinerary.service';

/**
 * The hotel page's calls: its itinerary (docs/product-2.md §7 createItineraryV2, public like the search:
 * a token, when sent, names who asked) and the map's configuration.
 */
export function hotelDetailsRoutes(services: {
  itinerary: HotelItineraryService;
  mapConfig: () => HotelMapConfig;
}) {
  return hotelRoutes((app, tags) => {
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
        response: { 200: createItineraryResponseSchema, ...SESSION_ERRORS },
      },
      handler: (request) => services.itinerary.create(request.body, callerOf(request)),
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
  });
}
