import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './hotel-cancellation.service';

/** A booking of ₹10,000 whose rate's rules are `rules` (penalties in paise). */
function booking(
  rules: { start: string; end: string; penaltyPaise: number }[],
  options: { status?: 'confirmed' | 'pending'; amountPaise?: bigint } = {},
) {
  return {
    status: options.status ?? 'confirmed',
    amountPaise: options.amountPaise ?? 1_000_000n,
    snapshot: { rate: { cancellationPolicies: [{ rules }] } },
  };
}

const RULES = [
  { start: '2026-12-01T10:00:00+05:30', end: '2026-12-16T12:00:00+05:30', penaltyPaise: 0 },
  { start: '2026-12-16T12:00:00+05:30', end: '2026-12-17T12:00:00+05:30', penaltyPaise: 250_000 },
  { start: '2026-12-17T12:00:00+05:30', end: '2026-12-18T14:00:00+05:30', penaltyPaise: 1_000_000 },
];

describe('cancellationTerms: what cancelling at a moment costs and gives back', () => {
  it('takes the rule whose window holds the moment: free, then a part, then all', () => {
    expect(cancellationTerms(booking(RULES), new Date('2026-12-10T00:00:00+05:30'))).toMatchObject({
      rule: RULES[0],
      penaltyPaise: 0n,
      refundPaise: 1_000_000n,
    });
    expect(cancellationTerms(booking(RULES), new Date('2026-12-16T12:00:00+05:30'))).toMatchObject({
      rule: RULES[1],
      penaltyPaise: 250_000n,
      refundPaise: 750_000n,
    });
    expect(cancellationTerms(booking(RULES), new Date('2026-12-17T11:59:59+05:30'))).toMatchObject({
      rule: RULES[1],
      penaltyPaise: 250_000n,
      refundPaise: 750_000n,
    });
    expect(cancellationTerms(booking(RULES), new Date('2026-12-18T09:00:00+05:30'))).toMatchObject({
      rule: RULES[2],
      penaltyPaise: 1_000_000n,
      refundPaise: 0n,
    });
  });

  it('never keeps more than the customer paid (a promotion lowered the price, not the penalty)', () => {
    const terms = cancellationTerms(
      booking(RULES, { amountPaise: 900_000n }),
      new Date('2026-12-18T09:00:00+05:30'),
    );
    expect(terms).toMatchObject({ penaltyPaise: 900_000n, refundPaise: 0n });
  });

  it('refunds everything outside every window, and for a booking the hotel never confirmed', () => {
    expect(cancellationTerms(booking(RULES), new Date('2026-11-30T00:00:00+05:30'))).toMatchObject({
      rule: null,
      penaltyPaise: 0n,
      refundPaise: 1_000_000n,
    });
    expect(
      cancellationTerms(
        booking(RULES, { status: 'pending' }),
        new Date('2026-12-18T09:00:00+05:30'),
      ),
    ).toMatchObject({ penaltyPaise: 0n, refundPaise: 1_000_000n });
  });
});
