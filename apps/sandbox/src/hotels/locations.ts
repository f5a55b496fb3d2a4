import type { Inventory } from './inventory/inventory';
import type { Hotel, Location } from './inventory/types';

export type SuggestionType = 'city' | 'area' | 'landmark' | 'hotel';

/** One suggestion as the supplier answers it (snake_case). */
export interface Suggestion {
  id: string;
  type: SuggestionType;
  name: string;
  full_name: string;
  city_id: string;
  hotel_id: string | null;
}

interface Entry {
  suggestion: Suggestion;
  rank: number;
  /** " connaught place": the name, normalised, behind a space so " q" finds word starts. */
  name: string;
  /** The name with the area, city and state: " connaught place new delhi delhi". */
  context: string;
}

const TYPE_RANK: Record<SuggestionType, number> = { city: 0, area: 1, landmark: 2, hotel: 3 };

/** Lower case, apostrophes and dots dropped ("Humayun's" → "humayuns"), other marks → spaces. */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const entry = (suggestion: Suggestion, context: string): Entry => ({
  suggestion,
  rank: TYPE_RANK[suggestion.type],
  name: ` ${normalise(suggestion.name)}`,
  context: ` ${normalise(context)}`,
});

function placeEntry(location: Location): Entry {
  const suggestion: Suggestion = {
    id: location.id,
    type: location.type,
    name: location.name,
    full_name: location.fullName,
    city_id: location.cityId,
    hotel_id: null,
  };
  return entry(suggestion, location.fullName);
}

function hotelEntry(hotel: Hotel): Entry {
  const where = hotel.city.state === hotel.city.name ? hotel.city.name : hotel.city.fullName;
  const suggestion: Suggestion = {
    // A hotel is searched through its city, narrowed to itself by hotel_id.
    id: hotel.city.id,
    type: 'hotel',
    name: hotel.name,
    full_name: `${hotel.name}, ${hotel.area.name}, ${hotel.city.name}`,
    city_id: hotel.city.id,
    hotel_id: hotel.id,
  };
  return entry(suggestion, `${hotel.name} ${hotel.area.name} ${where}`);
}

/**
 * The suggestion list: every city, area, landmark and hotel, matched by a word prefix of its name,
 * or of its area, city or state. Ranked: an exact name first, then cities, areas, landmarks,
 * hotels; within those, a match on the name before one on the place around it; then inventory order.
 */
export class LocationIndex {
  private readonly entries: Entry[];

  constructor(inventory: Inventory) {
    const places = inventory.cities.flatMap((city) => [city, ...city.areas, ...city.landmarks]);
    this.entries = [...places.map(placeEntry), ...inventory.hotels.map(hotelEntry)];
  }

  search(query: string, limit: number): Suggestion[] {
    const q = normalise(query);
    if (q === '') return [];
    const word = ` ${q}`;
    const found: { entry: Entry; key: number; order: number }[] = [];
    this.entries.forEach((entry, order) => {
      const onName = entry.name.includes(word);
      if (!onName && !entry.context.includes(word)) return;
      const exact = entry.name === word;
      found.push({ entry, key: (exact ? 0 : 10) + entry.rank * 2 + (onName ? 0 : 1), order });
    });
    found.sort((a, b) => a.key - b.key || a.order - b.order);
    return found.slice(0, limit).map((f) => f.entry.suggestion);
  }
}
