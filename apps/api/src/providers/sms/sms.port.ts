/** What Kosh needs from an SMS gateway: send one DLT-templated text to one Indian number. */
export interface SmsMessage {
  to: string;
  /** The DLT template this text was registered under. */
  templateId: string;
  text: string;
  /**
   * The sender's own id for this text (an outbox row's id): the gateway accepts a text once per
   * reference, so sending it again after a lost answer does not text the customer twice.
   */
  reference?: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

export const SMS_TEMPLATES = {
  signupOtp: 'KOSH_SIGNUP_OTP',
  loginOtp: 'KOSH_LOGIN_OTP',
  temporaryPassword: 'KOSH_TEMP_PASSWORD',
  passwordChanged: 'KOSH_PASSWORD_CHANGED',
  walletRequest: 'KOSH_WALLET_REQUEST',
  walletCredit: 'KOSH_WALLET_CREDIT',
  walletDebit: 'KOSH_WALLET_DEBIT',
  walletRefund: 'KOSH_WALLET_REFUND',
  paymentConfirmed: 'KOSH_PAYMENT_CONFIRMED',
  complaintAnswered: 'KOSH_COMPLAINT_ANSWERED',
  bbpsComplaintAnswered: 'KOSH_BBPS_COMPLAINT_ANSWERED',
  supportReply: 'KOSH_SUPPORT_REPLY',
  topupRefund: 'KOSH_TOPUP_REFUND',
  kycDecision: 'KOSH_KYC_DECISION',
  kycComplete: 'KOSH_KYC_COMPLETE',
  hotelBookingConfirmed: 'KOSH_HOTEL_CONFIRMED',
  hotelBookingFailed: 'KOSH_HOTEL_FAILED',
  hotelBookingCancelled: 'KOSH_HOTEL_CANCELLED',
} as const;
