import type { AadhaarOtpStartedResponse, OnlineAadhaarRequest } from '@kosh/contract/kyc';
import { apiRequest } from '@/lib/api-client';

/** POST onlineKyc/aadhaar {AadhaarNumber}: the provider texts an OTP to the Aadhaar's mobile. */
export const startAadhaarOtp = (body: OnlineAadhaarRequest, idempotencyKey: string) =>
  apiRequest<AadhaarOtpStartedResponse>('onlineKyc/aadhaar', { body, auth: true, idempotencyKey });
