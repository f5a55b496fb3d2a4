/**
 * The user-facing strings. Where the spec gives a string it is copied verbatim (typos included:
 * the spec is the contract); the rest are ours, written in the same voice.
 */
export const messages = {
  // spec/01 §5 — sign-up, login, forgot password
  passwordRule:
    'Password must be at least 8 characters long and include an uppercase, a lowercase, number, and a special character.',
  loginFieldsInvalid: 'Please fill in the required fields correctly.',
  otpInvalidFormat: 'Enter a valid OTP.',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number.',
  nameRequired: 'Name is required',
  nameInvalid: 'Name must be 3 to 25 letters and spaces.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailTooLong: 'Email must be at most 30 characters.',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters.',

  // spec/02 §5, §8 — profile
  profilePasswordRule:
    'Password must be at least 8 characters long and contain uppercase, lowercase, numeric, and special characters.',
  profileLoadFailed: 'Failed to fetch profile data.',
  profileUpdated: 'Profile updated successfully.',
  profileNothingToUpdate: 'Choose a new profile image or enter a new password.',
  profileOldPasswordRequired: 'Enter your current password to set a new one.',
  profileOldPasswordWrong: 'Your current password is incorrect.',
  profileNewPasswordRequired: 'Enter the new password.',
  profileNewPasswordSame: 'The new password must be different from your current password.',
  profileNameLocked: 'Your name cannot be changed here. Contact support to correct it.',
  profileImageRule: 'Please upload a JPEG, PNG or WebP image of at most 2 MB.',

  // spec/01 §8 — OTP
  otpVerifyTransportFailed: 'OTP Verification Failed!',
  otpVerified: 'OTP Verified Successfully!',

  // ours — accounts
  otpSent: 'OTP sent to your mobile number. It is valid for 10 minutes.',
  otpWrong: 'The OTP you entered is incorrect.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpNotFound: 'No OTP is pending for this number. Please request a new one.',
  otpCooldown: 'Please wait before requesting another OTP.',
  otpTooManyForNumber: 'Too many OTP requests for this number. Please try again later.',
  otpTooManyFromDevice: 'Too many OTP requests. Please try again later.',
  mobileAlreadyRegistered: 'This mobile number is already registered. Please log in.',
  signUpComplete: 'Your account is ready. Welcome to Kosh!',
  loginSuccess: 'Logged in successfully.',
  loginFailed: 'Invalid mobile number or password.',
  loginThrottled: 'Too many login attempts. Please try again in a few minutes.',
  forgotPasswordSent:
    'If this number is registered with Kosh, a temporary password has been sent to it by SMS.',
  forgotPasswordThrottled: 'Too many requests. Please try again later.',
  loggedOut: 'You have been logged out.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please slow down and try again.',
  internalError: 'Something went wrong on our side. Please try again.',
  providerUnavailable: 'Our SMS partner is not responding. Please try again in a minute.',
  invalidRequest: 'Please check the highlighted fields.',
  sendJson: 'Send the request body as JSON (Content-Type: application/json).',
  sendMultipart: 'Send this form as multipart/form-data.',
} as const;

export type MessageKey = keyof typeof messages;
