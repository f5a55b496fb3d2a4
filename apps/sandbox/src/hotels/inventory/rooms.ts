import {
  MEAL_PLAN_FACTOR,
  MEAL_PLANS,
  NON_REFUNDABLE_FACTOR,
  type MealPlan,
  type PropertyType,
} from './catalogue';
import type { SeededRandom } from '../../aggregator/aggregator.random';

/** A kind of room: its name, price relative to the property's cheapest, size and beds. */
interface RoomKind {
  type: string;
  factor: number;
  sqft: readonly [number, number];
  beds: readonly string[];
}

const kind = (type: string, factor: number, sqft: [number, number], beds: string) => ({
  type,
  factor,
  sqft,
  beds: beds.split('|'),
});

const DOUBLE = '1 Double Bed|2 Single Beds';
const KING = '1 King Bed|1 Queen Bed|2 Twin Beds';
const FAMILY = '1 King Bed and 1 Single Bed|2 Queen Beds|1 King Bed and 1 Sofa Bed';

/** Each property type's rooms, cheapest first; a property offers a run of consecutive ones. */
const LADDERS: Record<PropertyType, readonly RoomKind[]> = {
  Hotel: [
    kind('Standard Room', 1, [140, 200], DOUBLE),
    kind('Superior Room', 1.1, [180, 240], KING),
    kind('Deluxe Room', 1.22, [220, 300], KING),
    kind('Premium Room', 1.38, [260, 340], KING),
    kind('Executive Room', 1.55, [300, 380], '1 King Bed|2 Twin Beds'),
    kind('Family Room', 1.65, [350, 460], FAMILY),
    kind('Club Room', 1.8, [320, 420], '1 King Bed'),
    kind('Junior Suite', 2, [420, 550], '1 King Bed'),
    kind('Suite', 2.6, [550, 800], '1 King Bed'),
    kind('Presidential Suite', 5, [1400, 2200], '1 King Bed'),
  ],
  Resort: [
    kind('Deluxe Room', 1, [260, 340], KING),
    kind('Garden View Cottage', 1.15, [300, 420], KING),
    kind('Pool View Room', 1.3, [320, 420], KING),
    kind('Premium Room', 1.4, [340, 440], KING),
    kind('Family Suite', 1.9, [500, 700], FAMILY),
    kind('Villa with Plunge Pool', 3, [800, 1200], '1 King Bed'),
  ],
  Homestay: [
    kind('Standard Room', 1, [140, 200], DOUBLE),
    kind('Attic Room', 1.1, [180, 260], '1 Double Bed'),
    kind('Cottage Room', 1.2, [200, 300], '1 Queen Bed|1 Double Bed'),
    kind('Family Room', 1.5, [300, 400], FAMILY),
  ],
  Apartment: [
    kind('Studio Apartment', 1, [350, 450], '1 Queen Bed|1 Double Bed'),
    kind('One Bedroom Apartment', 1.35, [550, 750], '1 King Bed and 1 Sofa Bed|1 Queen Bed'),
    kind('Two Bedroom Apartment', 1.9, [900, 1200], '1 King Bed and 2 Single Beds|2 Queen Beds'),
    kind('Three Bedroom Apartment', 2.6, [1300, 1700], '2 King Beds and 2 Single Beds'),
  ],
  Villa: [
    kind('Two Bedroom Villa', 1, [1200, 1600], '1 King Bed and 1 Queen Bed'),
    kind('Three Bedroom Villa', 1.4, [1700, 2300], '2 King Beds and 1 Queen Bed'),
    kind('Private Pool Villa', 1.8, [1500, 2500], '2 King Beds'),
    kind('Four Bedroom Villa', 1.9, [2400, 3200], '3 King Beds and 2 Single Beds'),
  ],
  'Guest House': [
    kind('Budget Room', 0.85, [100, 150], '1 Double Bed'),
    kind('Standard Double Room', 1, [130, 180], DOUBLE),
    kind('Deluxe Double Room', 1.18, [160, 220], '1 Queen Bed|1 Double Bed'),
    kind('Triple Room', 1.3, [200, 260], '1 Double Bed and 1 Single Bed|3 Single Beds'),
  ],
};

/** How many room types, and from which rung of the hotel ladder, by stars. */
const HOTEL_RANGE: readonly (readonly [count: [number, number], first: [number, number]])[] = [
  [
    [2, 2],
    [0, 0],
  ],
  [
    [2, 3],
    [0, 1],
  ],
  [
    [2, 4],
    [0, 2],
  ],
  [
    [3, 5],
    [1, 3],
  ],
  [
    [4, 6],
    [2, 4],
  ],
];

export interface RoomType {
  /** Unique over the inventory: `<hotelId>-<n>`, n from 1. */
  id: string;
  type: string;
  bed: string;
  areaSqft: number;
  view: string;
  /** The room's price relative to the property's cheapest room type. */
  factor: number;
}

export interface RatePlan {
  /** `<roomId>-<meal plan>-<R|N>`: stable, so an itinerary's rate can be found again. */
  id: string;
  room: RoomType;
  mealPlan: MealPlan;
  refundable: boolean;
  /** A plain night for two adults in one room, whole rupees before tax: what pricing scales. */
  tariff: number;
}

/** The property's room types, cheapest first. */
export function drawRooms(
  random: SeededRandom,
  hotelId: string,
  type: PropertyType,
  stars: number,
  views: readonly string[],
): RoomType[] {
  const ladder = LADDERS[type];
  let count: number;
  let first: number;
  if (type === 'Hotel') {
    const [[minCount, maxCount], [minFirst, maxFirst]] = HOTEL_RANGE[stars - 1]!;
    count = random.int(minCount, maxCount);
    first = random.int(minFirst, maxFirst);
  } else {
    count = random.int(2, Math.min(4, ladder.length));
    first = random.int(0, ladder.length - count);
  }
  // A top-of-the-ladder suite only at a five-star hotel.
  const top = type === 'Hotel' && stars < 5 ? ladder.length - 1 : ladder.length;
  first = Math.min(first, Math.max(0, top - count));
  return ladder.slice(first, first + count).map((kind, index) => ({
    id: `${hotelId}-${index + 1}`,
    type: kind.type,
    bed: random.pick(kind.beds),
    areaSqft: Math.round(random.int(kind.sqft[0], kind.sqft[1]) / 5) * 5,
    view: random.pick(views),
    factor: kind.factor,
  }));
}

/**
 * The meal plans a property sells: room only unless it always serves breakfast, breakfast at most,
 * half and full board at resorts and at four- and five-star hotels with a restaurant.
 */
export function drawMealPlans(
  random: SeededRandom,
  type: PropertyType,
  stars: number,
  hasRestaurant: boolean,
): MealPlan[] {
  const plans: MealPlan[] = [];
  const breakfast = random.chance(type === 'Apartment' || type === 'Villa' ? 0.35 : 0.65);
  if (!breakfast || random.chance(0.8)) plans.push('ROOM_ONLY');
  if (breakfast) plans.push('BREAKFAST');
  const boards = type === 'Resort' || (stars >= 4 && hasRestaurant);
  if (boards && random.chance(0.6)) {
    plans.push('HALF_BOARD');
    if (random.chance(0.5)) plans.push('FULL_BOARD');
  }
  return plans;
}

/**
 * Each room type's rates (2–6): some of the property's meal plans, refundable or not. A property
 * that sells a single meal plan always sells it both ways, so every room has two rates at least.
 */
export function drawRates(
  random: SeededRandom,
  rooms: readonly RoomType[],
  plans: readonly MealPlan[],
  refundable: boolean,
  baseTariff: number,
): RatePlan[] {
  const ways = refundable || plans.length === 1 ? [true, false] : [false];
  const combos = plans.flatMap((mealPlan) => ways.map((r) => ({ mealPlan, refundable: r })));
  return rooms.flatMap((room) =>
    random
      .sample(combos, random.int(2, Math.min(6, combos.length)))
      .sort(
        (a, b) =>
          MEAL_PLANS.indexOf(a.mealPlan) - MEAL_PLANS.indexOf(b.mealPlan) ||
          Number(a.refundable) - Number(b.refundable),
      )
      .map(({ mealPlan, refundable: r }) => ({
        id: `${room.id}-${mealPlan}-${r ? 'R' : 'N'}`,
        room,
        mealPlan,
        refundable: r,
        tariff: Math.round(
          baseTariff * room.factor * MEAL_PLAN_FACTOR[mealPlan] * (r ? 1 : NON_REFUNDABLE_FACTOR),
        ),
      })),
  );
}
