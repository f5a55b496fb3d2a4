import type { MessageCode, MessageParams } from '@kosh/contract/messages/catalogue';

/**
 * RBI prepaid payment instrument limits (docs/architecture.md §3), in paise. A minimum-KYC wallet holds at most
 * ₹10,000 and loads at most ₹10,000 a calendar month; a full-KYC wallet holds at most ₹2,00,000;
 * cash and other offline loads are capped at ₹50,000 a month whatever the KYC level.
 */
export type KycLevel = 'min' | 'full';
export type CreditChannel = 'online' | 'offline' | 'admin';

export const LIMITS = {
  min: { maxBalancePaise: 10_000_00n, monthlyLoadPaise: 10_000_00n },
  full: { maxBalancePaise: 2_00_000_00n, monthlyLoadPaise: null },
  offlineMonthlyLoadPaise: 50_000_00n,
} as const;

export interface CreditContext {
  kycLevel: KycLevel;
  channel: CreditChannel;
  amountPaise: bigint;
  balancePaise: bigint;
  /** Everything loaded into the wallet this calendar month, every channel. */
  loadedThisMonthPaise: bigint;
  /** Offline (bank/cash slip) loads this calendar month. */
  offlineLoadedThisMonthPaise: bigint;
}

/** A limit in whole rupees, as the customer's messages say it (₹10,000). */
export const rupees = (paise: bigint) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(Number(paise / 100n));

export interface LimitViolation {
  code: Extract<
    MessageCode,
    | 'WALLET_LIMIT_MIN_KYC_BALANCE'
    | 'WALLET_LIMIT_BALANCE'
    | 'WALLET_LIMIT_MONTHLY'
    | 'WALLET_LIMIT_OFFLINE'
  >;
  params: MessageParams;
}

/** The limit a credit would break, as the customer's message; null when it is allowed. */
export function creditLimitViolation(c: CreditContext): LimitViolation | null {
  const level = LIMITS[c.kycLevel];
  if (c.balancePaise + c.amountPaise > level.maxBalancePaise) {
    const room = level.maxBalancePaise - c.balancePaise;
    const params = { max: rupees(level.maxBalancePaise), room: rupees(room > 0n ? room : 0n) };
    return c.kycLevel === 'min'
      ? {
          code: 'WALLET_LIMIT_MIN_KYC_BALANCE',
          params: { ...params, fullMax: rupees(LIMITS.full.maxBalancePaise) },
        }
      : { code: 'WALLET_LIMIT_BALANCE', params };
  }
  if (
    level.monthlyLoadPaise !== null &&
    c.loadedThisMonthPaise + c.amountPaise > level.monthlyLoadPaise
  ) {
    const room = level.monthlyLoadPaise - c.loadedThisMonthPaise;
    return {
      code: 'WALLET_LIMIT_MONTHLY',
      params: { max: rupees(level.monthlyLoadPaise), room: rupees(room > 0n ? room : 0n) },
    };
  }
  if (
    c.channel === 'offline' &&
    c.offlineLoadedThisMonthPaise + c.amountPaise > LIMITS.offlineMonthlyLoadPaise
  ) {
    const room = LIMITS.offlineMonthlyLoadPaise - c.offlineLoadedThisMonthPaise;
    return {
      code: 'WALLET_LIMIT_OFFLINE',
      params: { max: rupees(LIMITS.offlineMonthlyLoadPaise), room: rupees(room > 0n ? room : 0n) },
    };
  }
  return null;
}
