import type {
  PinResetOtpRequest,
  PinResetRequest,
  SetPinResponse,
} from '@kosh/contract/payment-auth';
import { apiRequest } from '@/lib/api-client';

/** POST v1/me/pin/reset/otp {password}: an OTP texted to the customer's mobile. */
export const sendPinResetOtp = (body: PinResetOtpRequest) =>
  apiRequest<{ message: string; code: string }>('v1/me/pin/reset/otp', { auth: true, body });

/** POST v1/me/pin/reset {password, otp, pin}: the new PIN (a lock is cleared). */
export const resetPin = (body: PinResetRequest) =>
  apiRequest<SetPinResponse>('v1/me/pin/reset', { auth: true, body });
