import { describe, expect, it } from 'vitest';
import { inventory } from '../src/hotels/inventory/inventory';
import { StayPricing } from '../src/hotels/pricing';
import {
  cheap,
  dear,
  paise,
  PLAIN,
  ratesOf,
  stay,
  useHotelsSandbox,
  type Json,
  type Room,
} from './hotels-helpers';

const api = useHotelsSandbox();
const rates = (hotelId: string, body: object) => ratesOf(api, hotelId, body);

/** Each rate's base for the stay, per night, in whole rupees (the rates are keyed by id). */
async function bases(hotelId: string, checkIn: string, checkOut: string, rooms?: Room[]) {
  const answer = await rates(hotelId, stay(checkIn, checkOut, rooms));
  return new Map(answer.rates.map((r) => [r.id as string, paise(r.base_per_night) / 100]));
}

describe('prices', () => {
  it('scale each night by the date: Friday and Saturday +15%, 15 Dec–10 Jan +25%, Jul–Aug −10%', async () => {
    const tariff = await bases(cheap.id, ...PLAIN);
    const scaled = async (checkIn: string, checkOut: string, percent: number) => {
      const got = await bases(cheap.id, checkIn, checkOut);
      for (const [id, base] of tariff) {
        expect(got.get(id), `${checkIn} ${id}`).toBe(Math.round((base * percent) / 100));
      }
    };
    await scaled('2026-10-07', '2026-10-08', 100); // Wednesday
    await scaled('2026-10-09', '2026-10-10', 115); // Friday
    await scaled('2026-10-10', '2026-10-11', 115); // Saturday
    await scaled('2026-10-11', '2026-10-12', 100); // Sunday
    await scaled('2026-12-14', '2026-12-15', 100); // the day before the peak
    await scaled('2026-12-15', '2026-12-16', 125); // first night of the peak
    await scaled('2027-01-10', '2027-01-11', 125); // last night of the peak (a Sunday)
    await scaled('2027-01-11', '2027-01-12', 100);
    await scaled('2026-12-18', '2026-12-19', (115 * 125) / 100); // a Friday in the peak
    await scaled('2026-06-30', '2026-07-01', 100);
    await scaled('2026-07-15', '2026-07-16', 90); // monsoon
    await scaled('2026-08-31', '2026-09-01', 90); // last night of the monsoon
    await scaled('2026-09-01', '2026-09-02', 100);
  });

  it('scale each room by who is in it: one adult −10%, each adult over two +25%, each child 6+ +10%', async () => {
    const tariff = await bases(cheap.id, ...PLAIN);
    const scaled = async (rooms: Room[], percents: number[]) => {
      const got = await bases(cheap.id, ...PLAIN, rooms);
      for (const [id, base] of tariff) {
        const expected = percents.reduce((sum, p) => sum + Math.round((base * p) / 100), 0);
        expect(got.get(id), `${JSON.stringify(rooms)} ${id}`).toBe(expected);
      }
    };
    await scaled([{ adults: 1 }], [90]);
    await scaled([{ adults: 3 }], [125]);
    await scaled([{ adults: 4 }], [150]);
    await scaled([{ adults: 2, child_ages: [5] }], [100]);
    await scaled([{ adults: 2, child_ages: [6] }], [110]);
    await scaled([{ adults: 2, child_ages: [3, 12, 17] }], [120]);
    // Per room, summed: one rate covers every room asked.
    await scaled([{ adults: 2 }, { adults: 2 }], [100, 100]);
    await scaled([{ adults: 1 }, { adults: 3 }, { adults: 2, child_ages: [8] }], [90, 125, 110]);
  });

  it('are dearer at the weekend, in the peak and with three adults, cheaper in the monsoon', async () => {
    const min = async (body: object) => {
      const res = await api.post('/hotels/v1/availability', {
        ...body,
        location_id: 'city-jaipur',
      });
      return new Map((res.json.hotels as Json[]).map((h) => [h.id, paise(h.min_rate.total)]));
    };
    const weekday = await min(stay('2026-10-07', '2026-10-08'));
    const weekend = await min(stay('2026-10-09', '2026-10-10'));
    const peak = await min(stay('2026-12-16', '2026-12-17'));
    const monsoon = await min(stay('2026-07-15', '2026-07-16'));
    const three = await min(stay('2026-10-07', '2026-10-08', [{ adults: 3 }]));
    for (const [id, price] of weekday) {
      expect(weekend.get(id)!).toBeGreaterThan(price);
      expect(peak.get(id)!).toBeGreaterThan(weekend.get(id)!);
      expect(monsoon.get(id)!).toBeLessThan(price);
      expect(three.get(id)!).toBeGreaterThan(price);
    }
  });

  it('add GST per room-night: 5% up to ₹7,500, 18% above', async () => {
    for (const hotel of [cheap, dear]) {
      for (const rooms of [[{ adults: 2 }], [{ adults: 1 }, { adults: 4 }]]) {
        const answer = await rates(hotel.id, stay(...PLAIN, rooms));
        const tariff = await bases(hotel.id, ...PLAIN);
        for (const rate of answer.rates) {
          const perRoom = rooms.map((r) =>
            Math.round(
              (tariff.get(rate.id)! * (r.adults === 1 ? 90 : 100 + 25 * (r.adults - 2))) / 100,
            ),
          );
          const taxPaise = perRoom.reduce((sum, base) => sum + base * (base <= 7500 ? 5 : 18), 0);
          expect(paise(rate.tax_per_night), rate.id).toBe(taxPaise);
        }
      }
    }
    // The slab's edge, a room-night of exactly ₹7,500 and one of ₹7,501.
    const night = new StayPricing({
      checkIn: PLAIN[0],
      checkOut: PLAIN[1],
      occupancies: [{ adults: 2, childAges: [] }],
    });
    expect(night.price({ tariff: 7500 }).taxPerNightPaise).toBe(375_00);
    expect(night.price({ tariff: 7501 }).taxPerNightPaise).toBe(1350_18);
    // Both slabs are exercised above.
    expect(cheap.cheapest.tariff).toBeLessThan(7500);
    expect(Math.max(...dear.rates.map((r) => r.tariff))).toBeGreaterThan(7500);
  });

  it('total (base + tax) × nights, the nightly figures being the stay’s averages', async () => {
    // Tuesday to Saturday: three plain nights and a Friday.
    const tariff = await bases(cheap.id, ...PLAIN);
    const answer = await rates(cheap.id, stay('2026-10-06', '2026-10-10'));
    for (const rate of answer.rates) {
      const t = tariff.get(rate.id)!;
      const sum = 3 * t + Math.round((t * 115) / 100);
      expect(paise(rate.base_per_night)).toBe(Math.round((sum * 100) / 4));
      expect(paise(rate.total)).toBe((paise(rate.base_per_night) + paise(rate.tax_per_night)) * 4);
    }
  });

  it('make a non-refundable rate ~12% cheaper than the same room and meals refundable', async () => {
    let pairs = 0;
    for (const hotel of inventory().hotels.slice(0, 200)) {
      for (const rate of hotel.rates.filter((r) => !r.refundable)) {
        const twin = hotel.rates.find((r) => r.id === rate.id.replace(/-N$/, '-R'));
        if (!twin) continue;
        pairs += 1;
        expect(Math.abs(rate.tariff / twin.tariff - 0.88)).toBeLessThan(0.002);
      }
    }
    expect(pairs).toBeGreaterThan(50);
  });

  it('agree between search and details: min_rate is the cheapest rate of the same stay', async () => {
    const stays = [
      stay('2026-12-17', '2026-12-21', [{ adults: 2, child_ages: [7] }, { adults: 1 }]),
      stay('2026-08-30', '2026-09-02', [{ adults: 3 }]),
      stay('2026-10-06', '2026-10-07'),
    ];
    for (const location_id of ['city-new-delhi', 'city-goa', 'city-munnar']) {
      for (const body of stays) {
        const res = await api.post('/hotels/v1/availability', { ...body, location_id });
        for (const summary of (res.json.hotels as Json[])
          .filter((h) => !h.id.endsWith('13'))
          .slice(0, 12)) {
          const answer = await rates(summary.id, body);
          const totals = answer.rates.map((r) => paise(r.total));
          expect(paise(summary.min_rate.total), summary.id).toBe(Math.min(...totals));
          expect(answer.rates).toContainEqual(
            expect.objectContaining({
              base_per_night: summary.min_rate.base_per_night,
              tax_per_night: summary.min_rate.tax_per_night,
              total: summary.min_rate.total,
              refundable: summary.min_rate.refundable,
              meal_plan: summary.min_rate.meal_plan,
            }),
          );
        }
      }
    }
  });
});
