import type { PropertyType } from './catalogue';
import type { SeededRandom } from '../../aggregator/aggregator.random';

/** Words hotels in India are named after: flowers, gems, rivers, kings and good wishes. */
const WORDS = (
  'Saffron|Royal|Lotus|Golden|Emerald|Sapphire|Silver Oak|Maple|Orchid|Jasmine|Peacock|' +
  'Sandalwood|Banyan|Heritage|Imperial|Crown|Pearl|Ivory|Amber|Crystal|Neelkamal|' +
  'Suryoday|Chandra|Ashoka|Kamal|Shanti|Anand|Sagar|Rajmahal|Nandan|Ganga|Kaveri|Indus|' +
  'Meghdoot|Aravali|Regal|Majestic|Blue Bell|Green Leaf|Sunrise|Moonlight|Galaxy|Metro|' +
  'Pristine|Vrindavan|Madhuban|Kohinoor|Tulsi|Mayur|Gulmohar|Parijat|Chandan|Kesar|' +
  'Shivalik|Himgiri|Sahyadri|Narmada|Yamuna|Godavari|Swagat|Atithi|Sukh Sagar|Utsav|' +
  'Sitara|Rohini|Aangan|Jharokha|Haveli'
).split('|');

const HOTEL_SUFFIXES = (
  'Residency|Regency|Palace|Inn|Suites|Grand|International|Continental|Plaza|Court|' +
  'Towers|Heights|Comforts|Executive|Boutique Hotel|Classic'
).split('|');

const NAMES_BY_TYPE: Record<PropertyType, (word: string, random: SeededRandom) => string> = {
  Hotel: (word, random) => {
    const suffix = random.pick(HOTEL_SUFFIXES);
    return random.weighted([
      [`Hotel ${word} ${suffix}`, 3],
      [`The ${word} ${suffix}`, 2],
      [`${word} ${suffix}`, 4],
      [`Hotel ${word}`, 2],
    ]);
  },
  Resort: (word, random) =>
    `${word} ${random.pick(['Resort', 'Resort & Spa', 'Retreat', 'Country Resort', 'Club Resort'])}`,
  Homestay: (word, random) =>
    `${word} ${random.pick(['Homestay', 'Home Stay', 'Cottage Homestay', 'Farm Stay'])}`,
  Apartment: (word, random) =>
    `${word} ${random.pick(['Serviced Apartments', 'Residences', 'Suites & Apartments'])}`,
  Villa: (word, random) => random.pick([`Villa ${word}`, `${word} Villas`, `Casa ${word}`]),
  'Guest House': (word, random) =>
    `${word} ${random.pick(['Guest House', 'Lodge', 'Guest Inn', 'Paying Guest House'])}`,
};

/** A name for a property of this type, not yet taken in its city. */
export function propertyName(random: SeededRandom, type: PropertyType, taken: Set<string>) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const name = NAMES_BY_TYPE[type](random.pick(WORDS), random);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // A big city runs out of pairings: number the branch, as chains do.
  const base = NAMES_BY_TYPE[type](random.pick(WORDS), random);
  let branch = 2;
  while (taken.has(`${base} ${branch}`)) branch += 1;
  taken.add(`${base} ${branch}`);
  return `${base} ${branch}`;
}

const STREETS = (
  'Station Road|Main Road|Link Road|Ring Road|Temple Street|Church Street|Market Road|' +
  'Hospital Road|College Road|Court Road|Gandhi Road|Nehru Marg|Subhash Marg|Tilak Road|' +
  'Patel Road|Ambedkar Road|Rajaji Street|Circular Road|Bazaar Street|Club Road'
).split('|');

/** A street address line: "14/2, Station Road". */
export function streetLine(random: SeededRandom) {
  const house = random.weighted([
    [`${random.int(1, 240)}`, 5],
    [`${random.int(1, 90)}/${random.int(1, 9)}`, 2],
    [`Plot ${random.int(1, 400)}`, 2],
    [`${random.pick(['A', 'B', 'C', 'D', 'E', 'F'])}-${random.int(1, 120)}`, 2],
  ]);
  return `${house}, ${random.pick(STREETS)}`;
}
