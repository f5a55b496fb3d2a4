import { istDate } from '@kosh/contract/common/ist-day';
import type { HotelPromotion } from '@kosh/contract/hotel-booking';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import type { HotelItinerariesRepository } from '../hotel-itineraries.repository';
import type { HotelItineraryRow } from '../hotels.tables';
import { toRupees, type StoredRate } from '../stored';
import { fareOf, type FarePaise } from './fare';
import type { ItineraryAccess } from './itinerary-access';
import { PROMOTIONS, type Promotion } from './promotions';

/** What the room page's steps (and the payment page's itinerary) are built from. */
export interface ItineraryStepDeps {
  db: Db;
  repo: HotelItinerariesRepository;
  access: ItineraryAccess;
  clock: Clock;
}

/** A promotion as the Apply Promo Code box shows it. */
export function promotionJson(promotion: Promotion): HotelPromotion {
  return {
    code: promotion.code,
    description: messageText(promotion.messageCode),
    messageCode: promotion.messageCode,
    percent: promotion.percent,
    maxDiscount: toRupees(Number(promotion.maxDiscountPaise)),
    validUntil: promotion.validUntil,
  };
}

/** The promotions offered today (India): an ended one is still recognised, never offered. */
export function offeredPromotions(now: Date): HotelPromotion[] {
  const today = istDate(now);
  return PROMOTIONS.filter((p) => p.offered && (!p.validUntil || today <= p.validUntil)).map(
    promotionJson,
  );
}

/** Whether `error` is the refusal of a promotion (fareOf's 422 on `promoCode`). */
const isPromoRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.kind === 'BUSINESS_RULE' &&
  (error.options.fields ?? []).some((f) => f.field === 'promoCode');

/**
 * The fare the itinerary's pages show: with its promotion, or without it when the promotion
 * stopped applying since (it expired at midnight in India). selectRoomRates and
 * getItineraryDetails then drop it from the itinerary, so the book call prices what they showed.
 */
export function shownFare(row: HotelItineraryRow, rate: StoredRate, now: Date): FarePaise {
  try {
    return fareOf(rate, row, row.promoCode, now);
  } catch (error) {
    if (row.promoCode && isPromoRefusal(error)) return fareOf(rate, row, null, now);
    throw error;
  }
}

/** Drops a promotion that stopped applying, unless a live booking froze the itinerary. */
export async function dropLapsedPromotion(
  deps: ItineraryStepDeps,
  row: HotelItineraryRow,
  userId: string | null,
): Promise<HotelItineraryRow> {
  const { repo, access, clock } = deps;
  if (!row.promoCode || !row.selection) return row;
  const { rate } = access.selectedRate(row);
  if (shownFare(row, rate, clock()).promoCode === row.promoCode) return row;
  try {
    return await access.change(row, userId, (tx, locked) =>
      // Another call may have changed the promotion meanwhile: only the lapsed one goes.
      locked.promoCode === row.promoCode
        ? repo.updateItinerary(tx, locked.code, { promoCode: null }, clock())
        : Promise.resolve(locked),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'HOTEL_BOOKING_IN_PROGRESS') return row;
    throw error;
  }
}
