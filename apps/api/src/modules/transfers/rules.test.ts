import { describe, expect, it } from 'vitest';
import { isPreRegistered, sendLimitViolation, TRANSFER_LIMITS } from './rules';

const full = {
  kycLevel: 'full' as const,
  amountPaise: 500_00n,
  toPreRegistered: false,
  sentToPreRegisteredPaise: 0n,
  sentOtherPaise: 0n,
};

describe('what a wallet may send (RBI PPI directions)', () => {
  it('lets a minimum-KYC wallet send nothing', () => {
    expect(sendLimitViolation({ ...full, kycLevel: 'min', amountPaise: 1_00n })).toEqual({
      code: 'TRANSFER_NEEDS_FULL_KYC',
      params: {},
    });
  });

  it('holds a full-KYC wallet to ₹10,000 a month outside pre-registered beneficiaries', () => {
    expect(sendLimitViolation({ ...full, amountPaise: 10_000_00n })).toBeNull();
    expect(
      sendLimitViolation({ ...full, amountPaise: 1_00n, sentOtherPaise: 10_000_00n }),
    ).toMatchObject({ code: 'TRANSFER_LIMIT_MONTHLY', params: { max: '₹10,000', room: '₹0' } });
    expect(
      sendLimitViolation({ ...full, amountPaise: 3_000_00n, sentOtherPaise: 8_000_00n }),
    ).toMatchObject({ params: { room: '₹2,000' } });
    // What went to pre-registered beneficiaries does not count against the ₹10,000.
    expect(
      sendLimitViolation({
        ...full,
        amountPaise: 5_000_00n,
        sentToPreRegisteredPaise: 1_50_000_00n,
      }),
    ).toBeNull();
  });

  it('allows ₹2,00,000 a month to pre-registered beneficiaries, and not a paisa more', () => {
    const registered = { ...full, toPreRegistered: true };
    expect(
      sendLimitViolation({ ...registered, amountPaise: TRANSFER_LIMITS.preRegisteredMonthlyPaise }),
    ).toBeNull();
    expect(
      sendLimitViolation({
        ...registered,
        amountPaise: 1n,
        sentToPreRegisteredPaise: TRANSFER_LIMITS.preRegisteredMonthlyPaise,
      }),
    ).toMatchObject({ code: 'TRANSFER_LIMIT_MONTHLY', params: { max: '₹2,00,000' } });
  });

  it('counts a new beneficiary as pre-registered only after 24 hours', () => {
    const added = new Date('2026-11-29T10:00:00Z');
    expect(isPreRegistered(added, new Date('2026-11-30T09:59:59Z'))).toBe(false);
    expect(isPreRegistered(added, new Date('2026-11-30T10:00:00Z'))).toBe(true);
  });
});
