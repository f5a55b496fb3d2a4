import type { KycSubmitResponse, OnlinePanRequest } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST onlineKyc/pan {PanNumber}: checked with the provider at once ("1", or "2" on a name mismatch). */
export const verifyPanOnline = (body: OnlinePanRequest, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('onlineKyc/pan', { body, auth: true, idempotencyKey });
