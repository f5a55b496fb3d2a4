import type { PaymentUpdateRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';
import type { PaymentResultResponse } from './verify-payment';

/** POST payment/update: records the successful payment on the wallet (credits once). */
export const updatePayment = (body: PaymentUpdateRequest, idempotencyKey: string) =>
  apiRequest<PaymentResultResponse>('payment/update', { body, auth: true, idempotencyKey });
