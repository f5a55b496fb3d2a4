import type { MobileRechargeRequest, RechargeResultResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST recharge/mobile {opcode, number, amount, circle?, planId?}: 200 done, 202 pending. */
export const createMobileRecharge = (body: MobileRechargeRequest, idempotencyKey: string) =>
  apiRequest<RechargeResultResponse>('recharge/mobile', { auth: true, body, idempotencyKey });
