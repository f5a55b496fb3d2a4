import type { z } from 'zod';
import {
  clearUnaskedDocuments,
  hotelGuestDocumentIssue,
  type AllocateRoomsResponse,
  type allocateRoomsRequestSchema,
} from '@kosh/contract/hotel-booking';
import { messageText } from '@kosh/contract/messages/catalogue';
import { AppError } from '../../../lib/app-error';
import type { HotelItineraryRow } from '../hotels.tables';
import { guestsOf, type StoredGuest } from '../stored';
import { fareJson } from './fare';
import { shownFare, type ItineraryStepDeps } from './itinerary-fare';

type AllocateRoomsParams = z.output<typeof allocateRoomsRequestSchema>;

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

/**
 * POST hotel/allocateRooms/{code}: the travellers of the selected room. The first guest is the
 * lead (exactly one); the rate's PAN and passport rules apply to the lead, and documents the
 * rate does not ask for are cleared on every guest. The same travellers again change nothing.
 */
export function createAllocateRooms(deps: ItineraryStepDeps) {
  const { repo, access, clock } = deps;
  return async function allocate(
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
    const stayGuests = guestsOf(opened.occupancies);
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
          return repo.updateItinerary(tx, locked.code, { guests: kept, specialRequests }, clock());
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
  };
}
