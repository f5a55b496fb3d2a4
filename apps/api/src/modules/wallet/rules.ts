/**
 * RBI prepaid payment instrument limits (DESIGN §3), in paise. A minimum-KYC wallet holds at most
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

const rupees = (paise: bigint) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(Number(paise / 100n));

/** The limit a credit would break, as a message for the customer; null when it is allowed. */
export function creditLimitViolation(c: CreditContext): string | null {
  const level = LIMITS[c.kycLevel];
  if (c.balancePaise + c.amountPaise > level.maxBalancePaise) {
    const room = level.maxBalancePaise - c.balancePaise;
    return c.kycLevel === 'min'
      ? `A minimum-KYC wallet can hold at most ${rupees(level.maxBalancePaise)}. You can add up to ${rupees(room > 0n ? room : 0n)} now, or complete your KYC to hold up to ${rupees(LIMITS.full.maxBalancePaise)}.`
      : `Your wallet can hold at most ${rupees(level.maxBalancePaise)}. You can add up to ${rupees(room > 0n ? room : 0n)} now.`;
  }
  if (
    level.monthlyLoadPaise !== null &&
    c.loadedThisMonthPaise + c.amountPaise > level.monthlyLoadPaise
  ) {
    const room = level.monthlyLoadPaise - c.loadedThisMonthPaise;
    return `A minimum-KYC wallet can be loaded with at most ${rupees(level.monthlyLoadPaise)} a month. You can add up to ${rupees(room > 0n ? room : 0n)} more this month, or complete your KYC.`;
  }
  if (
    c.channel === 'offline' &&
    c.offlineLoadedThisMonthPaise + c.amountPaise > LIMITS.offlineMonthlyLoadPaise
  ) {
    const room = LIMITS.offlineMonthlyLoadPaise - c.offlineLoadedThisMonthPaise;
    return `Bank and cash top-ups are limited to ${rupees(LIMITS.offlineMonthlyLoadPaise)} a month. You can add up to ${rupees(room > 0n ? room : 0n)} more this month this way.`;
  }
  return null;
}
