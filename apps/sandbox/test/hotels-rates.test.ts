import { describe, expect, it } from 'vitest';
import { IMAGE_CAPTIONS, imageKind } from '../src/media/image-kinds';
import { distanceKm } from '../src/hotels/inventory/geo';
import { inventory } from '../src/hotels/inventory/inventory';
import {
  cheap,
  dear,
  paise,
  PLAIN,
  PUBLIC_URL,
  ratesOf,
  stay,
  useHotelsSandbox,
  type Json,
} from './hotels-helpers';

const api = useHotelsSandbox();
const rates = (hotelId: string, body: object) => ratesOf(api, hotelId, body);

describe('POST /hotels/v1/hotels/{hotelId}/rates', () => {
  it('answers the hotel’s content: description, phones, times, 3–20 captioned images, amenities, attractions', async () => {
    const { hotel } = await rates(dear.id, stay(...PLAIN));
    expect(hotel).toMatchObject({ id: dear.id, name: dear.name, stars: dear.stars });
    expect(hotel).not.toHaveProperty('min_rate');
    expect(hotel.description).toContain(dear.name);
    expect(hotel.phones.length).toBeGreaterThanOrEqual(1);
    for (const phone of hotel.phones) {
      expect(phone).toMatch(/^\+91 \d{2,5} \d{5,8}$/);
      expect(phone.replace(/\D/g, '')).toHaveLength(12);
    }
    expect(hotel.check_in_time).toMatch(/^\d{2}:00$/);
    expect(hotel.check_out_time).toMatch(/^\d{2}:00$/);
    expect([18, 21]).toContain(hotel.min_age);
    expect(hotel.images.length).toBe(dear.imageCount);
    hotel.images.forEach((image: Json, i: number) => {
      const n = i + 1;
      const url = `${PUBLIC_URL}/hotels/v1/images/${dear.id}/${n}`;
      expect(image).toEqual({
        caption: IMAGE_CAPTIONS[imageKind(dear.id, n)],
        small_jpg: `${url}-small.jpg`,
        small_webp: `${url}-small.webp`,
        big_jpg: `${url}-big.jpg`,
        big_webp: `${url}-big.webp`,
      });
    });
    expect(hotel.images[0].caption).toBe('Facade');
    expect(hotel.amenities.length).toBeGreaterThan(3);
    for (const { category, items } of hotel.amenities) {
      expect(category).toEqual(expect.any(String));
      expect(items.length).toBeGreaterThan(0);
    }
    const kinds = ['airport', 'bar', 'cafe', 'nightlife', 'restaurant', 'shopping', 'train'];
    const distances = hotel.attractions.map((a: Json) => a.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of hotel.attractions) {
      expect(kinds).toContain(place.kind);
      expect(place.category).toEqual(expect.any(String));
      const km = distanceKm(hotel.latitude, hotel.longitude, place.latitude, place.longitude);
      expect(Math.abs(km - place.distance_km)).toBeLessThanOrEqual(0.05);
    }
    expect(hotel.attractions.some((a: Json) => a.kind === 'airport')).toBe(true);
  });

  it('answers rooms with area, view and bed, and 2–6 rates each covering all the rooms asked', async () => {
    const answer = await rates(
      dear.id,
      stay('2026-10-06', '2026-10-09', [{ adults: 2 }, { adults: 2 }]),
    );
    expect(answer.rooms.map((r) => r.id)).toEqual(dear.rooms.map((r) => r.id));
    for (const room of answer.rooms) {
      expect(room).toMatchObject({
        type: expect.any(String),
        name: expect.stringContaining(room.type),
        description: expect.stringContaining('sq ft'),
        area_sqft: expect.any(Number),
        view: expect.any(String),
        bed_type: expect.any(String),
      });
      expect(room.facilities.length).toBeGreaterThan(2);
      expect(room.images).toEqual([
        {
          small: `${PUBLIC_URL}/hotels/v1/images/${dear.id}/room-${room.id}-small.webp`,
          big: `${PUBLIC_URL}/hotels/v1/images/${dear.id}/room-${room.id}-big.webp`,
        },
      ]);
      const own = answer.rates.filter((r) => r.room_id === room.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    for (const rate of answer.rates) {
      expect(Object.keys(rate).sort()).toEqual(
        [
          'id',
          'room_id',
          'meal_plan',
          'refundable',
          'base_per_night',
          'tax_per_night',
          'total',
          'currency',
          'cancellation',
          'policies',
          'pan_required',
          'passport_required',
        ].sort(),
      );
      expect(paise(rate.total)).toBe((paise(rate.base_per_night) + paise(rate.tax_per_night)) * 3);
      expect(rate.policies.map((p: Json) => p.type)).toEqual(
        expect.arrayContaining(['Check-in', 'Cancellation', 'Meals']),
      );
    }
  });

  it('lets a refundable rate be cancelled free until 2 days before check-in at noon, then 100%', async () => {
    const answer = await rates(dear.id, stay(...PLAIN));
    const checkInAt = `2026-10-06T${answer.hotel.check_in_time}:00+05:30`;
    for (const rate of answer.rates) {
      expect(rate.cancellation).toEqual(
        rate.refundable
          ? [
              {
                from: '2026-06-01T10:00:00+05:30',
                to: '2026-10-04T12:00:00+05:30',
                penalty: '0.00',
              },
              { from: '2026-10-04T12:00:00+05:30', to: checkInAt, penalty: rate.total },
            ]
          : [{ from: '2026-06-01T10:00:00+05:30', to: checkInAt, penalty: rate.total }],
      );
    }
    expect(answer.rates.some((r) => r.refundable)).toBe(dear.rates.some((r) => r.refundable));
    // Checking in tomorrow: the free window closed yesterday at noon.
    const soon = await rates(dear.id, stay('2026-06-02', '2026-06-03'));
    for (const rate of soon.rates) {
      expect(rate.cancellation).toHaveLength(1);
      expect(rate.cancellation[0].penalty).toBe(rate.total);
    }
  });

  it('asks for PAN on ₹50,000 or more and on hotels that always do; passport on a few hotels', async () => {
    const long = stay('2026-10-06', '2026-11-05', [{ adults: 2 }, { adults: 2 }, { adults: 2 }]);
    let panByAmount = 0;
    for (const hotel of [
      cheap,
      dear,
      ...inventory()
        .hotels.filter((h) => h.panAlways)
        .slice(0, 3),
    ]) {
      for (const body of [stay(...PLAIN), long]) {
        for (const rate of (await rates(hotel.id, body)).rates) {
          const big = paise(rate.total) >= 50_000_00;
          if (big && !hotel.panAlways) panByAmount += 1;
          expect(rate.pan_required, rate.id).toBe(big || hotel.panAlways);
          expect(rate.passport_required).toBe(hotel.passportRequired);
          expect(rate.policies.some((p: Json) => p.type === 'PAN')).toBe(rate.pan_required);
        }
      }
    }
    expect(panByAmount).toBeGreaterThan(0);
    const passport = inventory().hotels.filter((h) => h.passportRequired && !/(13)$/.test(h.id));
    expect(passport.length).toBeGreaterThan(20);
    expect(passport.length / inventory().hotels.length).toBeLessThan(0.06);
    for (const rate of (await rates(passport[0]!.id, stay(...PLAIN))).rates) {
      expect(rate.passport_required).toBe(true);
    }
  });
});
