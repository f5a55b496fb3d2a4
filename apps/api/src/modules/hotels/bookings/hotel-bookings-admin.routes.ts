import { guardedErrorResponses } from '@kosh/contract/common/http';
import {
  adminHotelBookingsQuerySchema,
  adminHotelBookingsResponseSchema,
} from '@kosh/contract/hotel-booking';
import { bearerAuth } from '../../../lib/route-schemas';
import type { HotelBookingsAdmin } from './hotel-bookings-admin.service';
import { hotelRoutes } from '../hotel-route-parts';

/** The back office's list of hotel bookings (docs/hotels.md §9). */
export function hotelBookingsAdminRoutes(admin: HotelBookingsAdmin) {
  return hotelRoutes((app) => {
    app.get('/admin/hotel-bookings', {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Back office: hotel bookings'],
        summary:
          'Hotel bookings, newest first, 20 a page, with the customer, the gateway’s ids, the ledger transfers and refunds',
        description:
          '?status= one booking status; ?q= part of a reference, supplier booking id, hotel ' +
          'confirmation number, gateway order or payment id, the customer’s mobile or name, or ' +
          'the lead guest’s name; ?page= from 1.',
        security: bearerAuth,
        querystring: adminHotelBookingsQuerySchema,
        response: { 200: adminHotelBookingsResponseSchema, ...guardedErrorResponses },
      },
      handler: async (request) => ({
        result: true as const,
        success: true as const,
        ...(await admin.list(request.query)),
      }),
    });
  });
}
