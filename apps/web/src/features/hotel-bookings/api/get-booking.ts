import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelBookingResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';
import { pollDelayOf } from '../utils/booking-status';
import { HOTEL_BOOKINGS_KEY } from './get-bookings';

/** GET hotel/bookings/{bookingId} — one of the customer's bookings (another's answers 404). */
export const getBooking = (bookingId: string, signal?: AbortSignal) =>
  apiRequest<HotelBookingResponse>(`hotel/bookings/${encodeURIComponent(bookingId)}`, {
    auth: true,
    signal,
  });

export const bookingQueryKey = (bookingId: string) =>
  [...HOTEL_BOOKINGS_KEY, 'one', bookingId] as const;

export const bookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingQueryKey(bookingId),
    queryFn: ({ signal }) => getBooking(bookingId, signal),
    // A booking the hotel has not settled is asked about again until it is.
    refetchInterval: (query) => {
      const status = query.state.data?.data.status;
      return status ? pollDelayOf(status) : false;
    },
  });

export const useBooking = (bookingId: string) => useQuery(bookingQueryOptions(bookingId));
