import type { FieldError } from '@kosh/contract/common/errors';
import type { RechargeResultResponse } from '@kosh/contract/recharge';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

export type PaymentResult = RechargeResultResponse['data'] & { message: string };

export type PaymentOutcome =
  | { kind: 'success'; result: PaymentResult }
  | { kind: 'pending'; result: PaymentResult }
  /** The operator failed it; the server refunded the hold and says so. */
  | { kind: 'failed'; message: string }
  | { kind: 'insufficient'; message: string }
  | { kind: 'invalid'; message: string; fields: FieldError[] }
  | { kind: 'error'; message: string }
  /** A 401: the app has already signed the customer out. */
  | { kind: 'signed-out' };

export type FailedOutcome = Exclude<PaymentOutcome, { kind: 'success' | 'pending' }>;

/** How a failed call reads as an outcome (pure, so the mapping is tested without a browser). */
export function outcomeOfError(error: unknown): FailedOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: NETWORK_ERROR_MESSAGE };
  if (error.status === 401) return { kind: 'signed-out' };
  // 200 with result false: the payment was made and failed; the money is back in the wallet.
  if (error.status === 200) return { kind: 'failed', message: error.message };
  if (error.status === 422) return { kind: 'insufficient', message: error.message };
  if (error.status === 400)
    return { kind: 'invalid', message: error.message, fields: error.fields };
  return { kind: 'error', message: error.message };
}
