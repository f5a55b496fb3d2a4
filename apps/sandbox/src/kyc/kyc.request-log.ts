import { randomText } from '../common/random-ids';

export type KycCall = 'pan/verify' | 'bank/verify' | 'aadhaar/otp' | 'aadhaar/verify';

/** One call the provider accepted, as GET /kyc/requests lists it. */
export interface KycRequestEntry {
  id: string;
  call: KycCall;
  /** The PAN, the account number, the masked Aadhaar or the OTP session's reference. */
  subject: string;
  /** The answer's status, or UNAVAILABLE (a 503) or NO_ANSWER (held, then dropped). */
  outcome: string;
  receivedAt: string;
}

const LOG_LIMIT = 2000;

/**
 * What the provider was asked, newest first, so a test can tell a call was made once (no automatic
 * retry of a penny drop or an OTP text) or not at all. Aadhaar numbers appear masked only.
 */
export class KycRequestLog {
  private readonly entries: KycRequestEntry[] = [];

  record(call: KycCall, subject: string, outcome: string) {
    this.entries.unshift({
      id: `KYCREQ${randomText('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 14)}`,
      call,
      subject,
      outcome,
      receivedAt: new Date().toISOString(),
    });
    if (this.entries.length > LOG_LIMIT) this.entries.length = LOG_LIMIT;
  }

  list(filter: { subject?: string; call?: string }) {
    const found = this.entries.filter(
      (e) =>
        (filter.subject === undefined || e.subject === filter.subject) &&
        (filter.call === undefined || e.call === filter.call),
    );
    return filter.subject === undefined && filter.call === undefined ? found.slice(0, 100) : found;
  }
}
