import type { HotelBookingResponse } from '@kosh/contract/hotel-booking';
import type { VerifyPaymentRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

/**
 * POST hotel/bookings/{bookingId}/verifyPayment: the checkout's signed answer, which captures the
 * payment and books the stay (the gateway's webhook or the reconcile job would, if this is lost).
 */
export const verifyHotelPayment = (
  bookingId: string,
  body: VerifyPaymentRequest,
  idempotencyKey: string,
) =>
  apiRequest<HotelBookingResponse>(
    `hotel/bookings/${encodeURIComponent(bookingId)}/verifyPayment`,
    { body, auth: true, idempotencyKey },
  );
