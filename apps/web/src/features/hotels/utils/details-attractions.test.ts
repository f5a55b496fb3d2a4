import { describe, expect, it } from 'vitest';
import type { HotelAttraction } from '@kosh/contract/hotels';
import { countByKind, placesOf } from './details-attractions';

const place = (name: string, type: HotelAttraction['type'], distance: number): HotelAttraction => ({
  name,
  type,
  category: type,
  distance,
  latitude: 19,
  longitude: 72.8,
});

const places = [
  place('Cafe Mondegar', 'cafe', 1.4),
  place('CSMT', 'train', 0.8),
  place('Leopold Cafe', 'cafe', 0.3),
];

describe('the kinds menu', () => {
  it('shows a kind’s places, or all, nearest first', () => {
    expect(placesOf(places, 'all').map((p) => p.name)).toEqual([
      'Leopold Cafe',
      'CSMT',
      'Cafe Mondegar',
    ]);
    expect(placesOf(places, 'cafe').map((p) => p.name)).toEqual(['Leopold Cafe', 'Cafe Mondegar']);
    expect(placesOf(places, 'bar')).toEqual([]);
  });

  it('counts every kind, none as 0', () => {
    expect(countByKind(places)).toEqual({
      airport: 0,
      bar: 0,
      cafe: 2,
      nightlife: 0,
      restaurant: 0,
      shopping: 0,
      train: 1,
    });
  });
});
