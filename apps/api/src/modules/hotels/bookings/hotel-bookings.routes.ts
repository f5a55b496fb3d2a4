import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@kosh/contract/common/envelope';
import {
  idempotencyHeaderSchema,
  moneyErrorResponses,
  webhookAckSchema,
  webhookErrorResponses,
} from '@kosh/contract/common/http';
import {
  bookHotelRequestSchema,
  bookHotelResponseSchema,
  cancelHotelBookingRequestSchema,
  hotelBookingParamsSchema,
  hotelBookingResponseSchema,
  hotelBookingsQuerySchema,
  hotelBookingsResponseSchema,
  hotelCancellationQuoteResponseSchema,
  hotelItineraryParamsSchema,
} from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import { bearerAuth } from '../../../lib/route-schemas';
import { registerSignedWebhook } from '../../../lib/signed-webhook';
import { requireAuth } from '../../../plugins/auth';
import type { HotelBookingService } from '../payment/hotel-booking.service';
import type { HotelCancellationService } from '../cancellation/hotel-cancellation.service';
import type { createHotelSupplierCallbacks } from '../hotel-supplier-callbacks';
import type { MyHotelBookingsService } from './my-hotel-bookings.service';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const moneyErrors = { ...moneyErrorResponses, 410: errorResponseSchema, 502: errorResponseSchema };

/**
 * The money calls want an Idempotency-Key (hotels-design call 5): a retried or doubled submit
 * must find the first one's booking or cancellation, never make another.
 */
function requireIdempotencyKey(request: FastifyRequest) {
  if (!request.headers['idempotency-key']) {
    throw new AppError('VALIDATION_FAILED', 'IDEMPOTENCY_KEY_INVALID', {
      fields: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_FORMAT' }],
    });
  }
}

/** Booking, My Bookings, cancellation (hotels-design calls 5, 7, 8) and the supplier's callback. */
export function hotelBookingsRoutes(
  services: {
    booking: HotelBookingService;
    myBookings: MyHotelBookingsService;
    cancellation: HotelCancellationService;
    callbacks: ReturnType<typeof createHotelSupplierCallbacks>;
  },
  secrets: { callbackSecret: string },
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['Hotels'];
    const { booking, myBookings, cancellation, callbacks } = services;

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
        headers: idempotencyHeaderSchema,
        params: hotelItineraryParamsSchema,
        body: bookHotelRequestSchema,
        response: { 200: bookHotelResponseSchema, ...moneyErrors },
      },
      handler: (request, reply) => {
        requireIdempotencyKey(request);
        return app.idempotent(request, reply, request.body, (key) =>
          booking.book(requireAuth(request).userId, request.params.code, request.body, key),
        );
      },
    });

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
        response: { 200: hotelBookingsResponseSchema, ...moneyErrors },
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
        response: { 200: hotelBookingResponseSchema, ...moneyErrors },
      },
      handler: (request) =>
        myBookings.detail(requireAuth(request).userId, request.params.bookingId),
    });

    app.get('/hotel/bookings/:bookingId/voucher', {
      onRequest: app.authenticate,
      config: {
        ...perMinute(30),
        binaryReply: {
          mediaType: 'application/pdf',
          description: 'The booking voucher (A4 PDF) to show at the hotel',
        },
      },
      schema: {
        tags,
        summary: 'The voucher of a confirmed (or since cancelled) booking, as a PDF',
        description: '404 HOTEL_BOOKING_NOT_FOUND for a booking without one, or anyone else’s.',
        security: bearerAuth,
        params: hotelBookingParamsSchema,
      },
      handler: async (request, reply) => {
        const { pdf, filename } = await myBookings.voucher(
          requireAuth(request).userId,
          request.params.bookingId,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${filename}"`)
          .send(pdf);
      },
    });

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
        response: { 200: hotelCancellationQuoteResponseSchema, ...moneyErrors },
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
        response: { 200: hotelBookingResponseSchema, ...moneyErrors },
      },
      handler: (request, reply) => {
        requireIdempotencyKey(request);
        return app.idempotent(request, reply, request.body, () =>
          cancellation.cancel(requireAuth(request).userId, request.params.bookingId, request.body),
        );
      },
    });

    // The supplier's callback: the exact bytes it signed, checked before anything reads them.
    await registerSignedWebhook(fastify, {
      url: '/v1/webhooks/hotels',
      signatureHeader: 'x-hotels-signature',
      secret: secrets.callbackSecret,
      what: 'callback',
      bodyLimit: 64 * 1024,
      unsignedPerMinute: 600,
      schema: {
        tags,
        summary:
          'Hotel supplier callbacks (X-Hotels-Signature over the raw body; deduplicated by event_id)',
        response: { 200: webhookAckSchema, ...webhookErrorResponses },
      },
      handle: (raw) => callbacks.callback(raw),
    });
  };
}
