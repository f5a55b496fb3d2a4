import { describe, expect, it } from 'vitest';
import type { HotelRoom } from '@kosh/contract/hotels';
import { AppError } from '../../../lib/app-error';
import { fareJson, fareOf } from './fare';
import type { StoredRate } from '../stored';

const NOW = new Date('2026-11-24T06:30:00Z');
/** A Monday to Thursday stay (three weekday nights) and a Friday to Sunday one (two weekend nights). */
const WEEKDAYS = { checkIn: '2027-01-11', checkOut: '2027-01-14' };
const WEEKEND = { checkIn: '2027-01-08', checkOut: '2027-01-10' };

const ROOM: HotelRoom = {
  roomId: 'r1',
  roomType: 'Deluxe',
  roomName: 'Deluxe Room',
  roomDescription: '',
  bedType: 'King',
  facilities: [],
  images: [],
  area: { squareFeet: 300 },
  view: 'City',
};

/** A rate as the itinerary keeps it: total for the stay, base per night (all rooms), paise. */
function rate(
  finalRatePaise: number,
  baseRatePaise: number,
  rooms = 1,
): Pick<StoredRate, 'finalRatePaise' | 'baseRatePaise' | 'rooms'> {
  return { finalRatePaise, baseRatePaise, rooms: Array.from({ length: rooms }, () => ROOM) };
}

describe('fareOf', () => {
  it('splits the supplier’s total into the room rate (base × nights) and taxes, to the paisa', () => {
    // ₹4,000.50 a night before taxes, ₹13,441.68 for three nights with taxes.
    const fare = fareOf(rate(13_441_68, 4_000_50), WEEKDAYS, null, NOW);
    expect(fare).toEqual({
      roomRatePaise: 12_001_50n,
      taxesPaise: 1_440_18n,
      discountPaise: 0n,
      totalPaise: 13_441_68n,
      promoCode: null,
      nights: 3,
      rooms: 1,
    });
  });

  it('counts the rooms the rate books', () => {
    expect(fareOf(rate(20_000_00, 8_000_00, 2), WEEKEND, null, NOW)).toMatchObject({
      rooms: 2,
      nights: 2,
      roomRatePaise: 16_000_00n,
      taxesPaise: 4_000_00n,
    });
  });

  it('takes a promotion off the room rate (not the taxes), and names it in capitals', () => {
    const fare = fareOf(rate(13_441_68, 4_000_50), WEEKDAYS, 'hotel10', NOW);
    expect(fare).toMatchObject({
      roomRatePaise: 12_001_50n,
      taxesPaise: 1_440_18n,
      discountPaise: 1_200_15n,
      totalPaise: 12_241_53n,
      promoCode: 'HOTEL10',
    });
    expect(fare.totalPaise).toBe(fare.roomRatePaise + fare.taxesPaise - fare.discountPaise);
  });

  it('caps the discount', () => {
    const fare = fareOf(rate(60_000_00, 25_000_00), WEEKEND, 'WEEKEND5', NOW);
    expect(fare).toMatchObject({ discountPaise: 500_00n, totalPaise: 59_500_00n });
  });

  it('refuses a promotion that does not apply: 422 with its code on promoCode', () => {
    const refusal = (() => {
      try {
        fareOf(rate(13_441_68, 4_000_50), WEEKDAYS, 'WEEKEND5', NOW);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    const error = refusal as AppError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('HOTEL_PROMO_WEEKEND');
    expect(error.options.fields).toEqual([{ field: 'promoCode', code: 'HOTEL_PROMO_WEEKEND' }]);
  });

  it('carries an expired promotion’s code and day to the refusal', () => {
    try {
      fareOf(rate(13_441_68, 4_000_50), WEEKDAYS, 'MONSOON20', NOW);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'HOTEL_PROMO_EXPIRED',
        options: {
          params: { code: 'MONSOON20', date: '30 Sept 2026' },
          fields: [
            {
              field: 'promoCode',
              code: 'HOTEL_PROMO_EXPIRED',
              params: { code: 'MONSOON20', date: '30 Sept 2026' },
            },
          ],
        },
      });
    }
  });

  it('refuses an unknown code', () => {
    expect(() => fareOf(rate(10_000_00, 4_000_00), WEEKEND, 'NOPE', NOW)).toThrow(
      expect.objectContaining({ code: 'HOTEL_PROMO_UNKNOWN', status: 422 }),
    );
  });
});

describe('fareJson', () => {
  it('carries the fare as rupee numbers (two decimals at most)', () => {
    const fare = fareOf(rate(13_441_68, 4_000_50), WEEKDAYS, 'HOTEL10', NOW);
    expect(fareJson(fare)).toEqual({
      roomRate: 12_001.5,
      taxes: 1_440.18,
      discount: 1_200.15,
      total: 12_241.53,
      currency: 'INR',
      promoCode: 'HOTEL10',
      nights: 3,
      rooms: 1,
    });
  });

  it('writes a fare without a promotion with a zero discount', () => {
    expect(fareJson(fareOf(rate(9_000_00, 4_000_00), WEEKEND, null, NOW))).toMatchObject({
      discount: 0,
      total: 9_000,
      promoCode: null,
    });
  });
});
