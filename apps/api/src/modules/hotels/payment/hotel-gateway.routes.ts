import { idempotencyHeaderSchema, moneyErrorResponses } from '@kosh/contract/common/http';
import {
  hotelBookingParamsSchema,
  hotelBookingResponseSchema,
  verifyHotelPaymentRequestSchema,
  type HotelBooking,
} from '@kosh/contract/hotel-booking';
import { checkoutResultOf } from '../../../lib/checkout-result';
import { bearerAuth } from '../../../lib/route-schemas';
import { requireAuth } from '../../../plugins/auth';
import type { HotelGatewayService } from './hotel-gateway.service';
import type { HotelBookingRow } from '../hotels.tables';
import { hotelRoutes } from '../hotel-route-parts';

/**
 * The checkout's answer for a hotel booking paid by card, UPI or net banking (docs/hotels.md §5,
 * "Gateway methods"): like the top-ups' VerifyPayment, the signature is checked against the
 * order Kosh stored, then the payment is captured once and the booking made at the supplier.
 */
export function hotelGatewayRoutes(deps: {
  gateway: HotelGatewayService;
  /** The booking as its owner sees it, with the message of its state (the booking core's). */
  answer: (row: HotelBookingRow) => { message: string; data: HotelBooking };
}) {
  return hotelRoutes((app) => {
    app.post('/hotel/bookings/:bookingId/verifyPayment', {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Hotels: booking'],
        summary:
          'Check the checkout’s signature against the booking’s order, capture the payment once and book the stay',
        description:
          'The owner’s booking only (404 HOTEL_BOOKING_NOT_FOUND otherwise). A signature that is ' +
          'not the gateway’s, or an order that is not the booking’s: 400 PAYMENT_VERIFY_FAILED, ' +
          'nothing moved. Whichever of this call, the gateway’s webhook and the reconcile job ' +
          'reports the payment first captures it; the others answer the booking as it is.',
        security: bearerAuth,
        headers: idempotencyHeaderSchema,
        params: hotelBookingParamsSchema,
        body: verifyHotelPaymentRequestSchema,
        response: { 200: hotelBookingResponseSchema, ...moneyErrorResponses },
      },
      handler: (request, reply) =>
        app.idempotent(
          request,
          reply,
          { ...request.body, bookingId: request.params.bookingId },
          async () => {
            const row = await deps.gateway.verify(
              requireAuth(request).userId,
              request.params.bookingId,
              checkoutResultOf(request.body),
            );
            return { result: true as const, success: true as const, ...deps.answer(row) };
          },
        ),
    });
  });
}
