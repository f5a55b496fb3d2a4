import {
  hotelBookingParamsSchema,
  hotelBookingResponseSchema,
  hotelBookingsQuerySchema,
  hotelBookingsResponseSchema,
} from '@kosh/contract/hotel-booking';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import { BOOKING_ERRORS, perMinute, hotelRoutes } from '../hotel-route-parts';
import type { MyHotelBookingsService } from './my-hotel-bookings.service';

/** My Bookings (docs/hotels.md call 7): a customer's own bookings, never anyone else's. */
export function hotelBookingsRoutes(myBookings: MyHotelBookingsService) {
  return hotelRoutes((app, tags) => {
    app.get('/hotel/bookings', {
      onRequest: app.authenticate,
      config: perMinute(120),
      schema: {
        tags,
        summary: 'My Bookings: upcoming or past stays, newest first',
        description:
          'Upcoming: check-in today or later (India) and awaiting payment, processing, pending ' +
          'or confirmed; past: the rest. Checkouts abandoned unpaid are never listed.',
        security: bearerAuth,
        querystring: hotelBookingsQuerySchema,
        response: { 200: hotelBookingsResponseSchema, ...BOOKING_ERRORS },
      },
      handler: (request) => myBookings.list(requireAuth(request).userId, request.query.scope),
    });

    app.get('/hotel/bookings/:bookingId', {
      onRequest: app.authenticate,
      config: perMinute(240),
      schema: {
        tags,
        summary: 'One of my bookings (404 HOTEL_BOOKING_NOT_FOUND for anyone else’s)',
        security: bearerAuth,
        params: hotelBookingParamsSchema,
        response: { 200: hotelBookingResponseSchema, ...BOOKING_ERRORS },
      },
      handler: (request) =>
        myBookings.detail(requireAuth(request).userId, request.params.bookingId),
    });
  });
}
