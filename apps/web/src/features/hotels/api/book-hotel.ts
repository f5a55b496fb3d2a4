import type { BookHotelRequest, BookHotelResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';

/**
 * POST hotel/book/{code} (Kosh's call behind MAKE PAYMENT; login and an Idempotency-Key
 * required): the wallet pays at once; a gateway method answers the checkout to open. The server
 * charges its own fare — `expectedTotal` is only what the customer was shown.
 */
export const bookHotel = (code: string, body: BookHotelRequest, idempotencyKey: string) =>
  apiRequest<BookHotelResponse>(`hotel/book/${encodeURIComponent(code)}`, {
    body,
    auth: true,
    idempotencyKey,
  });
