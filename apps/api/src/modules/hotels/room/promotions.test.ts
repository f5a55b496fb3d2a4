import { describe, expect, it } from 'vitest';
import { applyPromotion, PROMOTIONS } from './promotions';

/** Noon in India on a day (06:30 UTC). */
const noonIst = (day: string) => new Date(`${day}T06:30:00Z`);
const NOW = noonIst('2026-11-24');

/** A stay of `nights` nights from `checkIn`, with a room rate of `roomRatePaise`. */
function stayOf(checkIn: string, nights: number, roomRatePaise: bigint) {
  const out = new Date(`${checkIn}T00:00:00Z`);
  out.setUTCDate(out.getUTCDate() + nights);
  return { checkIn, checkOut: out.toISOString().slice(0, 10), roomRatePaise };
}

// 2027-01-08 is a Friday, 2027-01-09 a Saturday, 2027-01-10 a Sunday.
const FRIDAY = '2027-01-08';
const SATURDAY = '2027-01-09';
const SUNDAY = '2027-01-10';
const MONDAY = '2027-01-11';
const THURSDAY = '2027-01-07';

describe('the promotions', () => {
  it('offers HOTEL10, SUMMER15 and WEEKEND5 (docs/product-2.md §9), and knows the ended MONSOON20', () => {
    expect(PROMOTIONS.filter((p) => p.offered).map((p) => p.code)).toEqual([
      'HOTEL10',
      'SUMMER15',
      'WEEKEND5',
    ]);
    expect(PROMOTIONS.find((p) => p.code === 'MONSOON20')?.offered).toBe(false);
  });

  it('does not know a code it does not have', () => {
    expect(applyPromotion('FREESTAY', stayOf(MONDAY, 2, 10_000_00n), NOW)).toEqual({
      ok: false,
      code: 'HOTEL_PROMO_UNKNOWN',
    });
    expect(applyPromotion('', stayOf(MONDAY, 2, 10_000_00n), NOW)).toMatchObject({
      ok: false,
      code: 'HOTEL_PROMO_UNKNOWN',
    });
  });

  it('reads a code in any case, around spaces', () => {
    const outcome = applyPromotion('  hotel10 ', stayOf(MONDAY, 2, 10_000_00n), NOW);
    expect(outcome).toMatchObject({ ok: true, discountPaise: 1_000_00n });
    expect(outcome.ok && outcome.promotion.code).toBe('HOTEL10');
  });
});

describe('HOTEL10: 10% of the room rate, at most ₹1,500', () => {
  it('takes 10% of the room rate, rounded down to the paisa', () => {
    expect(applyPromotion('HOTEL10', stayOf(MONDAY, 1, 12_345n), NOW)).toMatchObject({
      ok: true,
      discountPaise: 1_234n, // 1,234.5 paise: the half paisa stays with the customer's fare
    });
    expect(applyPromotion('HOTEL10', stayOf(MONDAY, 1, 9n), NOW)).toMatchObject({
      ok: true,
      discountPaise: 0n,
    });
  });

  it('stops at its cap: ₹15,000 of room rate and up give ₹1,500', () => {
    expect(applyPromotion('HOTEL10', stayOf(MONDAY, 3, 14_999_99n), NOW)).toMatchObject({
      discountPaise: 1_499_99n,
    });
    expect(applyPromotion('HOTEL10', stayOf(MONDAY, 3, 15_000_00n), NOW)).toMatchObject({
      discountPaise: 1_500_00n,
    });
    expect(applyPromotion('HOTEL10', stayOf(MONDAY, 3, 90_000_00n), NOW)).toMatchObject({
      discountPaise: 1_500_00n,
    });
  });

  it('applies on any stay, weekday or weekend, any season', () => {
    for (const checkIn of [MONDAY, SATURDAY, '2027-04-15', '2027-08-01']) {
      expect(applyPromotion('HOTEL10', stayOf(checkIn, 1, 5_000_00n), NOW).ok).toBe(true);
    }
  });

  it('applies up to its last day in India (31 Dec 2027) and not after', () => {
    const stay = stayOf('2028-02-01', 1, 5_000_00n);
    // 23:59:59 on 31 Dec in India is 18:29:59 UTC.
    expect(applyPromotion('HOTEL10', stay, new Date('2027-12-31T18:29:59Z')).ok).toBe(true);
    expect(applyPromotion('HOTEL10', stay, new Date('2027-12-31T18:30:00Z'))).toEqual({
      ok: false,
      code: 'HOTEL_PROMO_EXPIRED',
      params: { code: 'HOTEL10', date: '31 Dec 2027' },
    });
  });
});

describe('SUMMER15: 15% for check-ins from 1 April to 30 June, at most ₹2,000', () => {
  it('takes 15% of the room rate, rounded down, at most ₹2,000', () => {
    expect(applyPromotion('SUMMER15', stayOf('2027-05-10', 2, 10_001n), NOW)).toMatchObject({
      ok: true,
      discountPaise: 1_500n, // 1,500.15 paise
    });
    expect(applyPromotion('SUMMER15', stayOf('2027-05-10', 2, 13_333_33n), NOW)).toMatchObject({
      discountPaise: 1_999_99n,
    });
    expect(applyPromotion('SUMMER15', stayOf('2027-05-10', 2, 50_000_00n), NOW)).toMatchObject({
      discountPaise: 2_000_00n,
    });
  });

  it('holds from 1 April to 30 June by the check-in day, whatever the check-out', () => {
    const refused = { ok: false, code: 'HOTEL_PROMO_SUMMER_DATES' };
    expect(applyPromotion('SUMMER15', stayOf('2027-03-31', 3, 5_000_00n), NOW)).toEqual(refused);
    expect(applyPromotion('SUMMER15', stayOf('2027-04-01', 1, 5_000_00n), NOW).ok).toBe(true);
    expect(applyPromotion('SUMMER15', stayOf('2027-06-30', 5, 5_000_00n), NOW).ok).toBe(true);
    expect(applyPromotion('SUMMER15', stayOf('2027-07-01', 1, 5_000_00n), NOW)).toEqual(refused);
    expect(applyPromotion('SUMMER15', stayOf('2026-12-20', 2, 5_000_00n), NOW)).toEqual(refused);
  });

  it('expires after 30 June 2027 in India', () => {
    const stay = stayOf('2027-06-30', 1, 5_000_00n);
    expect(applyPromotion('SUMMER15', stay, new Date('2027-06-30T18:29:59Z')).ok).toBe(true);
    expect(applyPromotion('SUMMER15', stay, new Date('2027-06-30T18:30:00Z'))).toEqual({
      ok: false,
      code: 'HOTEL_PROMO_EXPIRED',
      params: { code: 'SUMMER15', date: '30 Jun 2027' },
    });
  });
});

describe('WEEKEND5: 5% for a stay with a Friday or Saturday night, at most ₹500', () => {
  it('holds for a Friday night or a Saturday night', () => {
    expect(applyPromotion('WEEKEND5', stayOf(FRIDAY, 1, 4_000_00n), NOW)).toMatchObject({
      ok: true,
      discountPaise: 200_00n,
    });
    expect(applyPromotion('WEEKEND5', stayOf(SATURDAY, 1, 4_000_00n), NOW).ok).toBe(true);
    // Thursday and Friday nights: the Friday one counts.
    expect(applyPromotion('WEEKEND5', stayOf(THURSDAY, 2, 4_000_00n), NOW).ok).toBe(true);
    // A week from Monday holds a Friday and a Saturday.
    expect(applyPromotion('WEEKEND5', stayOf(MONDAY, 7, 4_000_00n), NOW).ok).toBe(true);
  });

  it('refuses a stay without one: a Sunday night only, or Thursday checking out Friday', () => {
    const refused = { ok: false, code: 'HOTEL_PROMO_WEEKEND' };
    expect(applyPromotion('WEEKEND5', stayOf(SUNDAY, 1, 4_000_00n), NOW)).toEqual(refused);
    expect(applyPromotion('WEEKEND5', stayOf(THURSDAY, 1, 4_000_00n), NOW)).toEqual(refused);
    expect(applyPromotion('WEEKEND5', stayOf(SUNDAY, 5, 4_000_00n), NOW)).toEqual(refused);
  });

  it('takes 5%, rounded down, at most ₹500', () => {
    expect(applyPromotion('WEEKEND5', stayOf(FRIDAY, 1, 1_999n), NOW)).toMatchObject({
      discountPaise: 99n, // 99.95 paise
    });
    expect(applyPromotion('WEEKEND5', stayOf(FRIDAY, 2, 9_999_99n), NOW)).toMatchObject({
      discountPaise: 499_99n,
    });
    expect(applyPromotion('WEEKEND5', stayOf(FRIDAY, 2, 20_000_00n), NOW)).toMatchObject({
      discountPaise: 500_00n,
    });
  });
});

describe('MONSOON20: ended on 30 September 2026', () => {
  it('applied on its last day in India', () => {
    const stay = stayOf('2026-10-05', 2, 10_000_00n);
    expect(applyPromotion('MONSOON20', stay, new Date('2026-09-30T18:29:59Z'))).toMatchObject({
      ok: true,
      discountPaise: 2_000_00n,
    });
  });

  it('is refused as expired, with its code and last day, from 1 October in India', () => {
    const stay = stayOf('2026-12-05', 2, 10_000_00n);
    const expired = {
      ok: false,
      code: 'HOTEL_PROMO_EXPIRED',
      params: { code: 'MONSOON20', date: '30 Sept 2026' },
    };
    expect(applyPromotion('MONSOON20', stay, new Date('2026-09-30T18:30:00Z'))).toEqual(expired);
    expect(applyPromotion('monsoon20', stay, NOW)).toEqual(expired);
  });

  it('says expired before it looks at the stay', () => {
    expect(
      applyPromotion('SUMMER15', stayOf('2027-12-01', 1, 1_000_00n), noonIst('2027-08-01')),
    ).toMatchObject({ code: 'HOTEL_PROMO_EXPIRED' });
  });
});
