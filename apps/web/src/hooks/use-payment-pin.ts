import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paiseToRupees } from '@kosh/contract/common/money';
import type {
  PaymentAuthorisationResponse,
  PinStatusResponse,
  SetPinRequest,
  SetPinResponse,
} from '@kosh/contract/payment-auth';
import type { PasskeyOptionsResponse } from '@kosh/contract/passkeys';
import { apiRequest } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkey-browser';
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

/** The debit as the API's calls name it. */
const termsOf = (debit: DebitTerms) => ({
  amount: paiseToRupees(debit.amountPaise),
  payee: debit.payee,
  idempotencyKey: debit.idempotencyKey,
});

/**
 * Obtains the debit's authorisation — with the PIN, or with a passkey (the server's challenge for
 * this debit, signed by the browser) — and keeps it for the debit's call (sent with it by the API
 * client). A refusal refreshes the status shown (a wrong PIN's count, a lock).
 */
export function useAuthorisePayment() {
  const queryClient = useQueryClient();
  return useCallback(
    async (way: { pin: string } | { passkey: true }, debit: DebitTerms) => {
      try {
        let proof: { pin: string } | { passkey: unknown };
        if ('pin' in way) {
          proof = { pin: way.pin };
        } else {
          const challenge = await apiRequest<PasskeyOptionsResponse>(
            'v1/me/passkeys/assertion-options',
            { auth: true, body: termsOf(debit) },
          );
          proof = { passkey: await signWithPasskey(challenge.data.options) };
        }
        const answer = await apiRequest<PaymentAuthorisationResponse>('v1/payment-authorisations', {
          auth: true,
          body: { ...proof, ...termsOf(debit) },
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
