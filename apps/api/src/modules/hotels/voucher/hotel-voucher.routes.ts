import { hotelBookingParamsSchema } from '@kosh/contract/hotel-booking';
import { bearerAuth } from '../../../lib/route-schemas';
import { sendPrivateFile } from '../../../lib/private-file';
import { requireAuth } from '../../../plugins/auth';
import { perMinute, hotelRoutes } from '../hotel-route-parts';
import type { HotelVoucherService } from './hotel-voucher.service';

/** The voucher of a customer's own booking, as a PDF to show at the hotel. */
export function hotelVoucherRoutes(vouchers: HotelVoucherService) {
  return hotelRoutes((app, tags) => {
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
        const { pdf, filename } = await vouchers.voucher(
          requireAuth(request).userId,
          request.params.bookingId,
        );
        return sendPrivateFile(reply, { contentType: 'application/pdf', filename, data: pdf });
      },
    });
  });
}
