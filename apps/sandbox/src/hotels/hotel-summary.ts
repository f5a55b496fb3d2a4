import { paiseToRupees } from '@kosh/contract/common/money';
import { FACILITIES } from './inventory/facilities';
import type { Hotel } from './inventory/types';
import type { Price, StayPricing } from './pricing';

/** Paise as the supplier writes amounts: decimal rupees with two decimals ("4599.00"). */
export const rupees = (paise: number) => paiseToRupees(BigInt(paise));

/** Where the pictures are served (by the sandbox's media routes), from the browser's side. */
export class ImageUrls {
  constructor(private readonly publicUrl: () => string) {}

  private base(hotelId: string) {
    return `${this.publicUrl()}/hotels/v1/images/${hotelId}`;
  }

  /** Picture `n` (1-based) of the hotel. */
  hotel(hotelId: string, n: number, size: 'small' | 'big', ext: 'webp' | 'jpg') {
    return `${this.base(hotelId)}/${n}-${size}.${ext}`;
  }

  room(hotelId: string, roomId: string, size: 'small' | 'big', ext: 'webp' | 'jpg') {
    return `${this.base(hotelId)}/room-${roomId}-${size}.${ext}`;
  }
}

/** A hotel's first picture (its facade), the one a result card shows. */
export const coverImage = (hotel: Hotel, images: ImageUrls) => ({
  small: images.hotel(hotel.id, 1, 'small', 'webp'),
  big: images.hotel(hotel.id, 1, 'big', 'webp'),
});

/** The amounts of a rate in the supplier's words. */
export function priceFields(price: Price) {
  return {
    base_per_night: rupees(price.basePerNightPaise),
    tax_per_night: rupees(price.taxPerNightPaise),
    total: rupees(price.totalPaise),
    currency: 'INR' as const,
  };
}

/** What a hotel is, whatever the stay: shared by the availability list and the rates' content. */
function describe(hotel: Hotel) {
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    guest_rating: hotel.rating === null ? null : hotel.rating.toFixed(1),
    review_count: hotel.reviewCount,
    address: hotel.address,
    city: hotel.city.name,
    area_id: hotel.area.id,
    area_name: hotel.area.name,
    property_type: hotel.propertyType,
    latitude: hotel.position?.lat ?? null,
    longitude: hotel.position?.lng ?? null,
    facilities: hotel.facilities.map((code) => ({
      code,
      name: FACILITIES[code].name,
      group: FACILITIES[code].group,
    })),
    flags: {
      choice: hotel.choice,
      free_cancellation: hotel.rates.some((rate) => rate.refundable),
      breakfast: hotel.rates.some((rate) => rate.mealPlan !== 'ROOM_ONLY'),
      wifi: hotel.facilities.includes('wifi'),
    },
  };
}

// A hotel never changes: describe it once, then share the object (and its JSON) between answers.
const described = new WeakMap<Hotel, { facts: ReturnType<typeof describe>; json: string }>();

function factsOf(hotel: Hotel) {
  let entry = described.get(hotel);
  if (!entry) {
    const facts = describe(hotel);
    entry = { facts, json: JSON.stringify(facts) };
    described.set(hotel, entry);
  }
  return entry;
}

export const hotelFacts = (hotel: Hotel) => factsOf(hotel).facts;

/**
 * A hotel in an availability answer, as JSON text: the hotel's facts serialised once, then its
 * picture and its min_rate — the cheapest rate for the stay, which is the rate with the lowest
 * tariff, since every rate of a stay scales by the same factors and rounds the same way. A city
 * answers hundreds of hotels; serialising their facts on every search was most of its cost.
 */
export function hotelSummaryJson(hotel: Hotel, pricing: StayPricing, images: ImageUrls) {
  const cheapest = hotel.cheapest;
  const rest = {
    image: coverImage(hotel, images),
    min_rate: {
      ...priceFields(pricing.price(cheapest)),
      refundable: cheapest.refundable,
      meal_plan: cheapest.mealPlan,
    },
  };
  return `${factsOf(hotel).json.slice(0, -1)},${JSON.stringify(rest).slice(1)}`;
}
