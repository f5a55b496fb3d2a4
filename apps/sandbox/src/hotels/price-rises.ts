import { risesInPrice } from './hotels.magic';
import type { Price, Stay } from './pricing';

/** How much dearer a risen hotel is, in percent of the price first quoted. */
const RISE_PERCENT = 110;
/** Stays remembered, oldest forgotten first, like the bookings' store. */
const STAY_LIMIT = 10_000;

/** The same stay however its rooms and children are listed: the price does not depend on order. */
function stayKey(hotelId: string, stay: Stay) {
  const rooms = stay.occupancies
    .map((room) => `${room.adults}:${[...room.childAges].sort((a, b) => a - b).join('.')}`)
    .sort();
  return `${hotelId}|${stay.checkIn}|${stay.checkOut}|${rooms.join(',')}`;
}

/** A per-night amount 10% dearer, rounded to the rupee (paise in, paise out). */
const dearer = (paise: number) => Math.round((paise * RISE_PERCENT) / 100 / 100) * 100;

/** A price after the rise: base and tax each dearer, so the total stays (base + tax) × nights. */
export function risen(price: Price, nights: number): Price {
  const basePerNightPaise = dearer(price.basePerNightPaise);
  const taxPerNightPaise = dearer(price.taxPerNightPaise);
  return {
    basePerNightPaise,
    taxPerNightPaise,
    totalPaise: (basePerNightPaise + taxPerNightPaise) * nights,
  };
}

/**
 * The price-change magic (hotels.magic.ts): a hotel whose id ends 77 quotes its first /rates for a
 * stay as any other, and every later one for that stay 10% dearer — the rise a buyer meets when
 * it asks again before booking. In memory, empty at each start, like the bookings.
 */
export class PriceRises {
  /** Stays quoted once (false) or more (true: risen). */
  private readonly quoted = new Map<string, boolean>();

  /** A /rates call for this stay: whether its answer is risen. Counts the call. */
  quote(hotelId: string, stay: Stay): boolean {
    if (!risesInPrice(hotelId)) return false;
    const key = stayKey(hotelId, stay);
    const before = this.quoted.get(key);
    if (before === undefined) {
      this.quoted.set(key, false);
      if (this.quoted.size > STAY_LIMIT) {
        const oldest = this.quoted.keys().next().value;
        if (oldest !== undefined) this.quoted.delete(oldest);
      }
      return false;
    }
    if (!before) this.quoted.set(key, true);
    return true;
  }

  /** Whether this stay's price has risen, without counting a call: what a booking is priced at. */
  isRisen(hotelId: string, stay: Stay): boolean {
    return risesInPrice(hotelId) && this.quoted.get(stayKey(hotelId, stay)) === true;
  }
}
