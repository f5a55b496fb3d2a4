import type { CreateOrderRequest, CreateOrderResponse } from '@kosh/contract/wallet';
import { apiRequest } from '@/lib/api-client';

/** POST payment/CreateOrder {amount (rupees), currency, receipt} → the gateway order (paise). */
export const createOrder = (body: CreateOrderRequest, idempotencyKey: string) =>
  apiRequest<CreateOrderResponse>('payment/CreateOrder', {
    body,
    auth: true,
    idempotencyKey,
  });
