import { describe, expect, it } from 'vitest';
import { messageText } from '@kosh/contract/messages/catalogue';
import { LIMITS, creditLimitViolation, type CreditContext } from './rules';

/** The violation in the customer's words: its catalogue code's English, filled. */
const say = (c: CreditContext) => {
  const violation = creditLimitViolation(c);
  return violation && messageText(violation.code, violation.params);
};

const base: CreditContext = {
  kycLevel: 'min',
  channel: 'online',
  amountPaise: 100_00n,
  balancePaise: 0n,
  loadedThisMonthPaise: 0n,
  offlineLoadedThisMonthPaise: 0n,
};

describe('RBI prepaid-instrument limits', () => {
  it('allows a credit inside every limit', () => {
    expect(say(base)).toBeNull();
    expect(say({ ...base, amountPaise: LIMITS.min.maxBalancePaise })).toBeNull();
  });

  it('caps a minimum-KYC balance at ₹10,000, to the paisa', () => {
    expect(say({ ...base, balancePaise: 9_999_99n, amountPaise: 1n })).toBeNull();
    const message = say({ ...base, balancePaise: 9_999_99n, amountPaise: 2n });
    expect(message).toMatch(/at most ₹10,000/);
  });

  it('caps minimum-KYC loads at ₹10,000 a month even when the balance was spent', () => {
    const message = say({
      ...base,
      balancePaise: 0n,
      loadedThisMonthPaise: 9_500_00n,
      amountPaise: 600_00n,
    });
    expect(message).toMatch(/₹10,000 a month.*₹500 more/);
  });

  it('lets a full-KYC wallet hold ₹2,00,000 and load without a monthly cap online', () => {
    const full = { ...base, kycLevel: 'full' as const };
    expect(
      say({
        ...full,
        balancePaise: 1_50_000_00n,
        amountPaise: 50_000_00n,
        loadedThisMonthPaise: 5_00_000_00n,
      }),
    ).toBeNull();
    expect(say({ ...full, balancePaise: 1_50_000_00n, amountPaise: 50_000_01n })).toMatch(
      /₹2,00,000/,
    );
  });

  it('caps offline loads at ₹50,000 a month at every KYC level', () => {
    const full = { ...base, kycLevel: 'full' as const, channel: 'offline' as const };
    expect(
      say({
        ...full,
        offlineLoadedThisMonthPaise: 40_000_00n,
        amountPaise: 10_000_00n,
      }),
    ).toBeNull();
    expect(
      say({
        ...full,
        offlineLoadedThisMonthPaise: 40_000_00n,
        amountPaise: 10_000_01n,
      }),
    ).toMatch(/₹50,000 a month/);
    // Online loads do not count against the offline cap.
    expect(
      say({
        ...full,
        channel: 'online',
        offlineLoadedThisMonthPaise: 50_000_00n,
        amountPaise: 10_000_00n,
      }),
    ).toBeNull();
  });
});
