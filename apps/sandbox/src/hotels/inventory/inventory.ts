import { NOWHERE } from '../hotels.magic';
import { COAST_CITIES } from './cities-coast';
import { EAST_CITIES } from './cities-east';
import { HIMALAYAN_CITIES } from './cities-himalaya';
import { NORTH_CITIES } from './cities-north';
import { SOUTH_CITIES } from './cities-south';
import { WEST_CITIES } from './cities-west';
import type { CitySeed, Place } from './city-seeds';
import { cityDraw, generateHotel } from './generate';
import type { Area, City, Hotel, Landmark, Location } from './types';

/** The first hotel id; the rest follow one by one. */
const FIRST_HOTEL_ID = 100_000;

export interface Inventory {
  /** Biggest first (then by name): the order ids are given in and suggestions list cities in. */
  cities: City[];
  hotels: Hotel[];
  hotelsById: Map<string, Hotel>;
  locations: Map<string, Location>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function placeName(seed: CitySeed) {
  return seed.state === seed.name ? `${seed.name}, India` : `${seed.name}, ${seed.state}`;
}

function cityOf(seed: CitySeed): City {
  const id = `city-${slug(seed.name)}`;
  const city: City = {
    type: 'city',
    id,
    name: seed.name,
    fullName: placeName(seed),
    cityId: id,
    state: seed.state,
    seed,
    areas: [],
    landmarks: [],
    hotels: [],
  };
  const within = seed.state === seed.name ? seed.name : `${seed.name}, ${seed.state}`;
  /** What an area and a landmark of the city share: an id under the city's, a place. */
  const place = <T extends 'area' | 'landmark'>(type: T, [name, lat, lng]: Place) => ({
    type,
    id: `${type}-${slug(seed.name)}-${slug(name)}`,
    name,
    fullName: `${name}, ${within}`,
    cityId: id,
    city,
    lat,
    lng,
  });
  city.areas = seed.areas.map(([name, lat, lng, pincode]): Area => ({
    ...place('area', [name, lat, lng]),
    pincode,
    hotels: [],
  }));
  city.landmarks = seed.landmarks.map((seat): Landmark => place('landmark', seat));
  return city;
}

const nowhere = (): City => ({
  type: 'city',
  id: NOWHERE.id,
  name: NOWHERE.name,
  fullName: NOWHERE.name,
  cityId: NOWHERE.id,
  state: '',
  seed: null,
  areas: [],
  landmarks: [],
  hotels: [],
});

// Ids are numeric strings of one length, so comparing them as numbers orders them.
const byFeatured = (a: Hotel, b: Hotel) =>
  b.featuredScore - a.featuredScore || Number(a.id) - Number(b.id);

/**
 * Builds the whole inventory from the hand-written cities: every hotel drawn from its own seed,
 * then indexed by id, city and area in the featured order, so a search reads a list, never sorts.
 */
export function buildInventory(): Inventory {
  const seeds = [
    ...NORTH_CITIES,
    ...WEST_CITIES,
    ...SOUTH_CITIES,
    ...COAST_CITIES,
    ...EAST_CITIES,
    ...HIMALAYAN_CITIES,
    // Not localeCompare: its collator costs ~100 ms to load, a third of the build.
  ].sort((a, b) => b.hotels - a.hotels || (a.name < b.name ? -1 : 1));
  const cities: City[] = [];
  const hotels: Hotel[] = [];
  for (const seed of seeds) {
    const city = cityOf(seed);
    const draw = cityDraw(city, seed);
    for (let n = 0; n < seed.hotels; n += 1) {
      const hotel = generateHotel(String(FIRST_HOTEL_ID + hotels.length), draw);
      hotels.push(hotel);
      city.hotels.push(hotel);
      hotel.area.hotels.push(hotel);
    }
    city.hotels.sort(byFeatured);
    for (const area of city.areas) area.hotels.sort(byFeatured);
    cities.push(city);
  }
  cities.push(nowhere());
  const locations = new Map<string, Location>();
  for (const city of cities) {
    for (const location of [city, ...city.areas, ...city.landmarks]) {
      locations.set(location.id, location);
    }
  }
  return { cities, hotels, hotelsById: new Map(hotels.map((h) => [h.id, h])), locations };
}

let built: Inventory | undefined;

/** The inventory, built at first use and kept: it never changes. */
export function inventory(): Inventory {
  built ??= buildInventory();
  return built;
}
