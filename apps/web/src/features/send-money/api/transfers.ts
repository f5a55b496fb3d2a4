import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreateMoneyRequest,
  MoneyRequestResponse,
  MoneyRequestsResponse,
  SendToWalletRequest,
  TransferLookupResponse,
  TransfersResponse,
  WalletTransferResponse,
} from '@kosh/contract/transfers';
import { apiRequest } from '@/lib/api-client';

/** Every query of this feature sits under this key, so one send refreshes them all. */
export const TRANSFERS_KEY = ['transfers'] as const;

/** POST v1/transfers/lookup {mobile}: the receiver's masked name, or why they cannot receive. */
export const lookupReceiver = (mobile: string, signal?: AbortSignal) =>
  apiRequest<TransferLookupResponse>('v1/transfers/lookup', {
    method: 'POST',
    auth: true,
    body: { mobile },
    signal,
  });

export const useReceiverLookup = (mobile: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...TRANSFERS_KEY, 'lookup', mobile],
      queryFn: ({ signal }) => lookupReceiver(mobile ?? '', signal),
      enabled: mobile !== null,
      select: (answer) => answer.data,
      staleTime: 30_000,
      retry: false,
    }),
  );

/** POST v1/transfers/invite {mobile}: an SMS asking a number not on Kosh to join. */
export const inviteNumber = (mobile: string) =>
  apiRequest<unknown>('v1/transfers/invite', { method: 'POST', auth: true, body: { mobile } });

/** POST v1/transfers/wallet: the transfer, made at once or not at all. */
export const sendToWallet = (body: SendToWalletRequest, idempotencyKey: string) =>
  apiRequest<WalletTransferResponse>('v1/transfers/wallet', {
    method: 'POST',
    auth: true,
    body,
    idempotencyKey,
  });

/** GET v1/transfers: the first page, for the numbers sent to lately. */
export const useRecentTransfers = () =>
  useQuery(
    queryOptions({
      queryKey: [...TRANSFERS_KEY, 'list', 1],
      queryFn: ({ signal }) =>
        apiRequest<TransfersResponse>('v1/transfers?page=1', { auth: true, signal }),
      select: (answer) => answer.data,
    }),
  );

export const MONEY_REQUESTS_KEY = [...TRANSFERS_KEY, 'requests'] as const;

export const useMoneyRequests = () =>
  useQuery(
    queryOptions({
      queryKey: MONEY_REQUESTS_KEY,
      queryFn: ({ signal }) =>
        apiRequest<MoneyRequestsResponse>('v1/money-requests', { auth: true, signal }),
      select: (answer) => answer.data,
    }),
  );

/** POST v1/money-requests: asks another customer for money. */
export const requestMoney = (body: CreateMoneyRequest, idempotencyKey: string) =>
  apiRequest<MoneyRequestResponse>('v1/money-requests', {
    method: 'POST',
    auth: true,
    body,
    idempotencyKey,
  });

/** POST v1/money-requests/{id}/pay: pays it from the wallet (a transfer). */
export const payMoneyRequest = (id: string, idempotencyKey: string) =>
  apiRequest<WalletTransferResponse>(`v1/money-requests/${id}/pay`, {
    method: 'POST',
    auth: true,
    body: {},
    idempotencyKey,
  });

export const declineMoneyRequest = (id: string) =>
  apiRequest<MoneyRequestResponse>(`v1/money-requests/${id}/decline`, {
    method: 'POST',
    auth: true,
    body: {},
  });
