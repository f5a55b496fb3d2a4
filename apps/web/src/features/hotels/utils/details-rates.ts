import type {
  HotelMealPlan,
  HotelRate,
  HotelRecommendation,
  HotelRoom,
} from '@kosh/contract/hotels';

/** One rate of a hotel as the page lists it: the rate and the recommendation it came in. */
export interface RateOption {
  recommendationId: string;
  rate: HotelRate;
}

/** The rates of one room type, cheapest first: one card on the page. */
export interface RoomTypeGroup {
  roomType: string;
  /** The room the card describes (its picture, size, view, bed, facilities). */
  room: HotelRoom | undefined;
  options: RateOption[];
}

/** docs/product-2.md §3: a room with no type is shown as 'Unknown Type'. */
export const UNKNOWN_ROOM_TYPE = 'Unknown Type';

const roomTypeOf = (rate: HotelRate) => rate.rooms[0]?.roomType || UNKNOWN_ROOM_TYPE;

/**
 * The rates grouped by room type (docs/product-2.md §2): each group's rates cheapest first by base rate, and
 * the groups ordered by their lowest base rate. A sort is stable, so equal rates keep the
 * supplier's order.
 */
export function groupByRoomType(recommendations: readonly HotelRecommendation[]): RoomTypeGroup[] {
  const groups = new Map<string, RoomTypeGroup>();
  for (const { recommendationId, rates } of recommendations) {
    for (const rate of rates) {
      const roomType = roomTypeOf(rate);
      let group = groups.get(roomType);
      if (!group) {
        group = { roomType, room: rate.rooms[0], options: [] };
        groups.set(roomType, group);
      }
      group.options.push({ recommendationId, rate });
    }
  }
  const byBase = (a: RateOption, b: RateOption) => a.rate.baseRate - b.rate.baseRate;
  const sorted = [...groups.values()].map((g) => ({ ...g, options: [...g.options].sort(byBase) }));
  return sorted.sort((a, b) => lowestBase(a) - lowestBase(b));
}

const lowestBase = (group: RoomTypeGroup) => group.options[0]?.rate.baseRate ?? Infinity;

/** The Room Rates chips (docs/product-2.md §2). */
export const RATE_CHIPS = ['freeCancellation', 'breakfast', 'halfBoard', 'allMeals'] as const;
export type RateChip = (typeof RATE_CHIPS)[number];

/** How many meals a plan includes: a chip asks for at least its own. */
const MEALS: Record<HotelMealPlan, number> = {
  ROOM_ONLY: 0,
  BREAKFAST: 1,
  HALF_BOARD: 2,
  FULL_BOARD: 3,
};

/**
 * Whether a rate passes every chip that is on. The spec's chips only decorate; Kosh's filter:
 * a meal chip keeps the rates that include at least those meals (All Meals also has breakfast),
 * so two chips on together ask for the stricter one.
 */
export function rateMatches(rate: HotelRate, chips: ReadonlySet<RateChip>): boolean {
  if (chips.has('freeCancellation') && !hasFreeCancellation(rate)) return false;
  const meals = MEALS[rate.mealPlan];
  if (chips.has('breakfast') && meals < MEALS.BREAKFAST) return false;
  if (chips.has('halfBoard') && meals < MEALS.HALF_BOARD) return false;
  if (chips.has('allMeals') && meals < MEALS.FULL_BOARD) return false;
  return true;
}

/** The groups with only the rates the chips let through; groups left empty are dropped. */
export function filterGroups(
  groups: readonly RoomTypeGroup[],
  chips: ReadonlySet<RateChip>,
): RoomTypeGroup[] {
  if (chips.size === 0) return [...groups];
  return groups
    .map((g) => ({ ...g, options: g.options.filter((o) => rateMatches(o.rate, chips)) }))
    .filter((g) => g.options.length > 0);
}

/**
 * Until when the rate can be cancelled for nothing (the end of its last free rule), or null: a
 * non-refundable rate, or one whose free window has passed.
 */
export function freeCancellationUntil(rate: HotelRate, now: Date = new Date()): Date | null {
  if (!rate.refundable) return null;
  let until: number | null = null;
  for (const policy of rate.cancellationPolicies) {
    for (const rule of policy.rules) {
      const end = Date.parse(rule.end);
      if (rule.estimatedValue === 0 && Number.isFinite(end) && (until === null || end > until)) {
        until = end;
      }
    }
  }
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

export const hasFreeCancellation = (rate: HotelRate, now?: Date) =>
  freeCancellationUntil(rate, now) !== null;
