import type { AadhaarOtpVerifyRequest, KycSubmitResponse } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST v1/kyc/aadhaar/verify {referenceId, otp}: completes the Aadhaar e-KYC. */
export const verifyAadhaarOtp = (body: AadhaarOtpVerifyRequest, idempotencyKey: string) =>
  apiRequest<KycSubmitResponse>('v1/kyc/aadhaar/verify', { body, auth: true, idempotencyKey });
