import type { ChangeEvent } from 'react';

/** The six-digit code box's attributes, alike on the login step-up and the sign-up OTP screen. */
export const otpInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;

/** Keeps only the code's digits, at most six, as they are typed or pasted. */
export function keepOtpDigits(event: ChangeEvent<HTMLInputElement>) {
  event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
}
