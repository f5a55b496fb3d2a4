import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { randomText } from '../common/random-ids';
import { safeEqual } from '../common/signing';

export const OTP_TRIES = 5;
const SESSION_LIMIT = 10_000;
/** An expired session still answers OTP_EXPIRED (not "unknown reference") this long after. */
const KEEP_EXPIRED_MS = 60 * 60_000;

interface OtpSession {
  reference: string;
  /** The only part of the number kept: the answer shows it masked. */
  last4: string;
  /** The name the registry answers once the OTP is right. */
  registeredName: string;
  otpHash: string;
  expiresAt: number;
  triesLeft: number;
  /** used: verified once (an OTP is single use); spent: the last try was wrong. */
  state: 'open' | 'used' | 'spent';
}

export type OtpCheck =
  | { status: 'VERIFIED'; name: string; masked_aadhaar: string }
  | { status: 'OTP_INVALID'; tries_left: number }
  | { status: 'OTP_EXPIRED' };

/**
 * Aadhaar e-KYC OTP sessions, in memory (empty at each start). The OTP is six CSPRNG digits, kept
 * only as an HMAC under a key made at start, valid `ttlMs`, single use, at most five tries.
 */
export class OtpSessions {
  private readonly sessions = new Map<string, OtpSession>();
  private readonly hashKey = randomBytes(32);

  constructor(private readonly ttlMs: number) {}

  private hash(otp: string) {
    return createHmac('sha256', this.hashKey).update(otp).digest('hex');
  }

  /** A new session: its reference and the OTP to text, which is not kept in clear. */
  start(input: { last4: string; registeredName: string }) {
    this.forgetOld();
    const otp = String(randomInt(1_000_000)).padStart(6, '0');
    const session: OtpSession = {
      reference: `AOTP${randomText('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20)}`,
      last4: input.last4,
      registeredName: input.registeredName,
      otpHash: this.hash(otp),
      expiresAt: Date.now() + this.ttlMs,
      triesLeft: OTP_TRIES,
      state: 'open',
    };
    this.sessions.set(session.reference, session);
    return { reference: session.reference, otp, expiresInSeconds: Math.ceil(this.ttlMs / 1000) };
  }

  /** undefined when no session has this reference (never issued, or long forgotten). */
  check(reference: string, otp: string): OtpCheck | undefined {
    const session = this.sessions.get(reference);
    if (!session) return undefined;
    if (session.state !== 'open' || Date.now() >= session.expiresAt) {
      return { status: 'OTP_EXPIRED' };
    }
    if (safeEqual(this.hash(otp), session.otpHash)) {
      session.state = 'used';
      return {
        status: 'VERIFIED',
        name: session.registeredName,
        masked_aadhaar: `XXXX XXXX ${session.last4}`,
      };
    }
    session.triesLeft -= 1;
    if (session.triesLeft === 0) session.state = 'spent';
    return { status: 'OTP_INVALID', tries_left: session.triesLeft };
  }

  private forgetOld() {
    const now = Date.now();
    // Oldest first, and every session lives as long: stop at the first one still kept.
    for (const [reference, session] of this.sessions) {
      if (session.expiresAt + KEEP_EXPIRED_MS >= now) break;
      this.sessions.delete(reference);
    }
    if (this.sessions.size >= SESSION_LIMIT) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }
}
