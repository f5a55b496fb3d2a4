import { errorResponseSchema } from '@kosh/contract/common/envelope';
import { errorResponses } from '@kosh/contract/common/http';
import {
  locationSuggestionQuerySchema,
  locationSuggestionResponseSchema,
  searchHotelRequestSchema,
  searchHotelResponseSchema,
} from '@kosh/contract/hotels';
import { callerOf, perMinute, SESSION_ERRORS, hotelRoutes } from '../hotel-route-parts';
import type { HotelSearchService } from './hotel-search.service';
import type { HotelSuggestionsService } from './hotel-suggestions.service';

/**
 * The search page's calls (docs/product-2.md §7 locationSuggestion, searchHotel). Both are public (docs/product-2.md
 * §6): a token, when sent, names who searched. Limited per address (docs/hotels.md §2): each
 * costs a supplier call.
 */
export function hotelSearchRoutes(services: {
  suggestions: HotelSuggestionsService;
  search: HotelSearchService;
}) {
  return hotelRoutes((app, tags) => {
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
        response: { 200: searchHotelResponseSchema, ...SESSION_ERRORS },
      },
      handler: (request) => services.search.search(request.body, callerOf(request)),
    });
  });
}
