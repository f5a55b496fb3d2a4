import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptResponse } from '@kosh/contract/receipts';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET /api/v1/receipts/{id}: a completed movement's receipt (409 while still in flight). */
export const getReceipt = (id: string) =>
  apiRequest<ReceiptResponse>(`v1/receipts/${encodeURIComponent(id)}`, { auth: true });

export const receiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['receipt', id],
    queryFn: () => getReceipt(id),
    // Not found is final; not ready asks again a few times while the payment settles.
    retry: (count, error) =>
      error instanceof ApiError && error.code === 'RECEIPT_NOT_READY' ? count < 5 : false,
    retryDelay: 3000,
    staleTime: 60_000,
  });

export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id));
