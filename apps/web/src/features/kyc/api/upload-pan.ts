import type { KycSubmitResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST kyc/useruplodePan (multipart: PanNumber, slipImage): waits for an admin ("2"). */
export const uploadPan = (form: FormData, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('kyc/useruplodePan', { body: form, auth: true, idempotencyKey });
