/**
 * What Kosh needs from a KYC verification provider (docs/architecture.md §5): a PAN looked up at the Income Tax
 * Department, a bank account checked by a penny drop, and an Aadhaar verified by UIDAI's OTP e-KYC.
 * The provider answers the registered name; Kosh decides whether it matches the customer's.
 */
export interface KycProvider {
  verifyPan(input: {
    pan: string;
    name: string;
  }): Promise<
    | { status: 'valid'; registeredName: string; panStatus: string; reference: string }
    | { status: 'not_found' }
  >;
  verifyBankAccount(input: {
    accountNumber: string;
    ifsc: string;
    name: string;
  }): Promise<
    | { status: 'valid'; beneficiaryName: string; reference: string /* penny-drop UTR */ }
    | { status: 'not_found' }
  >;
  startAadhaarOtp(input: {
    aadhaar: string;
    name: string;
    mobile: string;
  }): Promise<
    { status: 'otp_sent'; reference: string; expiresInSeconds: number } | { status: 'not_found' }
  >;
  completeAadhaarOtp(input: {
    reference: string;
    otp: string;
  }): Promise<
    | { status: 'verified'; name: string; maskedAadhaar: string }
    | { status: 'otp_invalid' }
    | { status: 'otp_expired' }
  >;
}

/** Timeouts, 5xx, a refused key, answers that make no sense: nothing was verified, try later. */
export class KycProviderUnavailableError extends Error {
  constructor(message = 'the KYC provider is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KycProviderUnavailableError';
  }
}
