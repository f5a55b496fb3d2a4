import type { z } from 'zod';
import { istDate } from '@kosh/contract/common/ist-day';
import {
  clearUnaskedDocuments,
  hotelGuestDocumentIssue,
  type AllocateRoomsResponse,
  type ApplyPromoResponse,
  type GetItineraryDetailsResponse,
  type HotelPromotion,
  type SelectRoomRatesResponse,
  type allocateRoomsRequestSchema,
  type applyPromoRequestSchema,
  type selectRoomRatesRequestSchema,
} from '@kosh/contract/hotel-booking';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import { fareJson, fareOf, type FarePaise } from './fare';
import type { HotelItinerariesRepository } from '../hotel-itineraries.repository';
import type { HotelItineraryRow } from '../hotels.tables';
import { toWireRate } from '../details/itinerary-content';
import { itineraryDetails, staySummary } from '../payment/itinerary-details';
import { findRate, type ItineraryAccess, type SelectedRate } from './itinerary-access';
import { PROMOTIONS, type Promotion } from './promotions';
import { toRupees, type StoredGuest, type StoredRate } from '../stored';

type SelectRoomRatesParams = z.output<typeof selectRoomRatesRequestSchema>;
type ApplyPromoParams = z.output<typeof applyPromoRequestSchema>;
type AllocateRoomsParams = z.output<typeof allocateRoomsRequestSchema>;

/** A promotion as the Apply Promo Code box shows it. */
function promotionJson(promotion: Promotion): HotelPromotion {
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
function offeredPromotions(now: Date): HotelPromotion[] {
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

const GUEST_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'isLeadGuest',
  'type',
  'isdCode',
  'panCardNumber',
  'passportNumber',
  'passportExpiry',
] as const satisfies readonly (keyof StoredGuest)[];

/** The same travellers, field by field (jsonb keeps an object's keys in its own order). */
const sameGuests = (stored: StoredGuest[] | null, given: StoredGuest[]) =>
  stored !== null &&
  stored.length === given.length &&
  stored.every((guest, i) => GUEST_FIELDS.every((field) => guest[field] === given[i]?.[field]));

/** The guests the stay is for: adults and children of every room. */
const guestsOfStay = (row: Pick<HotelItineraryRow, 'occupancies'>) =>
  row.occupancies.reduce((sum, o) => sum + o.numOfAdults + o.childAges.length, 0);

/**
 * The room page's calls (spec/02 §7 selectRoomRates, allocateRooms; Kosh's applyPromo) and the
 * payment page's getItineraryDetails: each opens the itinerary (live, the caller's), checks its
 * input, and only then claims it for a logged-in caller and changes it — under its lock, unless a
 * live booking froze it — so a refused call keeps nothing. Every amount comes from the stored
 * rate and fareOf, never from the client.
 */
export function createHotelRoomService(deps: {
  db: Db;
  repo: HotelItinerariesRepository;
  access: ItineraryAccess;
  clock: Clock;
}) {
  const { db, repo, access, clock } = deps;

  /** Drops a promotion that stopped applying, unless a live booking froze the itinerary. */
  async function dropLapsedPromotion(
    row: HotelItineraryRow,
    userId: string | null,
  ): Promise<HotelItineraryRow> {
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

  function selectAnswer(row: HotelItineraryRow, selected: SelectedRate): SelectRoomRatesResponse {
    const now = clock();
    return {
      result: true,
      success: true,
      data: [
        {
          items: [
            {
              code: row.code,
              type: 'HOTEL',
              selectedRoomsAndRates: [
                {
                  recommendationId: selected.recommendationId,
                  rate: toWireRate(selected.rate),
                  room: selected.room,
                },
              ],
            },
          ],
          hotel: staySummary(row, selected.rate),
          fare: fareJson(shownFare(row, selected.rate, now)),
          promotions: offeredPromotions(now),
          guests: row.guests ?? [],
          traceId: row.traceId,
          expiresAt: row.expiresAt.toISOString(),
        },
      ],
    };
  }

  return {
    /**
     * POST hotel/selectRoomRates/{code}: the room and rate chosen on the hotel page. The same
     * choice again (a reload) changes nothing; another one clears the promotion and the documents
     * the new rate does not ask for, and is refused once a live booking exists.
     */
    async select(
      code: string,
      params: SelectRoomRatesParams,
      userId: string | null,
    ): Promise<SelectRoomRatesResponse> {
      const opened = await access.open(code, params.traceId, userId, { claim: false });
      const [item] = params.items;
      if (item && item.code !== code) {
        throw AppError.invalid('items.0.code', 'HOTEL_ITINERARY_CODE_MISSING');
      }
      const [allocation] = params.roomsAndRateAllocations;
      if (!allocation) throw AppError.invalid('roomsAndRateAllocations', 'HOTEL_ROOM_DATA_MISSING');
      const found = findRate(opened, params.recommendationId, allocation.rateId);
      if (!found) {
        throw AppError.invalid('roomsAndRateAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
      }
      if (found.rate.roomId !== allocation.roomId) {
        throw AppError.invalid('roomsAndRateAllocations.0.roomId', 'HOTEL_ROOM_UNKNOWN');
      }

      const same = (row: HotelItineraryRow) =>
        row.selection?.recommendationId === found.recommendationId &&
        row.selection.rateId === found.rate.rateId;
      if (same(opened)) {
        const row = await dropLapsedPromotion(await access.claim(opened, userId), userId);
        return selectAnswer(row, access.selectedRate(row));
      }
      const row = await access.change(opened, userId, async (tx, locked) => {
        if (same(locked)) return locked;
        const rate = findRate(locked, found.recommendationId, found.rate.rateId)?.rate;
        if (!rate) {
          throw AppError.invalid('roomsAndRateAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
        }
        const now = clock();
        return repo.updateItinerary(
          tx,
          locked.code,
          {
            selection: {
              recommendationId: found.recommendationId,
              rateId: rate.rateId,
              roomId: rate.roomId,
              selectedAt: now.toISOString(),
            },
            promoCode: null,
            guests: locked.guests?.map((g) => clearUnaskedDocuments(g, rate)) ?? null,
          },
          now,
        );
      });
      return selectAnswer(row, access.selectedRate(row));
    },

    /**
     * POST hotel/applyPromo/{code}: a promotion on the selected rate's fare (or off, for null).
     * A refusal is the promotion's 422 on `promoCode`, and nothing is stored.
     */
    async applyPromo(
      code: string,
      params: ApplyPromoParams,
      userId: string | null,
    ): Promise<ApplyPromoResponse> {
      const opened = await access.open(code, params.traceId, userId, { claim: false });
      const { rate } = access.selectedRate(opened);
      // Refused before anything is locked or written.
      const fare = fareOf(rate, opened, params.promoCode, clock());
      const row =
        opened.promoCode === fare.promoCode
          ? await access.claim(opened, userId)
          : await access.change(opened, userId, async (tx, locked) => {
              // Priced again on the locked row: its selection may have changed meanwhile.
              const lockedFare = fareOf(
                access.selectedRate(locked).rate,
                locked,
                params.promoCode,
                clock(),
              );
              return repo.updateItinerary(
                tx,
                locked.code,
                { promoCode: lockedFare.promoCode },
                clock(),
              );
            });
      const final = fareOf(access.selectedRate(row).rate, row, row.promoCode, clock());
      const promotion = PROMOTIONS.find((p) => p.code === final.promoCode);
      return {
        result: true,
        success: true,
        message: final.promoCode
          ? messageText('HOTEL_PROMO_APPLIED', { code: final.promoCode })
          : messageText('HOTEL_PROMO_REMOVED'),
        data: {
          fare: fareJson(final),
          promotion: promotion ? promotionJson(promotion) : null,
        },
      };
    },

    /**
     * POST hotel/allocateRooms/{code}: the travellers of the selected room. The first guest is the
     * lead (exactly one); the rate's PAN and passport rules apply to the lead, and documents the
     * rate does not ask for are cleared on every guest. The same travellers again change nothing.
     */
    async allocate(
      code: string,
      params: AllocateRoomsParams,
      userId: string | null,
    ): Promise<AllocateRoomsResponse> {
      const opened = await access.open(code, params.traceId, userId, { claim: false });
      const { rate } = access.selectedRate(opened);
      const [allocation] = params.roomsAllocations;
      if (!allocation) throw AppError.invalid('roomsAllocations', 'HOTEL_ROOM_DATA_MISSING');
      if (allocation.rateId !== rate.rateId) {
        throw AppError.invalid('roomsAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
      }
      if (allocation.roomId !== rate.roomId) {
        throw AppError.invalid('roomsAllocations.0.roomId', 'HOTEL_ROOM_UNKNOWN');
      }
      const guests = allocation.guests;
      const stayGuests = guestsOfStay(opened);
      if (guests.length > stayGuests) {
        throw AppError.invalid('roomsAllocations.0.guests', 'HOTEL_GUESTS_OVER_STAY', {
          guests: stayGuests,
        });
      }
      const misplacedLead = guests.findIndex((g, i) => g.isLeadGuest !== (i === 0));
      if (misplacedLead >= 0) {
        throw AppError.invalid(
          `roomsAllocations.0.guests.${misplacedLead}.isLeadGuest`,
          'HOTEL_LEAD_GUEST_FIRST',
        );
      }
      const [lead] = guests;
      const documents = lead ? hotelGuestDocumentIssue(lead, rate, opened.checkOut) : null;
      if (documents) {
        throw AppError.invalid(`roomsAllocations.0.guests.0.${documents.field}`, documents.code);
      }
      const kept: StoredGuest[] = guests.map((g) => clearUnaskedDocuments(g, rate));
      const specialRequests = params.specialRequests;

      const unchanged = (row: HotelItineraryRow) =>
        sameGuests(row.guests, kept) && row.specialRequests === specialRequests;
      const row = unchanged(opened)
        ? await access.claim(opened, userId)
        : await access.change(opened, userId, async (tx, locked) => {
            const current = access.selectedRate(locked).rate;
            // The selection changed meanwhile: these travellers were checked against another rate.
            if (current.rateId !== rate.rateId) {
              throw AppError.invalid('roomsAllocations.0.rateId', 'HOTEL_RATE_UNKNOWN');
            }
            return repo.updateItinerary(
              tx,
              locked.code,
              { guests: kept, specialRequests },
              clock(),
            );
          });
      const fare = shownFare(row, rate, clock());
      return {
        result: true,
        success: true,
        message: messageText('HOTEL_ALLOCATED'),
        data: {
          code: row.code,
          traceId: row.traceId,
          guests: row.guests ?? kept,
          fare: fareJson(fare),
        },
      };
    },

    /** GET hotel/getItineraryDetails/{code}?traceId=: the payment page's itinerary. */
    async details(
      code: string,
      traceId: string,
      userId: string | null,
    ): Promise<GetItineraryDetailsResponse> {
      const opened = await access.open(code, traceId, userId, { claim: false });
      access.selectedRate(opened);
      const row = await dropLapsedPromotion(await access.claim(opened, userId), userId);
      const selected = access.selectedRate(row);
      const booking = await repo.findLatestBooking(db, row.code);
      return {
        result: true,
        success: true,
        data: {
          results: [
            itineraryDetails(row, selected, shownFare(row, selected.rate, clock()), booking),
          ],
        },
      };
    },
  };
}

export type HotelRoomService = ReturnType<typeof createHotelRoomService>;
