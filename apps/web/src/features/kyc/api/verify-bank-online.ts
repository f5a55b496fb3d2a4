import type { KycSubmitResponse, OnlineBankRequest } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST onlineKyc/bank: a penny drop to the account (from Kosh's account, not the wallet). */
export const verifyBankOnline = (body: OnlineBankRequest, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('onlineKyc/bank', { body, auth: true, idempotencyKey });
