import type { FastagRechargeRequest, RechargeResultResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST recharge/fastag {opcode, number, amount, option1: '', option2: ''}: 200 done, 202 pending. */
export const createFastagRecharge = (body: FastagRechargeRequest, idempotencyKey: string) =>
  apiRequest<RechargeResultResponse>('recharge/fastag', { auth: true, body, idempotencyKey });
