import type { PropertyType } from './catalogue';
import type { CityKind } from './city-seeds';
import type { SeededRandom } from '../../aggregator/aggregator.random';

/** What a hotel is asked for the facility's chance: its stars, type and destination. */
interface Traits {
  stars: number;
  type: PropertyType;
  kind: CityKind;
}

interface FacilityDefinition {
  name: string;
  group: string;
  /** How likely a property like this has it (0–1). */
  chance: (t: Traits) => number;
}

const resortLike = (t: Traits) => t.type === 'Resort' || t.type === 'Villa';
const byStars = (t: Traits, ...chances: number[]) => chances[t.stars - 1]!;

/**
 * The facilities a property may list, in the order suppliers show them (a result card shows the
 * first five): the code is what Kosh filters on, the name what the customer reads.
 */
export const FACILITIES = {
  wifi: {
    name: 'Free Wi-Fi',
    group: 'Internet',
    chance: (t) => (t.type === 'Homestay' ? 0.75 : 0.8 + 0.04 * t.stars),
  },
  pool: {
    name: 'Swimming Pool',
    group: 'Wellness',
    chance: (t) => (resortLike(t) ? 0.8 : byStars(t, 0.01, 0.03, 0.2, 0.65, 0.9)),
  },
  restaurant: {
    name: 'Restaurant',
    group: 'Food & Drink',
    chance: (t) =>
      t.type === 'Hotel' || t.type === 'Resort' ? byStars(t, 0.3, 0.5, 0.8, 0.95, 1) : 0.2,
  },
  parking: {
    name: 'Free Parking',
    group: 'Parking & Transport',
    chance: (t) => 0.45 + 0.1 * t.stars,
  },
  ac: {
    name: 'Air Conditioning',
    group: 'Room Comfort',
    chance: (t) => (t.kind === 'hill' ? 0.15 : byStars(t, 0.55, 0.75, 0.95, 1, 1)),
  },
  spa: {
    name: 'Spa',
    group: 'Wellness',
    chance: (t) => (t.type === 'Resort' ? 0.7 : byStars(t, 0, 0.02, 0.08, 0.45, 0.85)),
  },
  gym: {
    name: 'Fitness Centre',
    group: 'Wellness',
    chance: (t) => byStars(t, 0, 0.03, 0.25, 0.75, 0.95),
  },
  bar: {
    name: 'Bar',
    group: 'Food & Drink',
    // Holy towns sell little or no alcohol.
    chance: (t) => (t.kind === 'pilgrim' ? 0.05 : byStars(t, 0, 0.05, 0.2, 0.65, 0.9)),
  },
  room_service: {
    name: '24-hour Room Service',
    group: 'Food & Drink',
    chance: (t) => 0.18 * t.stars,
  },
  front_desk: {
    name: '24-hour Front Desk',
    group: 'Services',
    chance: (t) => 0.3 + 0.15 * t.stars,
  },
  power_backup: { name: 'Power Backup', group: 'Services', chance: () => 0.75 },
  elevator: {
    name: 'Lift',
    group: 'Accessibility',
    chance: (t) =>
      resortLike(t) || t.type === 'Homestay' ? 0.05 : byStars(t, 0.2, 0.4, 0.85, 1, 1),
  },
  laundry: { name: 'Laundry Service', group: 'Services', chance: (t) => 0.35 + 0.12 * t.stars },
  cafe: { name: 'Coffee Shop', group: 'Food & Drink', chance: (t) => 0.05 + 0.12 * t.stars },
  airport_shuttle: {
    name: 'Airport Shuttle',
    group: 'Parking & Transport',
    chance: (t) => 0.08 * t.stars,
  },
  business_centre: {
    name: 'Business Centre',
    group: 'Business',
    chance: (t) =>
      t.kind === 'metro' || t.kind === 'business' ? byStars(t, 0, 0.05, 0.3, 0.7, 0.9) : 0.05,
  },
  meeting_rooms: {
    name: 'Meeting Rooms',
    group: 'Business',
    chance: (t) => byStars(t, 0, 0.05, 0.3, 0.6, 0.85),
  },
  banquet: {
    name: 'Banquet Hall',
    group: 'Business',
    chance: (t) => byStars(t, 0, 0.1, 0.35, 0.6, 0.8),
  },
  kids_play_area: {
    name: 'Kids Play Area',
    group: 'Family',
    chance: (t) => (t.type === 'Resort' ? 0.6 : 0.06 * t.stars),
  },
  wheelchair: {
    name: 'Wheelchair Accessible',
    group: 'Accessibility',
    chance: (t) => 0.08 + 0.14 * t.stars,
  },
  ev_charging: {
    name: 'EV Charging',
    group: 'Parking & Transport',
    chance: (t) => (t.kind === 'metro' ? byStars(t, 0, 0, 0.05, 0.3, 0.5) : 0.02),
  },
  kitchenette: {
    name: 'Kitchenette',
    group: 'Room Comfort',
    chance: (t) => ({ Apartment: 0.95, Villa: 0.8, Homestay: 0.3 })[t.type as string] ?? 0,
  },
  beach_access: {
    name: 'Beach Access',
    group: 'Outdoors',
    chance: (t) => (t.kind === 'beach' ? (resortLike(t) ? 0.6 : 0.15) : 0),
  },
  garden: {
    name: 'Garden',
    group: 'Outdoors',
    chance: (t) => (resortLike(t) || t.type === 'Homestay' ? 0.75 : 0.15),
  },
  bonfire: { name: 'Bonfire', group: 'Outdoors', chance: (t) => (t.kind === 'hill' ? 0.5 : 0.02) },
  pets: { name: 'Pets Allowed', group: 'Policies', chance: () => 0.07 },
  non_smoking: { name: 'Non-smoking Rooms', group: 'Room Comfort', chance: () => 0.55 },
} satisfies Record<string, FacilityDefinition>;

export type FacilityCode = keyof typeof FACILITIES;
const CODES = Object.keys(FACILITIES) as FacilityCode[];

// A property's chances depend only on its stars, type and destination: 180 kinds of property,
// each worked out once, so drawing a hotel's facilities is a draw per facility and no more.
const chancesOf = new Map<string, number[]>();

/** The facilities a property has, in display order. */
export function drawFacilities(random: SeededRandom, traits: Traits): FacilityCode[] {
  const key = `${traits.stars}|${traits.type}|${traits.kind}`;
  let chances = chancesOf.get(key);
  if (!chances) {
    chances = CODES.map((code) => FACILITIES[code].chance(traits));
    chancesOf.set(key, chances);
  }
  const codes: FacilityCode[] = [];
  for (let i = 0; i < CODES.length; i += 1) {
    if (random.chance(chances[i]!)) codes.push(CODES[i]!);
  }
  return codes;
}
