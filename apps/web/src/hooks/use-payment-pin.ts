import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paiseToRupees } from '@kosh/contract/common/money';
import type {
  PaymentAuthorisationResponse,
  PinStatusResponse,
  SetPinRequest,
  SetPinResponse,
} from '@kosh/contract/payment-auth';
import { apiRequest } from '@/lib/api-client';
import { rememberAuthorisation } from '@/lib/payment-authorisation';

/**
 * The customer's payment PIN (GET/PUT v1/me/pin) and the authorisation a debit carries (POST
 * v1/payment-authorisations), for every confirm step that spends the wallet and for the profile.
 */
export const PAYMENT_PIN_KEY = ['payment-pin'] as const;

export const paymentPinQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENT_PIN_KEY,
    queryFn: ({ signal }) => apiRequest<PinStatusResponse>('v1/me/pin', { auth: true, signal }),
  });

export const usePaymentPin = () => useQuery(paymentPinQueryOptions());

export const putPin = (body: SetPinRequest) =>
  apiRequest<SetPinResponse>('v1/me/pin', { method: 'PUT', auth: true, body });

/** Sets (or changes) the PIN and keeps the status the answer carries. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SetPinRequest) => {
      const answer = await putPin(body);
      queryClient.setQueryData(PAYMENT_PIN_KEY, {
        result: true,
        success: true,
        tokenValid: true,
        data: answer.data,
      } satisfies PinStatusResponse);
      return answer;
    },
    [queryClient],
  );
}

/** What one debit is, as its authorisation names it. */
export interface DebitTerms {
  amountPaise: bigint;
  /** The operator or biller code, or a hotel itinerary's code. */
  payee: string;
  idempotencyKey: string;
}

/**
 * Obtains the debit's authorisation with the PIN and keeps it for the debit's call (sent with
 * it by the API client). A wrong PIN or a lock refreshes the status shown.
 */
export function useAuthorisePayment() {
  const queryClient = useQueryClient();
  return useCallback(
    async (pin: string, debit: DebitTerms) => {
      try {
        const answer = await apiRequest<PaymentAuthorisationResponse>('v1/payment-authorisations', {
          auth: true,
          body: {
            pin,
            amount: paiseToRupees(debit.amountPaise),
            payee: debit.payee,
            idempotencyKey: debit.idempotencyKey,
          },
        });
        rememberAuthorisation(debit.idempotencyKey, answer.data.authorisation);
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: PAYMENT_PIN_KEY });
        throw error;
      }
    },
    [queryClient],
  );
}
