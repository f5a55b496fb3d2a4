import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelHotelBookingRequest, HotelBookingResponse } from '@kosh/contract/hotel-booking';
import { WALLET_BALANCE_KEY } from '@/hooks/use-wallet-balance';
import { apiRequest } from '@/lib/api-client';
import { withRetries } from '@/lib/idempotency';
import { bookingQueryKey } from './get-booking';
import { HOTEL_BOOKINGS_KEY } from './get-bookings';

/**
 * POST hotel/bookings/{bookingId}/cancel {expectedRefund} under an Idempotency-Key: the server
 * quotes again and refuses (409 HOTEL_REFUND_CHANGED) when the refund is not the one shown, so
 * the customer never agrees to one figure and gets another.
 */
export const cancelBooking = (
  bookingId: string,
  body: CancelHotelBookingRequest,
  idempotencyKey: string,
) =>
  apiRequest<HotelBookingResponse>(`hotel/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });

export interface CancelVariables {
  expectedRefund: number;
  /** One key per confirmed quote, reused while the connection drops (lib/idempotency). */
  idempotencyKey: string;
}

export const useCancelBooking = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expectedRefund, idempotencyKey }: CancelVariables) =>
      withRetries((key) => cancelBooking(bookingId, { expectedRefund }, key), idempotencyKey),
    onSuccess: (response) => {
      // The page shows the cancelled booking at once, before the lists refresh.
      queryClient.setQueryData(bookingQueryKey(bookingId), response);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: HOTEL_BOOKINGS_KEY });
      // A wallet booking's refund lands in the wallet.
      void queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
    },
  });
};
