import { z } from 'zod';
import {
  HOTEL_CHILD_AGE_MAX,
  HOTEL_CHILD_AGE_MIN,
  HOTEL_MAX_GUESTS,
  HOTEL_SUGGESTION_TYPES,
  HOTEL_SUGGEST_MIN_CHARS,
  addHotelDays,
  earliestCheckIn,
  hotelDateSchema,
  hotelGuests,
  hotelOccupanciesSchema,
  hotelStayIssue,
  locationSuggestionSchema,
  type HotelOccupancy,
  type HotelSuggestionType,
  type LocationSuggestion,
} from '@kosh/contract/hotels';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import type { HotelStay } from '../api/search-hotels';
import type { BookingData } from './booking-session';

/** Why no destination is picked: nothing typed, too little typed, or typed and not chosen. */
function destinationCode(text: string): MessageCode {
  const typed = text.trim();
  if (!typed) return 'HOTEL_DESTINATION_REQUIRED';
  return typed.length < HOTEL_SUGGEST_MIN_CHARS
    ? 'HOTEL_DESTINATION_SHORT'
    : 'HOTEL_DESTINATION_PICK';
}

/**
 * The destination box: what is typed in it and the suggestion picked (null while typing). Checked
 * as one field, so its message shows beside the others' on a submit (a check of the whole form
 * would wait for the dates and rooms to be right first).
 */
const destinationFieldSchema = z
  .object({ text: z.string(), picked: locationSuggestionSchema.nullable() })
  .superRefine((value, ctx) => {
    if (!value.picked) ctx.addIssue({ code: 'custom', message: destinationCode(value.text) });
  })
  .transform((value) => value.picked as LocationSuggestion);

/**
 * The rooms as the form holds them, each number checked with its own message first, then by the
 * contract's rules (at least a room, the guest cap). The contract takes a count as a number or as digits, and
 * react-hook-form's zod resolver reports such a union's closest branch (zod's English "expected
 * number") instead of the union's code: the form says the code itself.
 */
const roomsFieldSchema = z
  .array(
    z.object({
      numOfAdults: z
        .number({ error: 'HOTEL_ADULTS_MIN' })
        .int('HOTEL_ADULTS_MIN')
        .min(1, 'HOTEL_ADULTS_MIN'),
      childAges: z.array(
        z
          .number({ error: 'HOTEL_CHILD_AGE' })
          .int('HOTEL_CHILD_AGE')
          .min(HOTEL_CHILD_AGE_MIN, 'HOTEL_CHILD_AGE')
          .max(HOTEL_CHILD_AGE_MAX, 'HOTEL_CHILD_AGE'),
      ),
    }),
  )
  .superRefine((rooms, ctx) => {
    const checked = hotelOccupanciesSchema.safeParse(rooms);
    if (checked.success) return;
    for (const { path, message } of checked.error.issues) {
      ctx.addIssue({ code: 'custom', path, message });
    }
  });

/**
 * The Search Hotels form (docs/product-2.md §5): a destination picked from the suggestions, the stay's
 * dates and the rooms. The dates and rooms are checked by the contract's own rules (the API's);
 * the destination must be a suggestion, not just text.
 */
export const searchFormSchema = z
  .object({
    destination: destinationFieldSchema,
    checkIn: hotelDateSchema('HOTEL_CHECKIN_REQUIRED'),
    checkOut: hotelDateSchema('HOTEL_CHECKOUT_REQUIRED'),
    occupancies: roomsFieldSchema,
  })
  .superRefine((values, ctx) => {
    const problem = hotelStayIssue(values.checkIn, values.checkOut);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
  });

/** A room as the form holds it: a child's age is null until one is chosen. */
export interface RoomDraft {
  numOfAdults: number;
  childAges: (number | null)[];
}

export interface DestinationDraft {
  text: string;
  picked: LocationSuggestion | null;
}

export interface SearchFormValues {
  destination: DestinationDraft;
  checkIn: string;
  checkOut: string;
  occupancies: RoomDraft[];
}
export type SearchFormOutput = z.output<typeof searchFormSchema>;

/** Adults in the first room, and in each room added (when they fit under the guest cap). */
export const DEFAULT_ADULTS = 2;

/** A first visit: tomorrow for one night, one room for two adults, no destination yet. */
export function defaultSearchForm(now: Date = new Date()): SearchFormValues {
  const checkIn = earliestCheckIn(now);
  return {
    destination: { text: '', picked: null },
    checkIn,
    checkOut: addHotelDays(checkIn, 1),
    occupancies: [{ numOfAdults: DEFAULT_ADULTS, childAges: [] }],
  };
}

/** Guests in the rooms as drafted (a child counts before their age is chosen). */
export const draftGuests = (rooms: readonly RoomDraft[]) =>
  hotelGuests(
    rooms.map((r) => ({ numOfAdults: r.numOfAdults, childAges: r.childAges.map(Number) })),
  );

export const roomsFull = (rooms: readonly RoomDraft[], adding = 1) =>
  draftGuests(rooms) + adding > HOTEL_MAX_GUESTS;

/**
 * Check-in moved: check-out keeps its day if it is still after it, and is set to the next day
 * otherwise (docs/product-2.md §5).
 */
export function checkOutAfter(checkIn: string, checkOut: string): string {
  return checkOut > checkIn ? checkOut : addHotelDays(checkIn, 1);
}

/** The checked form as the search it asks for. A hotel suggestion searches that hotel in its city. */
export function stayOf(values: SearchFormOutput): HotelStay {
  const { destination } = values;
  return {
    locationId: destination.id,
    hotelId: destination.type === 'hotel' ? destination.refrenceId : null,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    occupancies: values.occupancies.map((room): HotelOccupancy => ({
      numOfAdults: room.numOfAdults,
      childAges: room.childAges,
    })),
  };
}

/** The search as the booking session keeps it (its summary, and the form filled in again). */
export function bookingDataOf(values: SearchFormOutput): BookingData {
  const stay = stayOf(values);
  const { destination } = values;
  return {
    destination: {
      id: destination.id,
      fullName: destination.fullName,
      type: destination.type,
      hotelId: stay.hotelId,
    },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    occupancies: stay.occupancies,
  };
}

/** The stored search as the results ask for it. */
export const stayOfBooking = (data: BookingData): HotelStay => ({
  locationId: data.destination.id,
  hotelId: data.destination.hotelId,
  checkIn: data.checkIn,
  checkOut: data.checkOut,
  occupancies: data.occupancies,
});

/** The form filled in with a stored search (Search Hotels again changes it). */
export function formOfBooking(data: BookingData): SearchFormValues {
  const type = (HOTEL_SUGGESTION_TYPES as readonly string[]).includes(data.destination.type)
    ? (data.destination.type as HotelSuggestionType)
    : 'city';
  return {
    destination: {
      text: data.destination.fullName,
      picked: {
        id: data.destination.id,
        fullName: data.destination.fullName,
        type,
        refrenceId: data.destination.hotelId,
      },
    },
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    occupancies: data.occupancies.map((room) => ({ ...room, childAges: [...room.childAges] })),
  };
}
