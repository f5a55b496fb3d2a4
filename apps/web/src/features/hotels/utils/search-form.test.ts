import { describe, expect, it } from 'vitest';
import type { LocationSuggestion } from '@kosh/contract/hotels';
import {
  bookingDataOf,
  checkOutAfter,
  defaultSearchForm,
  draftGuests,
  formOfBooking,
  roomsFull,
  searchFormSchema,
  stayOf,
  stayOfBooking,
  type SearchFormValues,
} from './search-form';

const delhi: LocationSuggestion = {
  fullName: 'New Delhi, Delhi',
  type: 'city',
  refrenceId: null,
  id: 'city-new-delhi',
};
const hotel: LocationSuggestion = {
  fullName: 'Kosh Grand, Connaught Place, New Delhi',
  type: 'hotel',
  refrenceId: '100042',
  id: 'city-new-delhi',
};

/** 18:00 on 10 March 2026 UTC is 23:30 in India: tomorrow there is the 11th. */
const now = new Date('2026-03-10T18:00:00Z');

const valid = (patch: Partial<SearchFormValues> = {}): SearchFormValues => ({
  ...defaultSearchForm(),
  destination: { text: delhi.fullName, picked: delhi },
  ...patch,
});

const problems = (values: SearchFormValues) => {
  const result = searchFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Search Hotels form', () => {
  it('opens on tomorrow in India for one night, one room, two adults', () => {
    expect(defaultSearchForm(now)).toEqual({
      destination: { text: '', picked: null },
      checkIn: '2026-03-11',
      checkOut: '2026-03-12',
      occupancies: [{ numOfAdults: 2, childAges: [] }],
    });
  });

  it('takes a destination only from the list, saying why for what was typed', () => {
    expect(problems(valid())).toEqual({});
    const typed = (text: string) =>
      problems(valid({ destination: { text, picked: null } })).destination;
    expect(typed('')).toBe('HOTEL_DESTINATION_REQUIRED');
    expect(typed('  ')).toBe('HOTEL_DESTINATION_REQUIRED');
    expect(typed('Ne')).toBe('HOTEL_DESTINATION_SHORT');
    expect(typed('New Delhi')).toBe('HOTEL_DESTINATION_PICK');
  });

  it('marks every wrong field at once', () => {
    const all = problems({
      destination: { text: '', picked: null },
      checkIn: '',
      checkOut: '',
      occupancies: [{ numOfAdults: 1, childAges: [null, 4] }],
    });
    expect(all).toEqual({
      destination: 'HOTEL_DESTINATION_REQUIRED',
      checkIn: 'HOTEL_CHECKIN_REQUIRED',
      checkOut: 'HOTEL_CHECKOUT_REQUIRED',
      'occupancies.0.childAges.0': 'HOTEL_CHILD_AGE',
    });
  });

  it('holds the stay to the contract’s rules', () => {
    const { checkIn } = defaultSearchForm();
    expect(problems(valid({ checkOut: checkIn })).checkOut).toBe('HOTEL_CHECKOUT_AFTER');
    expect(problems(valid({ checkIn: '2020-01-01', checkOut: '2020-01-02' })).checkIn).toBe(
      'HOTEL_CHECKIN_MIN',
    );
  });

  it('moves check-out to the day after a check-in that passed it', () => {
    expect(checkOutAfter('2026-03-14', '2026-03-12')).toBe('2026-03-15');
    expect(checkOutAfter('2026-03-12', '2026-03-12')).toBe('2026-03-13');
    expect(checkOutAfter('2026-03-31', '2026-03-20')).toBe('2026-04-01');
    expect(checkOutAfter('2026-03-11', '2026-03-14')).toBe('2026-03-14');
  });

  it('counts guests over the rooms, children before their age is chosen', () => {
    const rooms = [
      { numOfAdults: 2, childAges: [4, null] as (number | null)[] },
      { numOfAdults: 3, childAges: [] },
    ];
    expect(draftGuests(rooms)).toBe(7);
    expect(roomsFull(rooms, 5)).toBe(false);
    expect(roomsFull(rooms, 6)).toBe(true);
    expect(
      problems(valid({ occupancies: [{ numOfAdults: 12, childAges: [1] }] })).occupancies,
    ).toBe('HOTEL_MAX_GUESTS');
  });

  it('searches a picked hotel in its city, and a place as a whole', () => {
    const place = searchFormSchema.parse(valid());
    expect(stayOf(place)).toMatchObject({ locationId: 'city-new-delhi', hotelId: null });
    const one = searchFormSchema.parse(
      valid({ destination: { text: hotel.fullName, picked: hotel } }),
    );
    expect(stayOf(one)).toMatchObject({ locationId: 'city-new-delhi', hotelId: '100042' });
  });

  it('keeps the search in the booking session and fills the form from it again', () => {
    const values = searchFormSchema.parse(
      valid({
        destination: { text: hotel.fullName, picked: hotel },
        occupancies: [{ numOfAdults: 2, childAges: [5] }],
      }),
    );
    const stored = bookingDataOf(values);
    expect(stored.destination).toEqual({
      id: 'city-new-delhi',
      fullName: hotel.fullName,
      type: 'hotel',
      hotelId: '100042',
    });
    expect(stayOfBooking(stored)).toEqual(stayOf(values));
    const again = formOfBooking(stored);
    expect(again.destination).toEqual({ text: hotel.fullName, picked: hotel });
    expect(problems(again)).toEqual({});
  });
});

describe('the form through react-hook-form’s resolver', () => {
  it('says the catalogue’s code for a child without an age, not zod’s English', async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const resolve = zodResolver(searchFormSchema);
    const values = {
      ...valid(),
      occupancies: [{ numOfAdults: 2, childAges: [null, 3] }],
    };
    // The form's own shape (an age not chosen is null), wider than the schema's typed input.
    const result = await resolve(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({
      occupancies: [{ childAges: [{ message: 'HOTEL_CHILD_AGE' }] }],
    });
  });
});
