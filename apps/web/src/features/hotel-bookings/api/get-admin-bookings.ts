import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHotelBookingsResponse, HotelBookingStatus } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';

/** The back office's view of the list: a status (or all), what is searched for, the page. */
export interface AdminBookingsFilters {
  status: HotelBookingStatus | 'all';
  q: string;
  page: number;
}

export const ADMIN_HOTEL_BOOKINGS_KEY = ['admin', 'hotel-bookings'] as const;

/**
 * GET admin/hotel-bookings?status=&q=&page= — every customer's bookings, newest first, 20 a page,
 * with the customer, the gateway's ids, the refunds and the booking's ledger transfers.
 */
export const getAdminBookings = (filters: AdminBookingsFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  return apiRequest<AdminHotelBookingsResponse>(`admin/hotel-bookings?${query}`, {
    auth: true,
    signal,
  });
};

export const adminBookingsQueryOptions = (filters: AdminBookingsFilters) =>
  queryOptions({
    queryKey: [...ADMIN_HOTEL_BOOKINGS_KEY, filters],
    queryFn: ({ signal }) => getAdminBookings(filters, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (filters: AdminBookingsFilters) =>
  useQuery(adminBookingsQueryOptions(filters));
