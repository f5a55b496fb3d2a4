import { useQuery } from '@tanstack/react-query';
import type { BillerResponse } from '@kosh/contract/bills';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET v1/bills/billers/{id}: one biller's parameters, flow and amount rules (public). */
export const getBiller = (id: string, signal?: AbortSignal) =>
  apiRequest<BillerResponse>(`v1/bills/billers/${encodeURIComponent(id)}`, { signal });

/** A biller not in the catalogue (404) is an answer, not a failure to ask again. */
export const useBiller = (id: string) =>
  useQuery({
    queryKey: ['bills', 'biller', id],
    queryFn: ({ signal }) => getBiller(id, signal).then((response) => response.data),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 5 * 60_000,
  });
