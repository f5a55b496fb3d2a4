import type { MessageCode, MessageParams } from '@kosh/contract/messages/catalogue';
import { rupees, type KycLevel } from '../wallet/rules';

/**
 * What a wallet may send, by the RBI's Master Directions on Prepaid Payment Instruments (2021, as
 * updated), in paise: a minimum-KYC wallet sends nothing, to a wallet or a bank; a full-KYC wallet
 * sends up to ₹2,00,000 a calendar month to pre-registered beneficiaries (its own KYC-verified bank
 * account among them) and up to ₹10,000 a month in all other cases. The receiver's own limits are
 * the wallet's (wallet/rules.ts). IMPS moves at most ₹5,00,000 a transfer by the network's rules.
 */
export const TRANSFER_LIMITS = {
  preRegisteredMonthlyPaise: 2_00_000_00n,
  otherMonthlyPaise: 10_000_00n,
  impsMaxPaise: 5_00_000_00n,
  /** A new beneficiary counts as pre-registered this long after it was added. */
  beneficiaryCoolingMs: 24 * 3_600_000,
} as const;

export interface SendContext {
  kycLevel: KycLevel;
  amountPaise: bigint;
  /** Whether the money goes to a pre-registered beneficiary (past its cooling period). */
  toPreRegistered: boolean;
  /** This calendar month's sends so far: to pre-registered beneficiaries, and all the others. */
  sentToPreRegisteredPaise: bigint;
  sentOtherPaise: bigint;
}

export interface SendViolation {
  code: Extract<MessageCode, 'TRANSFER_NEEDS_FULL_KYC' | 'TRANSFER_LIMIT_MONTHLY'>;
  params: MessageParams;
}

/** The rule a send would break, as the customer's message; null when it is allowed. */
export function sendLimitViolation(c: SendContext): SendViolation | null {
  if (c.kycLevel !== 'full') return { code: 'TRANSFER_NEEDS_FULL_KYC', params: {} };
  const [limit, sent] = c.toPreRegistered
    ? [TRANSFER_LIMITS.preRegisteredMonthlyPaise, c.sentToPreRegisteredPaise]
    : [TRANSFER_LIMITS.otherMonthlyPaise, c.sentOtherPaise];
  if (sent + c.amountPaise > limit) {
    const room = limit - sent;
    return {
      code: 'TRANSFER_LIMIT_MONTHLY',
      params: { max: rupees(limit), room: rupees(room > 0n ? room : 0n) },
    };
  }
  return null;
}

/** Whether a beneficiary added at `addedAt` is pre-registered at `now` (its cooling period over). */
export const isPreRegistered = (addedAt: Date, now: Date) =>
  now.getTime() - addedAt.getTime() >= TRANSFER_LIMITS.beneficiaryCoolingMs;
