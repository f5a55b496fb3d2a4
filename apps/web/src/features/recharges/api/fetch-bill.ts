import { useMutation } from '@tanstack/react-query';
import type { FetchBillRequest, FetchBillResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST elBill/fetchBill: the amount due on an electricity, gas or postpaid bill. */
export const fetchBill = (body: FetchBillRequest) =>
  apiRequest<FetchBillResponse>('elBill/fetchBill', { auth: true, body });

export const useFetchBill = () => useMutation({ mutationFn: fetchBill });
