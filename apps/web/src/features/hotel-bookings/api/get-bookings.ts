import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelBookingScope, HotelBookingsResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';
import { isSettling } from '../utils/booking-status';

/** Every hotel-booking query starts with this: a cancellation or a settled booking refreshes them all. */
export const HOTEL_BOOKINGS_KEY = ['hotel-bookings'] as const;

/** GET hotel/bookings?scope=upcoming|past — the customer's own bookings, newest first. */
export const getBookings = (scope: HotelBookingScope, signal?: AbortSignal) =>
  apiRequest<HotelBookingsResponse>(`hotel/bookings?scope=${scope}`, { auth: true, signal });

/** How often a list holding a booking still being made asks again (the hotel answers in seconds). */
const SETTLING_POLL_MS = 5_000;

export const bookingsQueryOptions = (scope: HotelBookingScope) =>
  queryOptions({
    queryKey: [...HOTEL_BOOKINGS_KEY, 'list', scope],
    queryFn: ({ signal }) => getBookings(scope, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((b) => isSettling(b.status)) ? SETTLING_POLL_MS : false,
  });

export const useBookings = (scope: HotelBookingScope) => useQuery(bookingsQueryOptions(scope));
