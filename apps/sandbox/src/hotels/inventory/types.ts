import type { PropertyType } from './catalogue';
import type { CitySeed } from './city-seeds';
import type { FacilityCode } from './facilities';
import type { RatePlan, RoomType } from './rooms';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A destination a customer can search: what the suggestion list offers and availability takes. */
interface LocationBase {
  id: string;
  name: string;
  /** "Colaba, Mumbai, Maharashtra": how the place is told apart from others of its name. */
  fullName: string;
  cityId: string;
}

export interface City extends LocationBase {
  type: 'city';
  state: string;
  /** Null for the magic destination Nowhere, which has nothing. */
  seed: CitySeed | null;
  areas: Area[];
  landmarks: Landmark[];
  /** Every hotel of the city in the supplier's recommended (featured) order. */
  hotels: Hotel[];
}

export interface Area extends LocationBase, LatLng {
  type: 'area';
  city: City;
  pincode: string;
  /** The area's hotels in featured order. */
  hotels: Hotel[];
}

export interface Landmark extends LocationBase, LatLng {
  type: 'landmark';
  city: City;
}

export type Location = City | Area | Landmark;

export interface Hotel {
  /** A numeric string: "100000", "100001", … */
  id: string;
  name: string;
  city: City;
  seed: CitySeed;
  area: Area;
  stars: number;
  /** 2.5–4.9 with one decimal; null for a hotel nobody has rated yet. */
  rating: number | null;
  reviewCount: number;
  address: string;
  propertyType: PropertyType;
  /** Published coordinates; null when the supplier has none (ids ending 00). */
  position: LatLng | null;
  /** Where the hotel stands, published or not: what its nearby places are measured from. */
  site: LatLng;
  facilities: FacilityCode[];
  choice: boolean;
  imageCount: number;
  rooms: RoomType[];
  /** Every rate the hotel sells, grouped by room type. */
  rates: RatePlan[];
  /** The rate with the lowest tariff: the cheapest for any stay (prices scale alike). */
  cheapest: RatePlan;
  /** PAN asked on every rate (the supplier's policy for this hotel), not only on dear ones. */
  panAlways: boolean;
  passportRequired: boolean;
  /** The supplier's ranking: higher comes first. */
  featuredScore: number;
}
