import { hotelNights } from '@kosh/contract/hotels';
import type { HotelFare } from '@kosh/contract/hotel-booking';
import { AppError } from '../../../lib/app-error';
import { applyPromotion } from './promotions';
import { toRupees, type StoredRate } from '../stored';

/** A stay's fare in paise: what the customer pays is always `totalPaise`, computed here. */
export interface FarePaise {
  roomRatePaise: bigint;
  taxesPaise: bigint;
  discountPaise: bigint;
  totalPaise: bigint;
  promoCode: string | null;
  nights: number;
  rooms: number;
}

/**
 * The fare of a rate for a stay, with a promotion if one is applied. The rate's total is the
 * supplier's (taxes included); the room rate is its nightly base × nights and the taxes the rest,
 * so the three always add up to the paisa. A promotion that no longer applies (it expired since it
 * was applied) throws its refusal: the customer must see the fare change before paying it.
 */
export function fareOf(
  rate: Pick<StoredRate, 'finalRatePaise' | 'baseRatePaise' | 'rooms'>,
  stay: { checkIn: string; checkOut: string },
  promoCode: string | null,
  now: Date,
): FarePaise {
  const nights = hotelNights(stay.checkIn, stay.checkOut);
  const totalBefore = BigInt(rate.finalRatePaise);
  const roomRatePaise = BigInt(rate.baseRatePaise) * BigInt(nights);
  const taxesPaise = totalBefore - roomRatePaise;
  let discountPaise = 0n;
  if (promoCode) {
    const outcome = applyPromotion(promoCode, { ...stay, roomRatePaise }, now);
    if (!outcome.ok) {
      throw new AppError('BUSINESS_RULE', outcome.code, {
        fields: [
          {
            field: 'promoCode',
            code: outcome.code,
            ...(outcome.params ? { params: outcome.params } : {}),
          },
        ],
        ...(outcome.params ? { params: outcome.params } : {}),
      });
    }
    discountPaise = outcome.discountPaise;
  }
  return {
    roomRatePaise,
    taxesPaise,
    discountPaise,
    totalPaise: roomRatePaise + taxesPaise - discountPaise,
    promoCode: promoCode ? promoCode.toUpperCase() : null,
    nights,
    rooms: rate.rooms.length,
  };
}

/** The fare as the wire carries it (rupee numbers). */
export function fareJson(fare: FarePaise): HotelFare {
  return {
    roomRate: toRupees(Number(fare.roomRatePaise)),
    taxes: toRupees(Number(fare.taxesPaise)),
    discount: toRupees(Number(fare.discountPaise)),
    total: toRupees(Number(fare.totalPaise)),
    currency: 'INR',
    promoCode: fare.promoCode,
    nights: fare.nights,
    rooms: fare.rooms,
  };
}
