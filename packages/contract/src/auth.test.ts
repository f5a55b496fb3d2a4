import { describe, expect, it } from 'vitest';
import {
  forgetPassRequestSchema,
  loginRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from './auth';
import { catalogue } from './messages/catalogue';

const valid = {
  name: 'Asha Rao',
  mobile: '9876543210',
  emailId: 'asha@example.com',
  password: 'Secret@123',
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first message for each field, which is the one a form shows.
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('sendOtpRequestSchema', () => {
  it('accepts a valid sign-up and trims the text fields', () => {
    const parsed = sendOtpRequestSchema.parse({
      ...valid,
      name: '  Asha Rao ',
      emailId: ' asha@example.com ',
    });
    expect(parsed).toEqual(valid);
  });

  it.each([
    [{ name: '' }, 'name', 'NAME_REQUIRED'],
    [{ name: 'As' }, 'name', 'NAME_INVALID'],
    [{ name: 'A'.repeat(26) }, 'name', 'NAME_INVALID'],
    [{ name: 'Asha 2' }, 'name', 'NAME_INVALID'],
    [{ mobile: '' }, 'mobile', 'MOBILE_REQUIRED'],
    [{ mobile: '5876543210' }, 'mobile', 'MOBILE_INVALID'],
    [{ mobile: '987654321' }, 'mobile', 'MOBILE_INVALID'],
    [{ emailId: '' }, 'emailId', 'EMAIL_REQUIRED'],
    [{ emailId: 'asha.example.com' }, 'emailId', 'EMAIL_INVALID'],
    [{ emailId: `${'a'.repeat(20)}@example.com` }, 'emailId', 'EMAIL_TOO_LONG'],
    [{ password: '' }, 'password', 'PASSWORD_REQUIRED'],
    [{ password: 'short1A!'.slice(0, 7) }, 'password', 'PASSWORD_RULE'],
    [{ password: 'nouppercase1!' }, 'password', 'PASSWORD_RULE'],
    [{ password: 'NoSpecial123' }, 'password', 'PASSWORD_RULE'],
  ])('%j → %s: %s', (patch, field, message) => {
    const result = sendOtpRequestSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(errorsOf(result)[field]).toBe(message);
  });

  it('reports a missing field as required, not as a type error', () => {
    const result = sendOtpRequestSchema.safeParse({});
    expect(errorsOf(result)).toEqual({
      name: 'NAME_REQUIRED',
      mobile: 'MOBILE_REQUIRED',
      emailId: 'EMAIL_REQUIRED',
      password: 'PASSWORD_REQUIRED',
    });
  });

  it('uses the spec wording for the password rule, verbatim', () => {
    expect(catalogue.PASSWORD_RULE).toBe(
      'Password must be at least 8 characters long and include an uppercase, a lowercase, number, and a special character.',
    );
  });
});

describe('verifyOtpRequestSchema', () => {
  it('accepts six digits', () => {
    expect(verifyOtpRequestSchema.parse({ otp: '012345', mobile: '9876543210' })).toEqual({
      otp: '012345',
      mobile: '9876543210',
    });
  });
  it.each(['12345', '1234567', 'abcdef', '', undefined])(
    'rejects otp %j with "Enter a valid OTP."',
    (otp) => {
      expect(errorsOf(verifyOtpRequestSchema.safeParse({ otp, mobile: '9876543210' })).otp).toBe(
        'OTP_FORMAT',
      );
    },
  );
});

describe('loginRequestSchema', () => {
  it('accepts a mobile number and any non-empty password', () => {
    expect(loginRequestSchema.safeParse({ mobileno: '9876543210', password: 'x' }).success).toBe(
      true,
    );
  });
  it.each([
    { mobileno: '', password: 'x' },
    { mobileno: '1234567890', password: 'x' },
    { mobileno: '9876543210', password: '' },
    {},
  ])('gives the login screen message for %j', (body) => {
    const errors = Object.values(errorsOf(loginRequestSchema.safeParse(body)));
    expect(errors.length).toBeGreaterThan(0);
    for (const message of errors) expect(message).toBe('LOGIN_FIELDS_INVALID');
  });
});

describe('forgetPassRequestSchema', () => {
  it('wants a valid mobile number', () => {
    expect(forgetPassRequestSchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
    expect(errorsOf(forgetPassRequestSchema.safeParse({ mobile: '' })).mobile).toBe(
      'MOBILE_REQUIRED',
    );
    expect(errorsOf(forgetPassRequestSchema.safeParse({ mobile: '12345' })).mobile).toBe(
      'MOBILE_INVALID',
    );
  });
});
