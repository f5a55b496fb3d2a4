import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IfscResponse } from '@kosh/contract/kyc';
import { ApiError, apiRequest } from '@/lib/api-client';

export type IfscBranch = IfscResponse['data'];

/** GET v1/kyc/ifsc/:ifsc → the bank and branch it names, or null when no bank has it. */
export async function lookupIfsc(ifsc: string, signal?: AbortSignal): Promise<IfscBranch | null> {
  try {
    const response = await apiRequest<IfscResponse>(`v1/kyc/ifsc/${ifsc}`, { auth: true, signal });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The branch of a well-formed IFSC (`ifsc` null while it is not one: nothing is asked). */
export const useIfscLookup = (ifsc: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['kyc-reference', 'ifsc', ifsc],
      queryFn: ({ signal }) => lookupIfsc(ifsc ?? '', signal),
      enabled: ifsc !== null,
      staleTime: Infinity,
    }),
  );
