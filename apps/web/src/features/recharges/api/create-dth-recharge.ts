import type { DthRechargeRequest, RechargeResultResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST recharge/dth {operator, number, amount}: 200 done, 202 pending. */
export const createDthRecharge = (body: DthRechargeRequest, idempotencyKey: string) =>
  apiRequest<RechargeResultResponse>('recharge/dth', { auth: true, body, idempotencyKey });
