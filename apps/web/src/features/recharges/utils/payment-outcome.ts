import type { FieldError } from '@kosh/contract/common/errors';
import type { RechargeResultResponse } from '@kosh/contract/recharge';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { Said } from '@/lib/i18n/i18n';

/** A payment's answer: its data, and what the server said of it (the code chooses the words). */
export type PaymentResult = RechargeResultResponse['data'] &
  Pick<RechargeResultResponse, 'message' | 'code' | 'params'>;

/** The answer's envelope and data as one result. */
export function paymentResultOf(response: RechargeResultResponse): PaymentResult {
  return {
    ...response.data,
    message: response.message,
    code: response.code,
    params: response.params,
  };
}

export type PaymentOutcome =
  | { kind: 'success'; result: PaymentResult }
  | { kind: 'pending'; result: PaymentResult }
  /** The operator failed it; the server refunded the hold and says so (and names the order). */
  | { kind: 'failed'; message: Said; orderId: string | null }
  | { kind: 'insufficient'; message: Said }
  | { kind: 'invalid'; message: Said; fields: FieldError[] }
  | { kind: 'error'; message: Said }
  /** A 401: the app has already signed the customer out. */
  | { kind: 'signed-out' };

export type FailedOutcome = Exclude<PaymentOutcome, { kind: 'success' | 'pending' }>;

/**
 * 422s about the bill, not the wallet: a catalogue biller's fetch too old or never made. Adding
 * money would not help; fetching the bill again does.
 */
const BILL_REFUSALS = new Set(['BILL_FETCH_EXPIRED', 'BILL_FETCH_FIRST']);

/** How a failed call reads as an outcome (pure, so the mapping is tested without a browser). */
export function outcomeOfError(error: unknown): FailedOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: NETWORK_ERROR_MESSAGE };
  if (error.status === 401) return { kind: 'signed-out' };
  // 200 with result false: the payment was made and failed; the money is back in the wallet.
  // What the server said, by its code (and params): shown in the reader's language.
  const message: Said = { code: error.code, message: error.message, params: error.params };
  if (error.status === 200) return { kind: 'failed', message, orderId: orderIdOf(error.data) };
  if (error.status === 422 && !BILL_REFUSALS.has(error.code ?? '')) {
    return { kind: 'insufficient', message };
  }
  if (error.status === 400) return { kind: 'invalid', message, fields: error.fields };
  return { kind: 'error', message };
}

/** The order id a failed payment's answer names (its receipt), or null. */
function orderIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('orderId' in data)) return null;
  return typeof data.orderId === 'string' && data.orderId !== '' ? data.orderId : null;
}
