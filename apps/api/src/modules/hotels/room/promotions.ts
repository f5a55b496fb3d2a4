import { istDate } from '@kosh/contract/common/ist-day';
import type { MessageCode, MessageParams } from '@kosh/contract/messages/catalogue';
import { addHotelDays } from '@kosh/contract/hotels';

/*
 * Kosh's hotel promotions (docs/product-2.md §9 names HOTEL10, SUMMER15 and WEEKEND5 as samples; here they
 * are real). A promotion takes a percentage off the stay's room rate (before taxes: the taxes are
 * the hotel's, charged on what it is paid), rounded down to the paisa, at most its cap, while it is
 * valid and when the stay meets its rule. One place, every refusal a catalogue code.
 */

export interface Promotion {
  code: string;
  /** The catalogue code of its description ("10% off on hotel bookings"). */
  messageCode: MessageCode;
  percent: number;
  maxDiscountPaise: bigint;
  /** The last day (India) it can be applied, or null. */
  validUntil: string | null;
  /** Whether this stay qualifies: null, or the code saying why not. */
  refuses(stay: { checkIn: string; checkOut: string }): MessageCode | null;
  /** Offered in the Apply Promo Code box (an expired one is not, but is still recognised). */
  offered: boolean;
}

const WEEKEND_NIGHTS = new Set([5, 6]); // a Friday or Saturday night

function nightsOf(stay: { checkIn: string; checkOut: string }): string[] {
  const nights: string[] = [];
  for (let d = stay.checkIn; d < stay.checkOut; d = addHotelDays(d, 1)) nights.push(d);
  return nights;
}

const weekday = (yyyyMMdd: string) => new Date(`${yyyyMMdd}T00:00:00Z`).getUTCDay();

export const PROMOTIONS: readonly Promotion[] = [
  {
    code: 'HOTEL10',
    messageCode: 'HOTEL_PROMO_HOTEL10',
    percent: 10,
    maxDiscountPaise: 1_500_00n,
    validUntil: '2027-12-31',
    refuses: () => null,
    offered: true,
  },
  {
    code: 'SUMMER15',
    messageCode: 'HOTEL_PROMO_SUMMER15',
    percent: 15,
    maxDiscountPaise: 2_000_00n,
    validUntil: '2027-06-30',
    // Summer destinations: check-in from 1 April to 30 June.
    refuses: ({ checkIn }) => {
      const monthDay = checkIn.slice(5);
      return monthDay >= '04-01' && monthDay <= '06-30' ? null : 'HOTEL_PROMO_SUMMER_DATES';
    },
    offered: true,
  },
  {
    code: 'WEEKEND5',
    messageCode: 'HOTEL_PROMO_WEEKEND5',
    percent: 5,
    maxDiscountPaise: 500_00n,
    validUntil: '2027-12-31',
    refuses: (stay) =>
      nightsOf(stay).some((night) => WEEKEND_NIGHTS.has(weekday(night)))
        ? null
        : 'HOTEL_PROMO_WEEKEND',
    offered: true,
  },
  {
    // Ended: kept so that a customer who still has it is told it expired, not that it is unknown.
    code: 'MONSOON20',
    messageCode: 'HOTEL_PROMO_MONSOON20',
    percent: 20,
    maxDiscountPaise: 2_500_00n,
    validUntil: '2026-09-30',
    refuses: () => null,
    offered: false,
  },
];

export type PromotionOutcome =
  | { ok: true; promotion: Promotion; discountPaise: bigint }
  | { ok: false; code: MessageCode; params?: MessageParams };

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What `code` takes off a stay whose room rate is `roomRatePaise`, on `now`'s day in India. */
export function applyPromotion(
  code: string,
  stay: { checkIn: string; checkOut: string; roomRatePaise: bigint },
  now: Date,
): PromotionOutcome {
  const promotion = PROMOTIONS.find((p) => p.code === code.trim().toUpperCase());
  if (!promotion) return { ok: false, code: 'HOTEL_PROMO_UNKNOWN' };
  if (promotion.validUntil && istDate(now) > promotion.validUntil) {
    const date = DAY_MONTH_YEAR.format(new Date(`${promotion.validUntil}T00:00:00Z`));
    return { ok: false, code: 'HOTEL_PROMO_EXPIRED', params: { code: promotion.code, date } };
  }
  const refusal = promotion.refuses(stay);
  if (refusal) return { ok: false, code: refusal };
  const percentOff = (stay.roomRatePaise * BigInt(promotion.percent)) / 100n;
  const discountPaise =
    percentOff < promotion.maxDiscountPaise ? percentOff : promotion.maxDiscountPaise;
  return { ok: true, promotion, discountPaise };
}
