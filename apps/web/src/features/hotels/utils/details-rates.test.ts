import { describe, expect, it } from 'vitest';
import type { HotelMealPlan, HotelRate, HotelRecommendation } from '@kosh/contract/hotels';
import {
  UNKNOWN_ROOM_TYPE,
  filterGroups,
  freeCancellationUntil,
  groupByRoomType,
  rateMatches,
  type RateChip,
} from './details-rates';

const NOW = new Date('2026-12-01T06:30:00Z');

function rate(
  rateId: string,
  roomType: string,
  baseRate: number,
  options: { mealPlan?: HotelMealPlan; refundable?: boolean; freeUntil?: string } = {},
): HotelRate {
  const { mealPlan = 'ROOM_ONLY', refundable = true, freeUntil = '2026-12-08T06:30:00Z' } = options;
  return {
    rateId,
    finalRate: baseRate * 2,
    baseRate,
    taxAmount: baseRate * 0.12,
    payNow: baseRate * 2,
    currency: 'INR',
    refundable,
    mealPlan,
    breakfastIncluded: mealPlan !== 'ROOM_ONLY',
    rooms: [
      {
        roomId: `room-${roomType}`,
        roomType,
        roomName: `${roomType}, king bed`,
        roomDescription: '',
        bedType: 'King',
        facilities: [],
        images: [],
        area: { squareFeet: 300 },
        view: 'City',
      },
    ],
    cancellationPolicies: [
      {
        rules: refundable
          ? [
              { start: '2026-11-30T00:00:00Z', end: freeUntil, estimatedValue: 0 },
              { start: freeUntil, end: '2026-12-10T08:30:00Z', estimatedValue: baseRate * 2 },
            ]
          : [{ start: '2026-11-30T00:00:00Z', end: '2026-12-10T08:30:00Z', estimatedValue: 1 }],
      },
    ],
    policies: [],
    IsPANMandatory: false,
    IsPassportMandatory: false,
  };
}

const recommendations: HotelRecommendation[] = [
  { recommendationId: 'r1', rates: [rate('a', 'Suite', 9000), rate('b', 'Deluxe', 5000)] },
  { recommendationId: 'r2', rates: [rate('c', 'Deluxe', 4000), rate('d', 'Suite', 8500)] },
  { recommendationId: 'r3', rates: [rate('e', 'Standard', 4500), rate('f', 'Deluxe', 5000)] },
];

describe('groupByRoomType', () => {
  it('orders the types by their lowest base rate and each type’s rates cheapest first', () => {
    const groups = groupByRoomType(recommendations);
    expect(groups.map((g) => g.roomType)).toEqual(['Deluxe', 'Standard', 'Suite']);
    expect(groups[0]?.options.map((o) => [o.rate.rateId, o.recommendationId])).toEqual([
      ['c', 'r2'],
      ['b', 'r1'],
      ['f', 'r3'],
    ]);
    expect(groups[2]?.options.map((o) => o.rate.rateId)).toEqual(['d', 'a']);
  });

  it('puts a room without a type under Unknown Type', () => {
    const untyped = rate('x', '', 100);
    const [group] = groupByRoomType([{ recommendationId: 'r', rates: [untyped] }]);
    expect(group?.roomType).toBe(UNKNOWN_ROOM_TYPE);
  });
});

describe('the chips', () => {
  const on = (...chips: RateChip[]) => new Set(chips);

  it('keep every rate when none is on', () => {
    expect(rateMatches(rate('a', 'Deluxe', 1, { refundable: false }), on())).toBe(true);
  });

  it('ask a meal chip for at least its meals', () => {
    const plans: HotelMealPlan[] = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD'];
    const passing = (chip: RateChip) =>
      plans.filter((mealPlan) => rateMatches(rate('a', 'D', 1, { mealPlan }), on(chip)));
    expect(passing('breakfast')).toEqual(['BREAKFAST', 'HALF_BOARD', 'FULL_BOARD']);
    expect(passing('halfBoard')).toEqual(['HALF_BOARD', 'FULL_BOARD']);
    expect(passing('allMeals')).toEqual(['FULL_BOARD']);
  });

  it('ask Free Cancellation for a free window still open', () => {
    const chips = on('freeCancellation');
    const future = '2099-01-01T00:00:00Z';
    expect(rateMatches(rate('a', 'D', 1, { freeUntil: future }), chips)).toBe(true);
    expect(rateMatches(rate('a', 'D', 1, { refundable: false }), chips)).toBe(false);
    // Refundable once, but its free window has passed.
    expect(rateMatches(rate('a', 'D', 1, { freeUntil: '2020-01-01T00:00:00Z' }), chips)).toBe(
      false,
    );
  });

  it('drop the types left with no rate, and ask every chip that is on', () => {
    const groups = groupByRoomType([
      {
        recommendationId: 'r',
        rates: [
          rate('a', 'Deluxe', 1, { mealPlan: 'BREAKFAST', refundable: false }),
          rate('b', 'Deluxe', 2, { mealPlan: 'BREAKFAST', freeUntil: '2099-01-01T00:00:00Z' }),
          rate('c', 'Suite', 3, { mealPlan: 'ROOM_ONLY', freeUntil: '2099-01-01T00:00:00Z' }),
        ],
      },
    ]);
    const shown = filterGroups(groups, on('breakfast', 'freeCancellation'));
    expect(shown.map((g) => [g.roomType, g.options.map((o) => o.rate.rateId)])).toEqual([
      ['Deluxe', ['b']],
    ]);
    expect(filterGroups(groups, on('allMeals'))).toEqual([]);
  });
});

describe('freeCancellationUntil', () => {
  it('is the end of the last free rule', () => {
    const until = freeCancellationUntil(rate('a', 'D', 1), NOW);
    expect(until?.toISOString()).toBe('2026-12-08T06:30:00.000Z');
  });

  it('is null for a non-refundable rate and once the window has passed', () => {
    expect(freeCancellationUntil(rate('a', 'D', 1, { refundable: false }), NOW)).toBeNull();
    const later = new Date('2026-12-08T06:30:00Z');
    expect(freeCancellationUntil(rate('a', 'D', 1), later)).toBeNull();
  });
});
