import type { KycSubmitResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/**
 * POST kyc/useruplodeBank (multipart: BankName, BankACNo, IFSCCode, Branch, type, slipImage):
 * waits for an admin ("2").
 */
export const uploadBank = (form: FormData, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('kyc/useruplodeBank', { body: form, auth: true, idempotencyKey });
