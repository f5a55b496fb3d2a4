import { defineMessages } from '@/lib/i18n/i18n';

/** The profile's "Payment PIN" section and the back office's card, English and Hindi. */
const en = {
  title: 'Payment PIN',
  pinSet: 'Your Kosh PIN is set. Every payment from your wallet asks for it.',
  noPin: 'You have not set a Kosh PIN yet. Set it now, or at your first payment.',
  lockedUntil: 'Payments are locked until {until} after 5 wrong PINs.',
  setPin: 'Set PIN',
  changePin: 'Change PIN',
  forgotPin: 'Forgot PIN?',
  currentPin: 'Current PIN',
  newPin: 'New 4-digit PIN',
  repeatPin: 'Enter the PIN again',
  save: 'Save PIN',
  cancel: 'Cancel',
  password: 'Login password',
  sendOtp: 'Send OTP',
  otp: 'OTP',
  resetPin: 'Set new PIN',
  saving: 'Saving…',
  // The back office
  adminTitle: 'Payment PIN',
  adminHasPin: 'PIN set',
  adminNoPin: 'No PIN',
  adminLocked: 'Locked until {until}',
  adminNotLocked: 'Not locked',
  adminAttempts: 'Wrong PINs in a row: {count}',
  adminPasskeys: 'Passkeys: {count}',
  adminReason: 'Reason for clearing the lock',
  adminClear: 'Clear lock',
  adminLoadFailed: 'The payment PIN could not be loaded.',
};

export type PaymentAuthKey = keyof typeof en;

const hi: Record<PaymentAuthKey, string> = {
  title: 'भुगतान PIN',
  pinSet: 'आपका Kosh PIN सेट है। वॉलेट से हर भुगतान पर यह पूछा जाता है।',
  noPin: 'आपने अभी Kosh PIN सेट नहीं किया है। इसे अभी सेट करें, या पहले भुगतान पर।',
  lockedUntil: '5 गलत PIN के बाद {until} तक भुगतान बंद हैं।',
  setPin: 'PIN सेट करें',
  changePin: 'PIN बदलें',
  forgotPin: 'PIN भूल गए?',
  currentPin: 'मौजूदा PIN',
  newPin: 'नया 4 अंकों का PIN',
  repeatPin: 'PIN फिर से लिखें',
  save: 'PIN सहेजें',
  cancel: 'रद्द करें',
  password: 'लॉग इन पासवर्ड',
  sendOtp: 'OTP भेजें',
  otp: 'OTP',
  resetPin: 'नया PIN सेट करें',
  saving: 'सहेजा जा रहा है…',
  adminTitle: 'भुगतान PIN',
  adminHasPin: 'PIN सेट है',
  adminNoPin: 'PIN नहीं है',
  adminLocked: '{until} तक लॉक',
  adminNotLocked: 'लॉक नहीं',
  adminAttempts: 'लगातार गलत PIN: {count}',
  adminPasskeys: 'पासकी: {count}',
  adminReason: 'लॉक हटाने का कारण',
  adminClear: 'लॉक हटाएँ',
  adminLoadFailed: 'भुगतान PIN लोड नहीं हो सका।',
};

export const usePaymentAuthT = defineMessages(en, hi);
