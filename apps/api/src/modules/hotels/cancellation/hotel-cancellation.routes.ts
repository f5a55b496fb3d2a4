import { idempotencyHeaderSchema } from '@kosh/contract/common/http';
import {
  cancelHotelBookingRequestSchema,
  hotelBookingParamsSchema,
  hotelBookingResponseSchema,
  hotelCancellationQuoteResponseSchema,
} from '@kosh/contract/hotel-booking';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import {
  BOOKING_ERRORS,
  perMinute,
  requireIdempotencyKey,
  hotelRoutes,
} from '../hotel-route-parts';
import type { HotelCancellationService } from './hotel-cancellation.service';

/** The customer's cancellation (docs/hotels.md call 8): what it would refund, then the cancel. */
export function hotelCancellationRoutes(cancellation: HotelCancellationService) {
  return hotelRoutes((app, tags) => {
    app.get('/hotel/bookings/:bookingId/cancellation', {
      onRequest: app.authenticate,
      config: perMinute(60),
      schema: {
        tags,
        summary: 'What cancelling now would refund (the rule whose window holds this moment)',
        description:
          'A confirmed or pending booking before check-in day (India); 422 ' +
          'HOTEL_NOT_CANCELLABLE otherwise. The penalty never exceeds what was paid.',
        security: bearerAuth,
        params: hotelBookingParamsSchema,
        response: { 200: hotelCancellationQuoteResponseSchema, ...BOOKING_ERRORS },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        data: await cancellation.quote(requireAuth(request).userId, request.params.bookingId),
      }),
    });

    app.post('/hotel/bookings/:bookingId/cancel', {
      onRequest: app.authenticate,
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Cancel a booking and refund what its rules give back',
        description:
          'Login and an Idempotency-Key required. `expectedRefund` must be the refund now (409 ' +
          'HOTEL_REFUND_CHANGED {refund} otherwise); 422 HOTEL_NOT_CANCELLABLE once check-in day ' +
          'has begun. The supplier’s penalty is authoritative. The wallet is refunded at once; a ' +
          'card or UPI refund is made at the gateway (refund.status due, then refunded). A ' +
          'booking cancelled already answers as it is.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        params: hotelBookingParamsSchema,
        body: cancelHotelBookingRequestSchema,
        response: { 200: hotelBookingResponseSchema, ...BOOKING_ERRORS },
      },
      handler: (request, reply) => {
        requireIdempotencyKey(request);
        return app.idempotent(request, reply, request.body, () =>
          cancellation.cancel(requireAuth(request).userId, request.params.bookingId, request.body),
        );
      },
    });
  });
}
