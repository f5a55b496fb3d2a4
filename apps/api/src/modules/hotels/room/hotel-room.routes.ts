import {
  allocateRoomsRequestSchema,
  allocateRoomsResponseSchema,
  applyPromoRequestSchema,
  applyPromoResponseSchema,
  hotelItineraryParamsSchema,
  selectRoomRatesRequestSchema,
  selectRoomRatesResponseSchema,
} from '@kosh/contract/hotel-booking';
import {
  callerOf,
  ITINERARY_ERRORS,
  ITINERARY_OWNERSHIP as OWNERSHIP,
  perMinute,
  hotelRoutes,
} from '../hotel-route-parts';
import type { HotelRoomService } from './hotel-room.service';

/**
 * The room page's calls (docs/product-2.md §7 selectRoomRates, allocateRooms; Kosh's applyPromo). All are
 * public (docs/product-2.md §6): a token, when sent, names who is choosing, and claims an itinerary nobody
 * owns yet. Limited per address, like the search's calls; none asks the supplier.
 */
export function hotelRoomRoutes(service: HotelRoomService) {
  return hotelRoutes((app, tags) => {
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
        response: { 200: selectRoomRatesResponseSchema, ...ITINERARY_ERRORS },
      },
      handler: (request) => service.select(request.params.code, request.body, callerOf(request)),
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
        response: { 200: applyPromoResponseSchema, ...ITINERARY_ERRORS },
      },
      handler: (request) =>
        service.applyPromo(request.params.code, request.body, callerOf(request)),
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
          'successfully!" (docs/product-2.md §8) with the fare.',
        params: hotelItineraryParamsSchema,
        body: allocateRoomsRequestSchema,
        response: { 200: allocateRoomsResponseSchema, ...ITINERARY_ERRORS },
      },
      handler: (request) => service.allocate(request.params.code, request.body, callerOf(request)),
    });
  });
}
