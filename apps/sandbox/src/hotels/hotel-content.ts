import { seeded, type SeededRandom } from '../aggregator/aggregator.random';
import { IMAGE_CAPTIONS, imageKind } from '../media/image-kinds';
import { attractionsOf } from './attractions';
import { coverImage, hotelFacts, type ImageUrls } from './hotel-summary';
import { FACILITIES, type FacilityCode } from './inventory/facilities';
import { distanceKm } from './inventory/geo';
import type { Hotel } from './inventory/types';

/** Amenity categories in the order a details page lists them; facilities fall in by group. */
const CATEGORY_OF_GROUP: Record<string, string> = {
  Internet: 'Internet',
  'Room Comfort': 'Room',
  'Food & Drink': 'Food & Drink',
  Wellness: 'Wellness',
  Services: 'General',
  Accessibility: 'Accessibility',
  'Parking & Transport': 'Parking & Transport',
  Business: 'Business',
  Family: 'Family',
  Outdoors: 'Outdoors',
  Policies: 'General',
};
const CATEGORY_ORDER = [
  'General',
  'Room',
  'Internet',
  'Food & Drink',
  'Wellness',
  'Parking & Transport',
  'Business',
  'Family',
  'Outdoors',
  'Accessibility',
  'Safety & Security',
];

/** A landline in the city (+91, the STD code, the rest of ten digits) and sometimes a mobile. */
function phones(random: SeededRandom, hotel: Hotel) {
  const std = hotel.seed.std;
  const landline = `+91 ${std} ${random.int(2, 7)}${random.digits(9 - std.length)}`;
  if (!random.chance(0.5)) return [landline];
  return [
    landline,
    `+91 ${random.pick(['98', '97', '94', '88', '70'])}${random.digits(3)} ${random.digits(5)}`,
  ];
}

function amenities(hotel: Hotel) {
  const byCategory = new Map<string, string[]>(CATEGORY_ORDER.map((c) => [c, []]));
  const add = (category: string, item: string) => byCategory.get(category)!.push(item);
  add('General', 'Daily Housekeeping');
  if (hotel.stars >= 2) add('General', 'Luggage Storage');
  for (const code of hotel.facilities) {
    add(CATEGORY_OF_GROUP[FACILITIES[code].group]!, FACILITIES[code].name);
  }
  add('Room', 'Flat-screen TV');
  if (hotel.stars >= 2) add('Room', 'Tea/Coffee Maker');
  if (hotel.stars >= 3) add('Room', 'In-room Safe');
  if (hotel.stars >= 4) add('Room', 'Minibar');
  add('Safety & Security', 'CCTV in Common Areas');
  add('Safety & Security', 'Fire Extinguishers');
  add('Safety & Security', 'First-aid Kit');
  if (hotel.stars >= 3) add('Safety & Security', 'Smoke Detectors');
  return [...byCategory]
    .filter(([, items]) => items.length > 0)
    .map(([category, items]) => ({ category, items }));
}

function description(random: SeededRandom, hotel: Hotel) {
  const nearest = hotel.city.landmarks
    .map((l) => ({ name: l.name, km: distanceKm(hotel.site.lat, hotel.site.lng, l.lat, l.lng) }))
    .sort((a, b) => a.km - b.km)[0];
  const where = nearest
    ? `, ${nearest.km < 1 ? 'a short walk' : `${nearest.km.toFixed(1)} km`} from ${nearest.name}`
    : '';
  const type = hotel.propertyType.toLowerCase();
  const highlights = hotel.facilities
    .filter((code: FacilityCode) => code !== 'wifi' && code !== 'power_backup')
    .slice(0, 3)
    .map((code) => FACILITIES[code].name.toLowerCase());
  const sentences = [
    `${hotel.name} is a ${hotel.stars}-star ${type} in ${hotel.area.name}, ${hotel.city.name}${where}.`,
  ];
  if (highlights.length > 0) {
    const last = highlights.pop()!;
    const list = highlights.length > 0 ? `${highlights.join(', ')} and ${last}` : last;
    sentences.push(`Guests can use the ${list}.`);
  }
  const [first, ...others] = hotel.rooms;
  if (first && others.length > 0) {
    sentences.push(
      `Rooms range from the ${first.type} to the ${others[others.length - 1]!.type}` +
        `${hotel.facilities.includes('wifi') ? ', with free Wi-Fi throughout' : ''}.`,
    );
  }
  sentences.push(
    random.pick([
      'Staff can arrange local sightseeing and taxis.',
      'The front desk helps with travel bookings and local tips.',
      'Home-style Indian meals are available on request.',
      'It suits families and business travellers alike.',
    ]),
  );
  return sentences.join(' ');
}

/**
 * What the supplier says about a hotel beyond the search card: drawn from the hotel's own seed on
 * each call (cheap; nothing kept), the pictures' captions from what the media routes draw.
 */
export function hotelContent(hotel: Hotel, images: ImageUrls) {
  const random = seeded(`kosh-hotel-content:${hotel.id}`);
  const fiveStar = hotel.stars === 5;
  return {
    ...hotelFacts(hotel),
    image: coverImage(hotel, images),
    description: description(random, hotel),
    phones: phones(random, hotel),
    check_in_time: random.weighted([
      ['14:00', 5],
      ['12:00', 3],
      ['13:00', 1],
      ['15:00', fiveStar ? 2 : 0],
    ] as const),
    check_out_time: random.weighted([
      ['12:00', 5],
      ['11:00', 3],
      ['10:00', fiveStar ? 0 : 1],
    ] as const),
    min_age: hotel.facilities.includes('bar') && random.chance(0.3) ? 21 : 18,
    images: Array.from({ length: hotel.imageCount }, (_, i) => ({
      caption: IMAGE_CAPTIONS[imageKind(hotel.id, i + 1)],
      small_jpg: images.hotel(hotel.id, i + 1, 'small', 'jpg'),
      small_webp: images.hotel(hotel.id, i + 1, 'small', 'webp'),
      big_jpg: images.hotel(hotel.id, i + 1, 'big', 'jpg'),
      big_webp: images.hotel(hotel.id, i + 1, 'big', 'webp'),
    })),
    amenities: amenities(hotel),
    attractions: attractionsOf(hotel),
  };
}
