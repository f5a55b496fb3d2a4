import { describe, expect, it } from 'vitest';
import { distanceKm } from '../src/hotels/inventory/geo';
import { buildInventory, inventory } from '../src/hotels/inventory/inventory';
import type { Hotel } from '../src/hotels/inventory/types';

const { cities, hotels } = inventory();
const realCities = cities.filter((city) => city.seed !== null);

/** A hotel as plain data (no links back to its city), every drawn value included. */
const plain = (hotel: Hotel) => ({
  ...hotel,
  city: hotel.city.id,
  seed: hotel.seed.name,
  area: hotel.area.id,
  rooms: hotel.rooms,
  rates: hotel.rates.map((rate) => ({ ...rate, room: rate.room.id })),
  cheapest: hotel.cheapest.id,
});

describe('the inventory', () => {
  it('has at least 40 real cities, 3,000 hotels, New Delhi 600+ and Mumbai 500+, small cities 15–60', () => {
    expect(realCities.length).toBeGreaterThanOrEqual(40);
    expect(hotels.length).toBeGreaterThanOrEqual(3000);
    const count = (name: string) => realCities.find((c) => c.name === name)!.hotels.length;
    expect(count('New Delhi')).toBeGreaterThanOrEqual(600);
    expect(count('Mumbai')).toBeGreaterThanOrEqual(500);
    for (const city of realCities) {
      expect(city.hotels.length, city.name).toBeGreaterThanOrEqual(15);
      expect(city.areas.length, city.name).toBeGreaterThanOrEqual(4);
      expect(city.areas.length, city.name).toBeLessThanOrEqual(10);
      expect(city.landmarks.length, city.name).toBeGreaterThanOrEqual(3);
      expect(city.landmarks.length, city.name).toBeLessThanOrEqual(8);
    }
    const small = realCities.filter((c) => c.seed!.tier === 3);
    expect(small.length).toBeGreaterThan(10);
    for (const city of small) expect(city.hotels.length, city.name).toBeLessThanOrEqual(60);
  });

  it('numbers hotels "100000", "100001", … and lists each once, in its city and its area', () => {
    expect(hotels.map((h) => h.id)).toEqual(hotels.map((_, i) => String(100_000 + i)));
    const inCities = realCities.flatMap((c) => c.hotels.map((h) => h.id));
    expect(inCities.sort()).toEqual(hotels.map((h) => h.id).sort());
    for (const city of realCities) {
      const inAreas = city.areas.flatMap((a) => a.hotels);
      expect(inAreas.length, city.name).toBe(city.hotels.length);
      for (const area of city.areas) {
        for (const hotel of area.hotels) expect(hotel.area).toBe(area);
      }
    }
  });

  it('is the same at every build: a second build draws every hotel, room and rate alike', () => {
    const again = buildInventory();
    expect(again.hotels.length).toBe(hotels.length);
    expect(again.hotels.map(plain)).toEqual(hotels.map(plain));
    expect(again.cities.map((c) => c.hotels.map((h) => h.id))).toEqual(
      cities.map((c) => c.hotels.map((h) => h.id)),
    );
  });

  it('places cities on their real centres, areas around them and hotels in their areas', () => {
    const delhi = realCities.find((c) => c.name === 'New Delhi')!;
    expect(delhi.seed!.at).toEqual([28.6139, 77.209]);
    expect(delhi.state).toBe('Delhi');
    for (const city of realCities) {
      const [lat, lng] = city.seed!.at;
      // Inside India's bounding box.
      expect(lat).toBeGreaterThan(6);
      expect(lat).toBeLessThan(36);
      expect(lng).toBeGreaterThan(68);
      expect(lng).toBeLessThan(98);
      for (const place of [...city.areas, ...city.landmarks]) {
        expect(distanceKm(lat, lng, place.lat, place.lng), place.fullName).toBeLessThan(30);
      }
    }
    for (const hotel of hotels) {
      expect(
        distanceKm(hotel.site.lat, hotel.site.lng, hotel.area.lat, hotel.area.lng),
      ).toBeLessThanOrEqual(1.61);
      if (hotel.position) expect(hotel.position).toEqual(hotel.site);
    }
  });

  it('uses the real areas and landmarks of the big cities', () => {
    const names = (city: string, kind: 'areas' | 'landmarks') =>
      realCities.find((c) => c.name === city)![kind].map((p) => p.name);
    expect(names('Mumbai', 'areas')).toEqual(
      expect.arrayContaining(['Colaba', 'Bandra', 'Andheri', 'Juhu', 'Powai', 'Lower Parel']),
    );
    expect(names('Mumbai', 'landmarks')).toEqual(
      expect.arrayContaining(['Gateway of India', 'Marine Drive']),
    );
    expect(names('New Delhi', 'areas')).toEqual(
      expect.arrayContaining(['Connaught Place', 'Karol Bagh', 'Paharganj', 'Aerocity']),
    );
    expect(names('New Delhi', 'landmarks')).toEqual(
      expect.arrayContaining(['India Gate', 'Red Fort']),
    );
  });

  it('gives hotels stars, ratings, reviews, an Indian address, a property type and rooms with 2–6 rates', () => {
    let unrated = 0;
    for (const hotel of hotels) {
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      if (hotel.rating === null) {
        unrated += 1;
        expect(hotel.reviewCount).toBe(0);
      } else {
        expect(hotel.rating).toBeGreaterThanOrEqual(2.5);
        expect(hotel.rating).toBeLessThanOrEqual(4.9);
        expect(Math.round(hotel.rating * 10) / 10).toBe(hotel.rating);
        expect(hotel.reviewCount).toBeGreaterThan(0);
      }
      expect(hotel.address).toContain(hotel.area.name);
      expect(hotel.address).toContain(hotel.city.name);
      expect(hotel.address).toMatch(/ \d{6}$/);
      expect(hotel.imageCount).toBeGreaterThanOrEqual(3);
      expect(hotel.imageCount).toBeLessThanOrEqual(20);
      expect(hotel.rooms.length).toBeGreaterThanOrEqual(2);
      for (const room of hotel.rooms) {
        const rates = hotel.rates.filter((rate) => rate.room === room);
        expect(rates.length).toBeGreaterThanOrEqual(2);
        expect(rates.length).toBeLessThanOrEqual(6);
      }
      expect(hotel.cheapest.tariff).toBe(Math.min(...hotel.rates.map((r) => r.tariff)));
    }
    // About one in twenty has no rating yet.
    expect(unrated / hotels.length).toBeGreaterThan(0.02);
    expect(unrated / hotels.length).toBeLessThan(0.08);
    const types = new Set(hotels.map((h) => h.propertyType));
    expect([...types].sort()).toEqual(
      ['Apartment', 'Guest House', 'Homestay', 'Hotel', 'Resort', 'Villa'].sort(),
    );
  });

  it('names each hotel once in its city', () => {
    for (const city of realCities) {
      const names = city.hotels.map((h) => h.name);
      expect(new Set(names).size, city.name).toBe(names.length);
    }
  });
});
