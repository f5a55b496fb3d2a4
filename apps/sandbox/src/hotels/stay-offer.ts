import { hotelContent } from './hotel-content';
import type { ImageUrls } from './hotel-summary';
import type { Hotel } from './inventory/types';
import { StayPricing, type Stay } from './pricing';
import { roomsAndRates } from './rates';

/**
 * What a hotel offers for a stay at an instant: its content, rooms and priced rates, the
 * cancellation windows counted from `clock`. The /rates answer, and what a booking is priced
 * against again, so a rate booked is the very rate offered.
 */
export function stayOffer(hotel: Hotel, stay: Stay, images: ImageUrls, clock: Date) {
  const content = hotelContent(hotel, images);
  const { rooms, rates } = roomsAndRates(hotel, new StayPricing(stay), images, {
    checkIn: stay.checkIn,
    checkInTime: content.check_in_time,
    checkOutTime: content.check_out_time,
    minAge: content.min_age,
    now: clock.getTime(),
  });
  return { hotel: content, rooms, rates };
}
