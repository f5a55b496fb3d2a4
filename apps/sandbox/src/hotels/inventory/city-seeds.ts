/** `[name, latitude, longitude]`: a real place, where it is. */
export type Place = readonly [name: string, latitude: number, longitude: number];
/** `[name, latitude, longitude, pincode]`: a neighbourhood hotels stand in. */
export type AreaSeed = readonly [
  name: string,
  latitude: number,
  longitude: number,
  pincode: string,
];

/** What kind of trip a city is for: it decides the mix of property types, views and facilities. */
export type CityKind = 'metro' | 'heritage' | 'beach' | 'hill' | 'pilgrim' | 'business';

/**
 * One destination as written by hand: real centre coordinates, state, STD code, airport and
 * station, areas and landmarks (real ones; positions close to the real ones). The generator adds
 * the hotels.
 */
export interface CitySeed {
  name: string;
  state: string;
  at: readonly [latitude: number, longitude: number];
  /** 1 metros and the dearest leisure places, 2 big cities, 3 the rest: the base price level. */
  tier: 1 | 2 | 3;
  kind: CityKind;
  /** How many hotels the city has. */
  hotels: number;
  /** The STD code its landlines start with (after +91). */
  std: string;
  airport: Place;
  /** Where the train arrives; null for hill towns with no line. */
  station: Place | null;
  areas: readonly AreaSeed[];
  landmarks: readonly Place[];
}
