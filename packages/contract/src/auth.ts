import { z } from 'zod';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { messages } from './messages';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
} from './common/patterns';

export const mobileSchema = text({ error: messages.mobileRequired })
  .trim()
  .min(1, { error: messages.mobileRequired, abort: true })
  .regex(MOBILE_PATTERN, messages.mobileInvalid);

export const newPasswordSchema = text({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong)
  .regex(PASSWORD_PATTERN, messages.passwordRule);

// POST user/sendOtp {name, mobile, emailId, password}
export const sendOtpRequestSchema = z.object({
  name: text({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired, abort: true })
    .regex(NAME_PATTERN, messages.nameInvalid),
  mobile: mobileSchema,
  emailId: text({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
    .pipe(z.email(messages.emailInvalid)),
  password: newPasswordSchema,
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = successEnvelope(['success', 'result', 'message'], {
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

// POST user/verifyOtp {otp, mobile}
export const verifyOtpRequestSchema = z.object({
  otp: text({ error: messages.otpInvalidFormat })
    .trim()
    .regex(OTP_PATTERN, messages.otpInvalidFormat),
  mobile: mobileSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const verifyOtpResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({ UId: z.string(), userId: z.string(), name: z.string(), token: z.string() }),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

// POST user/login {mobileno, password}
export const loginRequestSchema = z.object({
  mobileno: text({ error: messages.loginFieldsInvalid })
    .trim()
    .regex(MOBILE_PATTERN, messages.loginFieldsInvalid),
  password: text({ error: messages.loginFieldsInvalid })
    .min(1, { error: messages.loginFieldsInvalid, abort: true })
    .max(PASSWORD_MAX_LENGTH, messages.loginFieldsInvalid),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({
    UId: z.string(),
    userId: z.string(),
    name: z.string(),
    token: z.string(),
    role: z.enum(['customer', 'admin']),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST user/forgetPass {mobile}
export const forgetPassRequestSchema = z.object({ mobile: mobileSchema });
export type ForgetPassRequest = z.infer<typeof forgetPassRequestSchema>;

export const forgetPassResponseSchema = successEnvelope(['success', 'result', 'message']);

// GET user/get
export const userGetResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.object({
    userId: z.string(),
    name: z.string(),
    user_img: z.string().nullable(),
    mobile: z.string(),
    emailId: z.string(),
    role: z.enum(['customer', 'admin']),
  }),
});
export type UserGetResponse = z.infer<typeof userGetResponseSchema>;

// POST v1/auth/logout
export const logoutResponseSchema = successEnvelope(['result', 'success', 'message']);
