import { queryOptions } from '@tanstack/react-query';
import type { WalletRequestListResponse, WalletRequestRow } from '@kosh/contract/wallet';
import { ApiError, apiRequest } from '@/lib/api-client';

export type WalletRequestStatus = '0' | '1' | '2' | 'All';

/** POST user/getWaletReq: status, and the range as dd-MM-yyyy (docs/product-1.md §7). */
export interface WalletRequestsQuery {
  status: WalletRequestStatus;
  fromdate: string;
  todate: string;
}

export interface WalletRequestsResult {
  /** false when the range holds nothing ("No data available"). */
  found: boolean;
  message: string;
  data: WalletRequestRow[];
}

export const WALLET_REQUESTS_QUERY_KEY = ['wallet-requests'] as const;

export async function getWalletRequests(query: WalletRequestsQuery): Promise<WalletRequestsResult> {
  try {
    const response = await apiRequest<WalletRequestListResponse>('user/getWaletReq', {
      body: query,
      auth: true,
    });
    return {
      found: true,
      // The screen says it by code: the answer's outcome is the code, its text the spec's.
      message: 'DATA_FETCHED',
      data: response.data,
    };
  } catch (error) {
    // An empty range answers 200 with result false: that is an answer, not a failure.
    if (error instanceof ApiError && error.status === 200) {
      return { found: false, message: 'NO_DATA', data: [] };
    }
    throw error;
  }
}

export const walletRequestsQueryOptions = (query: WalletRequestsQuery) =>
  queryOptions({
    queryKey: [...WALLET_REQUESTS_QUERY_KEY, query],
    queryFn: () => getWalletRequests(query),
  });
