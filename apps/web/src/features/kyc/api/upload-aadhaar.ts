import type { KycSubmitResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST kyc/useruploadAadhaar (multipart: AadhaarNumber, aadharfront, aadharback): waits for an admin. */
export const uploadAadhaar = (form: FormData, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('kyc/useruploadAadhaar', {
    body: form,
    auth: true,
    idempotencyKey,
  });
