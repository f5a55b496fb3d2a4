import { hotelContent } from './hotel-content';
import type { ImageUrls } from './hotel-summary';
import type { RatePlan } from './inventory/rooms';
import type { Hotel } from './inventory/types';
import { risen } from './price-rises';
import { StayPricing, type Stay } from './pricing';
import { roomsAndRates } from './rates';

/**
 * What a hotel offers for a stay at an instant: its content, rooms and priced rates, the
 * cancellation windows counted from `clock`. The /rates answer, and what a booking is priced
 * against again, so a rate booked is the very rate offered. `dearer`: the price-change magic has
 * risen this stay's price (price-rises.ts); the penalties and the PAN threshold follow the price.
 */
export function stayOffer(
  hotel: Hotel,
  stay: Stay,
  images: ImageUrls,
  clock: Date,
  dearer = false,
) {
  const content = hotelContent(hotel, images);
  const standard = new StayPricing(stay);
  const pricing = dearer
    ? { price: (rate: RatePlan) => risen(standard.price(rate), standard.nights) }
    : standard;
  const { rooms, rates } = roomsAndRates(hotel, pricing, images, {
    checkIn: stay.checkIn,
    checkInTime: content.check_in_time,
    checkOutTime: content.check_out_time,
    minAge: content.min_age,
    now: clock.getTime(),
  });
  return { hotel: content, rooms, rates };
}
