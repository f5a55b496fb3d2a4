import type { PayBillerRequest, PayBillerResponse } from '@kosh/contract/bills';
import { apiRequest } from '@/lib/api-client';

/**
 * POST v1/bills/pay {billerId, params, amount, fetchId?}: pays a catalogue biller from the
 * wallet, under the submit's Idempotency-Key; 202 while the biller has not confirmed.
 */
export const payBiller = (body: PayBillerRequest, idempotencyKey: string) =>
  apiRequest<PayBillerResponse>('v1/bills/pay', { auth: true, body, idempotencyKey });
