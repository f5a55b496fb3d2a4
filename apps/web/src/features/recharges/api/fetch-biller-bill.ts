import type { BillAccountRequest, FetchBillResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';

/** POST v1/bills/fetch {billerId, params}: the customer's bill, and the fetchId paying it quotes. */
export const fetchBillerBill = (body: BillAccountRequest) =>
  apiRequest<FetchBillResponse>('v1/bills/fetch', { auth: true, body }).then(
    (response) => response.data,
  );
