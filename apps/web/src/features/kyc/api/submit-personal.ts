import type { KycSubmitResponse, PersonalDetailsRequest } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST kyc/userinsertUser: the personal details (the account's mobile and id are the server's). */
export const submitPersonal = (body: PersonalDetailsRequest, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('kyc/userinsertUser', { body, auth: true, idempotencyKey });
