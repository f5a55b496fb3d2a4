import { z } from 'zod';
import { languageSchema } from './common/language';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
} from './common/patterns';

export const mobileSchema = text({ error: issue('MOBILE_REQUIRED') })
  .trim()
  .min(1, { error: issue('MOBILE_REQUIRED'), abort: true })
  .regex(MOBILE_PATTERN, issue('MOBILE_INVALID'));

export const newPasswordSchema = text({ error: issue('PASSWORD_REQUIRED') })
  .min(1, { error: issue('PASSWORD_REQUIRED'), abort: true })
  .max(PASSWORD_MAX_LENGTH, issue('PASSWORD_TOO_LONG'))
  .regex(PASSWORD_PATTERN, issue('PASSWORD_RULE'));

// POST user/sendOtp {name, mobile, emailId, password}
export const sendOtpRequestSchema = z.object({
  name: text({ error: issue('NAME_REQUIRED') })
    .trim()
    .min(1, { error: issue('NAME_REQUIRED'), abort: true })
    .regex(NAME_PATTERN, issue('NAME_INVALID')),
  mobile: mobileSchema,
  emailId: text({ error: issue('EMAIL_REQUIRED') })
    .trim()
    .min(1, { error: issue('EMAIL_REQUIRED'), abort: true })
    .max(EMAIL_MAX_LENGTH, issue('EMAIL_TOO_LONG'))
    .pipe(z.email(issue('EMAIL_INVALID'))),
  password: newPasswordSchema,
  /** Kosh's addition: the language the app is in, which the customer's texts are then sent in. */
  language: languageSchema.optional(),
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = successEnvelope(['success', 'result', 'message', 'code'], {
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

// POST user/verifyOtp {otp, mobile}
export const verifyOtpRequestSchema = z.object({
  otp: text({ error: issue('OTP_FORMAT') })
    .trim()
    .regex(OTP_PATTERN, issue('OTP_FORMAT')),
  mobile: mobileSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const verifyOtpResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({ UId: z.string(), userId: z.string(), name: z.string(), token: z.string() }),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

// POST user/login {mobileno, password}
export const loginRequestSchema = z.object({
  mobileno: text({ error: issue('LOGIN_FIELDS_INVALID') })
    .trim()
    .regex(MOBILE_PATTERN, issue('LOGIN_FIELDS_INVALID')),
  password: text({ error: issue('LOGIN_FIELDS_INVALID') })
    .min(1, { error: issue('LOGIN_FIELDS_INVALID'), abort: true })
    .max(PASSWORD_MAX_LENGTH, issue('LOGIN_FIELDS_INVALID')),
  /**
   * Kosh's addition: the OTP texted when the number is throttled (the answer's code
   * LOGIN_OTP_REQUIRED), sent with the password so the real customer still gets in.
   */
  otp: text({ error: issue('OTP_FORMAT') })
    .trim()
    .regex(OTP_PATTERN, issue('OTP_FORMAT'))
    .optional(),
  /** Kosh's addition: the language the app is in, which the customer's texts are then sent in. */
  language: languageSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.object({
    UId: z.string(),
    userId: z.string(),
    name: z.string(),
    token: z.string(),
    role: z.enum(['customer', 'admin']),
    /**
     * Logged in with the temporary password from "forgot password": the customer must choose a
     * new password (user/updateProfile) before any other call answers (PASSWORD_CHANGE_REQUIRED).
     */
    passwordChangeRequired: z.boolean(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST user/forgetPass {mobile}
export const forgetPassRequestSchema = z.object({ mobile: mobileSchema });
export type ForgetPassRequest = z.infer<typeof forgetPassRequestSchema>;

export const forgetPassResponseSchema = successEnvelope(['success', 'result', 'message', 'code']);

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
