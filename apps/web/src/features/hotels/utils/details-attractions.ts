import {
  HOTEL_ATTRACTION_KINDS,
  type HotelAttraction,
  type HotelAttractionKind,
} from '@kosh/contract/hotels';

/** What the kinds menu can show: every place, or one kind. */
export type AttractionFilter = HotelAttractionKind | 'all';

/**
 * Each kind's colour: its markers on the map and its dot in the menu, which is the map's legend.
 * Dark enough for white on them, and apart from the hotel's brand blue.
 */
export const KIND_COLOURS: Record<HotelAttractionKind, string> = {
  airport: '#1d4ed8',
  bar: '#7e22ce',
  cafe: '#92400e',
  nightlife: '#be185d',
  restaurant: '#b91c1c',
  shopping: '#047857',
  train: '#334155',
};

/** The places of a kind (all of them for 'all'), nearest first. */
export function placesOf(
  attractions: readonly HotelAttraction[],
  filter: AttractionFilter,
): HotelAttraction[] {
  return attractions
    .filter((a) => filter === 'all' || a.type === filter)
    .sort((a, b) => a.distance - b.distance);
}

/** How many places of each kind there are. */
export function countByKind(
  attractions: readonly HotelAttraction[],
): Record<HotelAttractionKind, number> {
  const counts = Object.fromEntries(HOTEL_ATTRACTION_KINDS.map((kind) => [kind, 0])) as Record<
    HotelAttractionKind,
    number
  >;
  for (const a of attractions) counts[a.type] += 1;
  return counts;
}
