import type { z } from 'zod';
import type { paymentResultResponseSchema, VerifyPaymentRequest } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

export type PaymentResultResponse = z.infer<typeof paymentResultResponseSchema>;

/** POST payment/VerifyPayment: the checkout's signature, checked against the stored order. */
export const verifyPayment = (body: VerifyPaymentRequest, idempotencyKey: string) =>
  apiRequest<PaymentResultResponse>('payment/VerifyPayment', {
    body,
    auth: true,
    idempotencyKey,
  });
