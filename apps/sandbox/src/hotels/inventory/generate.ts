import { hasNoCoordinates } from '../hotels.magic';
import {
  BASE_TARIFF,
  PROPERTY_MIX,
  PROPERTY_PRICE_FACTOR,
  STAR_MIX,
  type PropertyType,
} from './catalogue';
import type { CitySeed } from './city-seeds';
import { drawFacilities } from './facilities';
import { offset } from './geo';
import { propertyName, streetLine } from './names';
import { seeded, type SeededRandom } from '../../aggregator/aggregator.random';
import { drawMealPlans, drawRates, drawRooms } from './rooms';
import type { Area, City, Hotel } from './types';

/** Hotels stand within this many km of their area's centre. */
const AREA_RADIUS_KM = 1.6;

const VIEWS: Record<CitySeed['kind'], readonly string[]> = {
  metro: ['City View', 'Garden View', 'Pool View', 'Courtyard View', 'Skyline View'],
  business: ['City View', 'Garden View', 'Pool View', 'Courtyard View'],
  heritage: ['City View', 'Courtyard View', 'Garden View', 'Fort View'],
  pilgrim: ['City View', 'Garden View', 'Courtyard View', 'River View'],
  beach: ['Sea View', 'Garden View', 'Pool View', 'Partial Sea View'],
  hill: ['Valley View', 'Mountain View', 'Garden View', 'Forest View'],
};

/** The address as Indians write it; a city that is its own state is named once. */
function address(random: SeededRandom, area: Area, city: City) {
  const place = city.state === city.name ? city.name : `${city.name}, ${city.state}`;
  return `${streetLine(random)}, ${area.name}, ${place} ${area.pincode}`;
}

/** 2.5–4.9, better with more stars; about one hotel in twenty has no rating yet. */
function drawRating(random: SeededRandom, stars: number) {
  if (random.chance(0.05)) return { rating: null, reviewCount: 0 };
  const raw = 3.1 + 0.2 * stars + random.float(-0.6, 0.6);
  const rating = Math.round(Math.min(4.9, Math.max(2.5, raw)) * 10) / 10;
  const reviewCount = Math.min(
    9999,
    Math.round(random.float(5, 120) * stars * random.float(0.5, 4)),
  );
  return { rating, reviewCount: Math.max(1, reviewCount) };
}

const STAR_CHOICES = Object.fromEntries(
  Object.entries(STAR_MIX).map(([type, weights]) => [
    type,
    weights.map((w, i) => [i + 1, w] as const),
  ]),
) as Record<PropertyType, (readonly [number, number])[]>;

/** What the hotels of one city are drawn against. */
export interface CityDraw {
  city: City;
  seed: CitySeed;
  /** Names already given in the city, kept unique. */
  taken: Set<string>;
  /** The areas with their weights: the first listed are the busiest. */
  areas: (readonly [Area, number])[];
}

export const cityDraw = (city: City, seed: CitySeed): CityDraw => ({
  city,
  seed,
  taken: new Set(),
  areas: city.areas.map((area, i) => [area, city.areas.length - i / 2] as const),
});

/**
 * One hotel, drawn from its own seed (its id), so each hotel is the same whatever else the
 * inventory holds.
 */
export function generateHotel(id: string, { city, seed, taken, areas }: CityDraw): Hotel {
  const random = seeded(`kosh-hotel:${id}`);
  const area = random.weighted(areas);
  const propertyType = random.weighted(PROPERTY_MIX[seed.kind]);
  const stars = random.weighted(STAR_CHOICES[propertyType]);
  const { rating, reviewCount } = drawRating(random, stars);
  const site = offset(
    area.lat,
    area.lng,
    AREA_RADIUS_KM * Math.sqrt(random.next()),
    random.next() * 2 * Math.PI,
  );
  const facilities = drawFacilities(random, { stars, type: propertyType, kind: seed.kind });
  const baseTariff =
    BASE_TARIFF[seed.tier][stars - 1]! *
    PROPERTY_PRICE_FACTOR[propertyType] *
    random.float(0.8, 1.3);
  const rooms = drawRooms(random, id, propertyType, stars, VIEWS[seed.kind]);
  const plans = drawMealPlans(random, propertyType, stars, facilities.includes('restaurant'));
  const rates = drawRates(random, rooms, plans, random.chance(0.65), baseTariff);
  const cheapest = rates.reduce((low, rate) => (rate.tariff < low.tariff ? rate : low));
  const choice = random.chance(rating !== null && rating >= 4.2 ? 0.3 : 0.08);
  return {
    id,
    name: propertyName(random, propertyType, taken),
    city,
    seed,
    area,
    stars,
    rating,
    reviewCount,
    address: address(random, area, city),
    propertyType,
    position: hasNoCoordinates(id) ? null : site,
    site,
    facilities,
    choice,
    imageCount: Math.min(20, random.int(2 + stars, 6 + Math.round(stars * 2.8))),
    rooms,
    rates,
    cheapest,
    panAlways: random.chance(0.08),
    passportRequired: random.chance(0.03),
    featuredScore:
      (choice ? 1.5 : 0) +
      ((rating ?? 3) / 5) * 1.2 +
      stars * 0.15 +
      Math.log10(reviewCount + 1) * 0.2 +
      random.next() * 0.8,
  };
}
