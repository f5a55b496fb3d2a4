import { describe, expect, it } from 'vitest';
import {
  clearUnaskedDocuments,
  hotelGuestDocumentIssue,
  hotelGuestSchema,
  type HotelGuest,
} from '@kosh/contract/hotel-booking';
import type { GuestDetails } from '../../utils/booking-session';
import {
  BLANK_TRAVELLER,
  initialTravellerValues,
  leadGuestOf,
  profileFill,
  profileValues,
  storedGuestOf,
  travellerFieldOf,
  travellerFormSchema,
  type TravellerFormValues,
} from './traveller-form';

const CHECK_OUT = '2027-01-07';
const NONE = { IsPANMandatory: false, IsPassportMandatory: false };
const PAN = { IsPANMandatory: true, IsPassportMandatory: false };
const PASSPORT = { IsPANMandatory: false, IsPassportMandatory: true };

const filled: TravellerFormValues = {
  title: 'Mrs',
  firstName: 'Asha',
  lastName: 'Rao',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  panCardNumber: 'ABCPE1234F',
  passportNumber: 'K1234567',
  passportExpiry: '2030-05-01',
  specialRequests: '',
};

/** Each box's first message, as the form shows them. */
function messages(rules: typeof NONE, values: TravellerFormValues) {
  const result = travellerFormSchema(rules, CHECK_OUT).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('travellerFormSchema', () => {
  it('says what every box needs on an empty form, at once (docs/product-2.md §5)', () => {
    expect(messages(NONE, BLANK_TRAVELLER)).toEqual({
      title: 'HOTEL_TITLE_REQUIRED',
      firstName: 'HOTEL_FIRST_NAME_REQUIRED',
      lastName: 'HOTEL_LAST_NAME_REQUIRED',
      contactNumber: 'HOTEL_CONTACT_REQUIRED',
      email: 'HOTEL_EMAIL_REQUIRED',
    });
    expect(
      messages({ IsPANMandatory: true, IsPassportMandatory: true }, BLANK_TRAVELLER),
    ).toMatchObject({
      panCardNumber: 'HOTEL_PAN_REQUIRED',
      passportNumber: 'HOTEL_PASSPORT_REQUIRED',
      passportExpiry: 'HOTEL_PASSPORT_EXPIRY_REQUIRED',
    });
  });

  it('checks formats with the contract’s codes', () => {
    expect(
      messages(PAN, {
        ...filled,
        firstName: 'A5',
        contactNumber: '5876543210',
        email: 'not-an-email',
        panCardNumber: 'ABCDE1234F',
      }),
    ).toEqual({
      firstName: 'HOTEL_GUEST_NAME_INVALID',
      contactNumber: 'MOBILE_INVALID',
      email: 'HOTEL_EMAIL_INVALID',
      panCardNumber: 'HOTEL_PAN_INVALID',
    });
  });

  it('clears the documents the rate does not ask for, and does not require them', () => {
    const result = travellerFormSchema(NONE, CHECK_OUT).parse({
      ...filled,
      panCardNumber: 'junk',
      passportNumber: 'junk',
      passportExpiry: 'junk',
    });
    expect(result).toMatchObject({
      panCardNumber: null,
      passportNumber: null,
      passportExpiry: null,
    });
    expect(travellerFormSchema(PAN, CHECK_OUT).parse(filled)).toMatchObject({
      panCardNumber: 'ABCPE1234F',
      passportNumber: null,
      passportExpiry: null,
    });
  });

  it('wants the passport valid after check-out', () => {
    expect(messages(PASSPORT, { ...filled, passportExpiry: CHECK_OUT })).toEqual({
      passportExpiry: 'HOTEL_PASSPORT_EXPIRED',
    });
    expect(messages(PASSPORT, { ...filled, passportExpiry: '2027-01-08' })).toEqual({});
  });

  it('agrees with the server’s document rule for every rate and document', () => {
    const cases: Partial<TravellerFormValues>[] = [
      {},
      { panCardNumber: '' },
      { passportNumber: '' },
      { passportExpiry: '' },
      { passportExpiry: CHECK_OUT },
      { passportExpiry: '2027-01-06' },
    ];
    for (const rules of [
      NONE,
      PAN,
      PASSPORT,
      { IsPANMandatory: true, IsPassportMandatory: true },
    ]) {
      for (const change of cases) {
        const values = { ...filled, ...change };
        const form = travellerFormSchema(rules, CHECK_OUT).safeParse(values);
        const guest = hotelGuestSchema.parse(
          leadGuestOf({
            ...values,
            title: 'Mrs',
            panCardNumber: values.panCardNumber || null,
            passportNumber: values.passportNumber || null,
            passportExpiry: values.passportExpiry || null,
            specialRequests: null,
          }),
        );
        const server = hotelGuestDocumentIssue(guest, rules, CHECK_OUT);
        expect(form.success, JSON.stringify({ rules, change })).toBe(server === null);
        if (form.success) {
          expect(leadGuestOf(form.data)).toEqual(clearUnaskedDocuments(guest, rules));
        }
      }
    }
  });

  it('keeps special requests, and sends none for an empty box', () => {
    expect(
      travellerFormSchema(NONE, CHECK_OUT).parse({
        ...filled,
        specialRequests: '  Late check-in ',
      }),
    ).toMatchObject({ specialRequests: 'Late check-in' });
    expect(travellerFormSchema(NONE, CHECK_OUT).parse(filled)).toMatchObject({
      specialRequests: null,
    });
    expect(messages(NONE, { ...filled, specialRequests: 'x'.repeat(501) })).toEqual({
      specialRequests: 'HOTEL_SPECIAL_REQUESTS_LONG',
    });
  });
});

describe('leadGuestOf', () => {
  it('is the lead adult guest with the Indian ISD code (docs/product-2.md §9)', () => {
    const output = travellerFormSchema(NONE, CHECK_OUT).parse(filled);
    expect(leadGuestOf(output)).toEqual({
      title: 'Mrs',
      firstName: 'Asha',
      lastName: 'Rao',
      contactNumber: '9876543210',
      email: 'asha@example.com',
      isLeadGuest: true,
      type: 'adult',
      isdCode: '91',
      panCardNumber: null,
      passportNumber: null,
      passportExpiry: null,
    });
  });
});

describe('initialTravellerValues', () => {
  const serverGuest: HotelGuest = {
    ...leadGuestOf(travellerFormSchema(PAN, CHECK_OUT).parse(filled)),
    firstName: 'Server',
  };
  const stored: GuestDetails = {
    code: 'ITIN_1',
    guest: storedGuestOf({ ...filled, firstName: 'Typed' }),
    specialRequests: 'Quiet room',
  };

  it('takes what this device typed for the itinerary first', () => {
    expect(initialTravellerValues('ITIN_1', stored, [serverGuest])).toEqual({
      ...filled,
      firstName: 'Typed',
      specialRequests: 'Quiet room',
    });
  });

  it('takes the server’s lead guest when the device kept another itinerary’s, or none', () => {
    const expected = { ...filled, firstName: 'Server', passportNumber: '', passportExpiry: '' };
    expect(initialTravellerValues('ITIN_2', stored, [serverGuest])).toEqual(expected);
    expect(initialTravellerValues('ITIN_2', null, [serverGuest])).toEqual(expected);
  });

  it('starts empty with nothing kept, and drops what is not text or a number the box refuses', () => {
    expect(initialTravellerValues('ITIN_1', null, [])).toEqual(BLANK_TRAVELLER);
    const odd = {
      code: 'ITIN_1',
      guest: { ...storedGuestOf(filled), firstName: 42, contactNumber: '12345' },
      specialRequests: null,
    } as unknown as GuestDetails;
    expect(initialTravellerValues('ITIN_1', odd, [])).toMatchObject({
      firstName: '',
      contactNumber: '',
      specialRequests: '',
    });
  });
});

describe('profile prefill', () => {
  it('splits the name and takes the mobile and email the form accepts', () => {
    expect(
      profileValues({
        name: ' Asha  Devi Rao ',
        mobile: '9876543210',
        emailId: 'asha@example.com',
      }),
    ).toEqual({
      firstName: 'Asha',
      lastName: 'Devi Rao',
      contactNumber: '9876543210',
      email: 'asha@example.com',
    });
    expect(profileValues({ name: 'Asha', mobile: '12345', emailId: '' })).toEqual({
      firstName: 'Asha',
    });
  });

  it('fills only the empty boxes', () => {
    expect(
      profileFill(
        { ...BLANK_TRAVELLER, firstName: 'Typed' },
        { name: 'Asha Rao', mobile: '9876543210', emailId: 'asha@example.com' },
      ),
    ).toEqual([
      { field: 'lastName', value: 'Rao' },
      { field: 'contactNumber', value: '9876543210' },
      { field: 'email', value: 'asha@example.com' },
    ]);
  });
});

describe('travellerFieldOf', () => {
  it('finds the box a server field error names', () => {
    expect(travellerFieldOf('panCardNumber')).toBe('panCardNumber');
    expect(travellerFieldOf('roomsAllocations.0.guests.0.passportExpiry')).toBe('passportExpiry');
    expect(travellerFieldOf('roomsAllocations.0.rateId')).toBeNull();
  });
});
