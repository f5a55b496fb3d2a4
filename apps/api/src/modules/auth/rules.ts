/** The account security rules (docs/architecture.md §4), in one place so tests and docs can name them. */
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** Sign-up OTPs one number may be sent in an hour, and one IP may ask for. */
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;

/**
 * Wrong passwords for one number from one IP before that pair needs an OTP step-up; for one
 * number from any IPs (the ceiling that slows a distributed guesser) before every login to it
 * does; from one IP for any numbers before that IP is made to wait. Counted in one window. A
 * throttled number never locks its customer out: the password with the OTP texted to the number
 * still logs in.
 */
export const LOGIN_FAILURES_PER_NUMBER = 5;
export const LOGIN_FAILURES_PER_NUMBER_ANY_IP = 20;
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Sign-up says when a number is already registered, which login and forgot password never do; so
 * those answers are limited as login's failures are, per number and per IP, in the same window.
 */
export const SIGNUP_PROBES_PER_NUMBER = LOGIN_FAILURES_PER_NUMBER;
export const SIGNUP_PROBES_PER_IP = LOGIN_FAILURES_PER_IP;

export const TEMP_PASSWORD_TTL_SECONDS = 30 * 60;
export const FORGOT_PASSWORD_PER_NUMBER_PER_HOUR = 3;
export const FORGOT_PASSWORD_PER_IP_PER_HOUR = 20;
