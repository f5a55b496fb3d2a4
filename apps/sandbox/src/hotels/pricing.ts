import type { RatePlan } from './inventory/rooms';

/** One room of the request: its adults and the ages of its children. */
export interface Occupancy {
  adults: number;
  childAges: number[];
}

/** What is asked: the nights (yyyy-MM-dd) and the rooms. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  occupancies: Occupancy[];
}

/** A rate's price for a stay, in paise. */
export interface Price {
  /** The average night's base for all the rooms (the nights differ: weekends, seasons). */
  basePerNightPaise: number;
  taxPerNightPaise: number;
  /** (base + tax) × nights. */
  totalPaise: number;
}

const DAY_MS = 86_400_000;
/** GST 2.0 on hotel rooms: 5% on a room-night up to ₹7,500, 18% above. */
const GST_SLAB_RUPEES = 7500;
const GST_LOW_PERCENT = 5;
const GST_HIGH_PERCENT = 18;

/** Percentages a night's price is scaled by: Friday and Saturday nights, peak and monsoon months. */
const WEEKEND_PERCENT = 115;
const PEAK_PERCENT = 125;
const MONSOON_PERCENT = 90;

export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);

/** A night's date factor in hundredths of a percent (10000 = 100%): weekday × season. */
function nightPercent(night: Date) {
  const day = night.getUTCDay();
  const weekend = day === 5 || day === 6 ? WEEKEND_PERCENT : 100;
  const month = night.getUTCMonth() + 1;
  const date = night.getUTCDate();
  const season =
    (month === 12 && date >= 15) || (month === 1 && date <= 10)
      ? PEAK_PERCENT
      : month === 7 || month === 8
        ? MONSOON_PERCENT
        : 100;
  return weekend * season;
}

/**
 * A room's occupancy factor in percent against two adults: one adult −10%, each adult over two
 * +25%, each child of 6 or more +10% (younger children stay free).
 */
export function occupancyPercent({ adults, childAges }: Occupancy) {
  const olderChildren = childAges.filter((age) => age >= 6).length;
  return 100 + (adults === 1 ? -10 : 0) + 25 * Math.max(0, adults - 2) + 10 * olderChildren;
}

/** How many room-nights share each (date factor, occupancy factor) pair. */
type Buckets = readonly { percent: number; count: number }[];

/**
 * What every rate of a stay is priced from: the stay's room-nights grouped by factor, so a rate
 * costs a few multiplications however long the stay or many the rooms — a search prices hundreds
 * of hotels at once.
 */
export class StayPricing {
  readonly nights: number;
  private readonly buckets: Buckets;

  constructor(stay: Stay) {
    this.nights = nightsBetween(stay.checkIn, stay.checkOut);
    const nightPercents = new Map<number, number>();
    const start = Date.parse(stay.checkIn);
    for (let n = 0; n < this.nights; n += 1) {
      const percent = nightPercent(new Date(start + n * DAY_MS));
      nightPercents.set(percent, (nightPercents.get(percent) ?? 0) + 1);
    }
    const roomPercents = new Map<number, number>();
    for (const occupancy of stay.occupancies) {
      const percent = occupancyPercent(occupancy);
      roomPercents.set(percent, (roomPercents.get(percent) ?? 0) + 1);
    }
    const buckets: { percent: number; count: number }[] = [];
    for (const [night, nights] of nightPercents) {
      for (const [room, rooms] of roomPercents) {
        buckets.push({ percent: night * room, count: nights * rooms });
      }
    }
    this.buckets = buckets;
  }

  /**
   * A rate's price: each room-night's base is the tariff scaled by its factors, rounded to the
   * rupee (integer arithmetic, so search and details agree to the paisa); GST by that night's slab.
   */
  price(rate: Pick<RatePlan, 'tariff'>): Price {
    let basePaise = 0;
    let taxPaise = 0;
    for (const { percent, count } of this.buckets) {
      const base = Math.round((rate.tariff * percent) / 1_000_000);
      const gst = base <= GST_SLAB_RUPEES ? GST_LOW_PERCENT : GST_HIGH_PERCENT;
      basePaise += count * base * 100;
      taxPaise += count * base * gst;
    }
    const basePerNightPaise = Math.round(basePaise / this.nights);
    const taxPerNightPaise = Math.round(taxPaise / this.nights);
    return {
      basePerNightPaise,
      taxPerNightPaise,
      totalPaise: (basePerNightPaise + taxPerNightPaise) * this.nights,
    };
  }
}
