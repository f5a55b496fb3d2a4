import type { PayBillRequest, RechargeResultResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST elBill/payBill {opcode, number, amount}: pays the bill just fetched; 202 while pending. */
export const payBill = (body: PayBillRequest, idempotencyKey: string) =>
  apiRequest<RechargeResultResponse>('elBill/payBill', { auth: true, body, idempotencyKey });
