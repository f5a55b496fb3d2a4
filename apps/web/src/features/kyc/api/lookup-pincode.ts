import { queryOptions } from '@tanstack/react-query';
import type { PincodeResponse } from '@kosh/contract/kyc';
import { ApiError, apiRequest } from '@/lib/api-client';

export type PincodePlace = PincodeResponse['data'];

/** GET v1/kyc/pincode/:pincode → the state and district it belongs to, or null when unknown. */
export async function lookupPincode(
  pincode: string,
  signal?: AbortSignal,
): Promise<PincodePlace | null> {
  try {
    const response = await apiRequest<PincodeResponse>(`v1/kyc/pincode/${pincode}`, {
      auth: true,
      signal,
    });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['kyc-reference', 'pincode', pincode],
    queryFn: ({ signal }) => lookupPincode(pincode, signal),
    staleTime: Infinity,
  });
