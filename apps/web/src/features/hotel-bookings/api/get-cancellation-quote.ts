import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hotelCancellationQuoteResponseSchema } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';
import { HOTEL_BOOKINGS_KEY } from './get-bookings';

type QuoteResponse = z.infer<typeof hotelCancellationQuoteResponseSchema>;

/**
 * GET hotel/bookings/{bookingId}/cancellation — what cancelling now would refund and what the
 * hotel keeps. Asked when the dialog opens, never kept: a later window may cost more.
 */
export const getCancellationQuote = (bookingId: string, signal?: AbortSignal) =>
  apiRequest<QuoteResponse>(`hotel/bookings/${encodeURIComponent(bookingId)}/cancellation`, {
    auth: true,
    signal,
  }).then((r) => r.data);

export const cancellationQuoteQueryKey = (bookingId: string) =>
  [...HOTEL_BOOKINGS_KEY, 'quote', bookingId] as const;

export const cancellationQuoteQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: cancellationQuoteQueryKey(bookingId),
    queryFn: ({ signal }) => getCancellationQuote(bookingId, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** The quote while the dialog is open (`enabled`). */
export const useCancellationQuote = (bookingId: string, enabled: boolean) =>
  useQuery({ ...cancellationQuoteQueryOptions(bookingId), enabled });
