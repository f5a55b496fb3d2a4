import { queryOptions } from '@tanstack/react-query';
import type { BillPaymentResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';

/** GET v1/bills/payments/{id}: a bill payment's BBPS reference and approval number (owner only). */
export const billPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bills', 'payment', id],
    queryFn: ({ signal }) =>
      apiRequest<BillPaymentResponse>(`v1/bills/payments/${encodeURIComponent(id)}`, {
        auth: true,
        signal,
      }).then((response) => response.data),
  });
