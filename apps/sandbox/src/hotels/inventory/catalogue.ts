import type { CityKind } from './city-seeds';

export const PROPERTY_TYPES = [
  'Hotel',
  'Resort',
  'Homestay',
  'Apartment',
  'Villa',
  'Guest House',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The mix of property types a kind of destination has (weights). */
export const PROPERTY_MIX: Record<CityKind, readonly (readonly [PropertyType, number])[]> = {
  metro: [
    ['Hotel', 74],
    ['Apartment', 10],
    ['Guest House', 8],
    ['Homestay', 4],
    ['Resort', 2],
    ['Villa', 2],
  ],
  business: [
    ['Hotel', 76],
    ['Apartment', 8],
    ['Guest House', 10],
    ['Homestay', 3],
    ['Resort', 3],
  ],
  heritage: [
    ['Hotel', 62],
    ['Resort', 10],
    ['Homestay', 10],
    ['Guest House', 10],
    ['Villa', 4],
    ['Apartment', 4],
  ],
  pilgrim: [
    ['Hotel', 64],
    ['Guest House', 20],
    ['Homestay', 10],
    ['Resort', 4],
    ['Apartment', 2],
  ],
  beach: [
    ['Hotel', 46],
    ['Resort', 20],
    ['Villa', 12],
    ['Homestay', 10],
    ['Guest House', 8],
    ['Apartment', 4],
  ],
  hill: [
    ['Hotel', 52],
    ['Resort', 16],
    ['Homestay', 16],
    ['Villa', 6],
    ['Guest House', 10],
  ],
};

/** What a night costs, relative to a hotel room: a villa is let whole, a guest house is plain. */
export const PROPERTY_PRICE_FACTOR: Record<PropertyType, number> = {
  Hotel: 1,
  Resort: 1.3,
  Homestay: 0.8,
  Apartment: 1.1,
  Villa: 2.4,
  'Guest House': 0.7,
};

/** The likely stars of each property type (weights for 1–5 stars). */
export const STAR_MIX: Record<PropertyType, readonly number[]> = {
  Hotel: [8, 22, 38, 22, 10],
  Resort: [0, 4, 36, 38, 22],
  Homestay: [20, 50, 30, 0, 0],
  Apartment: [4, 20, 50, 22, 4],
  Villa: [0, 10, 40, 35, 15],
  'Guest House': [40, 48, 12, 0, 0],
};

/** A standard room for two, one plain night, by city tier then stars (rupees, before tax). */
export const BASE_TARIFF: Record<1 | 2 | 3, readonly number[]> = {
  1: [1200, 2000, 3600, 6400, 11500],
  2: [1000, 1700, 2900, 5200, 9000],
  3: [800, 1400, 2400, 4300, 7600],
};

export const MEAL_PLANS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** How much each meal plan adds to the room-only price. */
export const MEAL_PLAN_FACTOR: Record<MealPlan, number> = {
  ROOM_ONLY: 1,
  BREAKFAST: 1.12,
  HALF_BOARD: 1.3,
  FULL_BOARD: 1.45,
};

/** A non-refundable rate is ~12% cheaper than the same refundable one. */
export const NON_REFUNDABLE_FACTOR = 0.88;
