import { seeded, type SeededRandom } from '../aggregator/aggregator.random';
import { distanceKm, offset } from './inventory/geo';
import type { Place } from './inventory/city-seeds';
import type { Hotel } from './inventory/types';

export type AttractionKind =
  'airport' | 'bar' | 'cafe' | 'nightlife' | 'restaurant' | 'shopping' | 'train';

const words = (text: string) => text.split('|');

/** Names and categories of the places around a hotel, by kind (the city's own for the rest). */
const NEARBY: Record<
  Exclude<AttractionKind, 'airport' | 'train'>,
  { names: string[]; categories: string[] }
> = {
  restaurant: {
    names: words(
      'Spice Route|Punjabi Rasoi|Dakshin Kitchen|Tandoori Nights|Curry Leaf|The Biryani House|' +
        'Masala Trail|Annapurna Bhojanalaya|Zaffran|Coastal Catch|Chettinad Flavours|' +
        'Thali Junction|Dilli Darbar|Udupi Sagar|Rannaghor|Kebab Corner|Swad Family Restaurant',
    ),
    categories: words('North Indian|South Indian|Mughlai|Seafood|Multi-cuisine|Chinese|Vegetarian'),
  },
  cafe: {
    names: words(
      'The Chai Stop|Brew & Bean|Filter Kaapi Corner|Cafe Chaupal|The Bookworm Cafe|' +
        'Roastery Lane|Kaapi Katte|Bean There Cafe|The Tea Terrace|Mocha Lane',
    ),
    categories: words('Cafe|Coffee shop|Bakery|Tea room'),
  },
  bar: {
    names: words(
      'The Tipsy Elephant|Hops & Barley|The Local Tap|Copper Still|The Toddy Shop|' +
        'Barrel House|The Brew Yard|Cask & Kettle',
    ),
    categories: words('Pub|Lounge bar|Microbrewery|Sports bar'),
  },
  nightlife: {
    names: words(
      'Club Neon|Skyline Lounge|The Loft|Pulse Nightclub|Bollywood Beats|Studio 9|Midnight Mango',
    ),
    categories: words('Nightclub|Live music|Rooftop lounge|Karaoke'),
  },
  shopping: {
    names: words(
      'City Centre Mall|Handloom Emporium|Crafts Bazaar|Khadi Bhandar|Central Market|' +
        'Silk House|Spice Market|Book Street|Jewellers Lane',
    ),
    categories: words('Mall|Market|Handicrafts|Bazaar'),
  },
};

/** How many places of each kind a hotel lists: more in a big city. */
const PER_KIND: Record<keyof typeof NEARBY, readonly [number, number]> = {
  restaurant: [2, 4],
  cafe: [1, 3],
  shopping: [1, 3],
  bar: [0, 2],
  nightlife: [0, 2],
};

export interface Attraction {
  name: string;
  kind: AttractionKind;
  category: string;
  latitude: number;
  longitude: number;
  distance_km: number;
}

function attraction(
  hotel: Hotel,
  [name, latitude, longitude]: Place,
  kind: AttractionKind,
  category: string,
): Attraction {
  const km = distanceKm(hotel.site.lat, hotel.site.lng, latitude, longitude);
  return { name, kind, category, latitude, longitude, distance_km: Math.round(km * 10) / 10 };
}

function near(random: SeededRandom, hotel: Hotel, name: string): Place {
  const at = offset(
    hotel.site.lat,
    hotel.site.lng,
    random.float(0.2, 3.5),
    random.float(0, 2 * Math.PI),
  );
  return [name, at.lat, at.lng];
}

/**
 * The places around a hotel, nearest first: its city's airport and station, and restaurants,
 * cafés, bars, clubs and shops a short walk or ride away. Measured from where the hotel stands,
 * even when it publishes no coordinates (the list still helps; only the map is missing).
 */
export function attractionsOf(hotel: Hotel): Attraction[] {
  const random = seeded(`kosh-hotel-nearby:${hotel.id}`);
  const list = [attraction(hotel, hotel.seed.airport, 'airport', 'Airport')];
  if (hotel.seed.station)
    list.push(attraction(hotel, hotel.seed.station, 'train', 'Railway station'));
  const bigCity = hotel.seed.tier === 1;
  for (const kind of Object.keys(PER_KIND) as (keyof typeof NEARBY)[]) {
    // Holy towns have little nightlife.
    if (hotel.seed.kind === 'pilgrim' && (kind === 'bar' || kind === 'nightlife')) continue;
    const [min, max] = PER_KIND[kind];
    const names = random.sample(NEARBY[kind].names, random.int(min, max + (bigCity ? 1 : 0)));
    for (const name of names) {
      list.push(
        attraction(hotel, near(random, hotel, name), kind, random.pick(NEARBY[kind].categories)),
      );
    }
  }
  return list.sort((a, b) => a.distance_km - b.distance_km);
}
