import { z } from 'zod';
import {
  HOTEL_EMAIL_MAX,
  HOTEL_GUEST_NAME_PATTERN,
  HOTEL_GUEST_TYPE,
  HOTEL_ISD_CODE,
  allocateRoomsRequestSchema,
  hotelGuestSchema,
  type HotelGuest,
} from '@kosh/contract/hotel-booking';
import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { hotelDateSchema } from '@kosh/contract/hotels';
import type { GuestDetails, StoredGuest } from '../../utils/booking-session';

/** What the rate asks of the lead guest's documents (docs/product-2.md §4 Conditional guest fields). */
export interface DocumentRules {
  IsPANMandatory: boolean;
  IsPassportMandatory: boolean;
}

/** The Traveller Details form as it holds its boxes: text as typed. */
export interface TravellerFormValues {
  title: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  panCardNumber: string;
  passportNumber: string;
  passportExpiry: string;
  specialRequests: string;
}
export type TravellerField = keyof TravellerFormValues;

export const TRAVELLER_FIELDS: readonly TravellerField[] = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'panCardNumber',
  'passportNumber',
  'passportExpiry',
  'specialRequests',
];

export const BLANK_TRAVELLER: TravellerFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  contactNumber: '',
  email: '',
  panCardNumber: '',
  passportNumber: '',
  passportExpiry: '',
  specialRequests: '',
};

/** A box the rate does not ask for: whatever it holds is not sent (docs/product-2.md §4). */
const cleared = z.string().transform((): null => null);

/**
 * A box's text checked by a contract schema that takes more than text (an optional field takes
 * null too): its messages are the box's.
 */
const checkedBy = <T>(rule: z.ZodType<T, string | null | undefined>) =>
  z.string().transform((value, ctx): T => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const { message } of result.error.issues) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A document the rate asks for: its own "required" first, then the contract's rule. */
const required = <T>(
  code: 'HOTEL_PAN_REQUIRED' | 'HOTEL_PASSPORT_REQUIRED' | 'HOTEL_PASSPORT_EXPIRY_REQUIRED',
  rule: z.ZodType<T, string | null | undefined>,
) => z.string().trim().min(1, { error: code, abort: true }).pipe(checkedBy(rule));

/**
 * The Traveller Details form's rules (docs/product-2.md §5): the contract's own guest rules for every box,
 * checked box by box so an empty form says what each box needs at once; PAN when the rate marks
 * it mandatory, passport number and expiry (after check-out) when it marks the passport
 * mandatory, and those boxes cleared and not required otherwise — the same rules the server
 * applies (`hotelGuestDocumentIssue`).
 */
export function travellerFormSchema(rules: DocumentRules, checkOut: string) {
  const guest = hotelGuestSchema.shape;
  return z.object({
    // The select starts empty: any text goes in, the contract's titles come out.
    title: z.string().pipe(guest.title),
    firstName: guest.firstName,
    lastName: guest.lastName,
    contactNumber: guest.contactNumber,
    email: guest.email,
    panCardNumber: rules.IsPANMandatory
      ? required('HOTEL_PAN_REQUIRED', guest.panCardNumber)
      : cleared,
    passportNumber: rules.IsPassportMandatory
      ? required('HOTEL_PASSPORT_REQUIRED', guest.passportNumber)
      : cleared,
    passportExpiry: rules.IsPassportMandatory
      ? required(
          'HOTEL_PASSPORT_EXPIRY_REQUIRED',
          hotelDateSchema('HOTEL_CHECKOUT_REQUIRED').refine(
            (day) => day > checkOut,
            'HOTEL_PASSPORT_EXPIRED',
          ),
        )
      : cleared,
    specialRequests: checkedBy(allocateRoomsRequestSchema.shape.specialRequests),
  });
}
export type TravellerFormOutput = z.output<ReturnType<typeof travellerFormSchema>>;

/** The lead guest's boxes: the title as the form or the contract has it, documents as given. */
interface LeadGuestBoxes<Title extends string, Doc> {
  title: Title;
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  panCardNumber: Doc;
  passportNumber: Doc;
  passportExpiry: Doc;
}

/**
 * The lead guest's boxes with the marks every lead guest carries (lead, adult, ISD 91), in the
 * order allocateRooms and the browser's copy both keep them.
 */
function asLeadGuest<Title extends string, Doc>(
  values: LeadGuestBoxes<Title, Doc>,
): LeadGuestBoxes<Title, Doc> & {
  isLeadGuest: true;
  type: typeof HOTEL_GUEST_TYPE;
  isdCode: typeof HOTEL_ISD_CODE;
} {
  return {
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    contactNumber: values.contactNumber,
    email: values.email,
    isLeadGuest: true,
    type: HOTEL_GUEST_TYPE,
    isdCode: HOTEL_ISD_CODE,
    panCardNumber: values.panCardNumber,
    passportNumber: values.passportNumber,
    passportExpiry: values.passportExpiry,
  };
}

/** The lead guest allocateRooms sends (docs/product-2.md §9: lead guest, adult, ISD 91). */
export function leadGuestOf(values: TravellerFormOutput): HotelGuest {
  return asLeadGuest(values);
}

/** The form as the hotel guest details keep it in the browser (docs/product-2.md §3 Lead guest). */
export function storedGuestOf(values: TravellerFormValues): StoredGuest {
  return asLeadGuest(values);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A guest's boxes from what the server or the browser kept (anything not text is left empty). */
function valuesOf(guest: Partial<Record<TravellerField, unknown>>, specialRequests: unknown) {
  const values = { ...BLANK_TRAVELLER };
  for (const field of TRAVELLER_FIELDS) values[field] = textOf(guest[field]);
  values.specialRequests = textOf(specialRequests);
  // A number kept before a rule changed must still be one the box would take, as the box takes it.
  values.contactNumber = acceptMobileInput(values.contactNumber) ?? '';
  return values;
}

/**
 * What the form starts with when the page opens (a reload keeps the form, docs/product-2.md §3): what was
 * typed on this device for this itinerary, else the lead guest the server kept, else nothing. The
 * browser's copy comes first: it holds what was typed after the last Continue Payment.
 */
export function initialTravellerValues(
  code: string,
  stored: GuestDetails | null,
  serverGuests: readonly HotelGuest[],
): TravellerFormValues {
  if (stored && stored.code === code && stored.guest && typeof stored.guest === 'object') {
    return valuesOf(stored.guest, stored.specialRequests);
  }
  const lead = serverGuests.find((g) => g.isLeadGuest) ?? serverGuests[0];
  return lead ? valuesOf(lead, '') : { ...BLANK_TRAVELLER };
}

/** The signed-in customer's profile (user/get): name, mobile, email. */
export interface ProfileFacts {
  name: string;
  mobile: string;
  emailId: string;
}

/**
 * The boxes the profile can fill (docs/product-2.md §5, Kosh's prefill): the name split into first and last
 * (when they are names the supplier takes), the mobile number and the email — only what the form
 * would accept.
 */
export function profileValues(profile: ProfileFacts): Partial<TravellerFormValues> {
  const out: Partial<TravellerFormValues> = {};
  const [first, ...rest] = profile.name.trim().split(/\s+/);
  const last = rest.join(' ');
  if (first && HOTEL_GUEST_NAME_PATTERN.test(first)) out.firstName = first;
  if (last && HOTEL_GUEST_NAME_PATTERN.test(last)) out.lastName = last;
  const mobile = profile.mobile.trim();
  if (mobile.length === 10 && acceptMobileInput(mobile) !== null) out.contactNumber = mobile;
  const email = profile.emailId.trim();
  if (email && email.length <= HOTEL_EMAIL_MAX && z.email().safeParse(email).success) {
    out.email = email;
  }
  return out;
}

/** Which of the profile's values go into boxes that are still empty (nothing typed is replaced). */
export function profileFill(
  current: TravellerFormValues,
  profile: ProfileFacts,
): { field: TravellerField; value: string }[] {
  const offered = profileValues(profile);
  return TRAVELLER_FIELDS.flatMap((field) => {
    const value = offered[field];
    return value && current[field] === '' ? [{ field, value }] : [];
  });
}

/**
 * The form field a server's field error names: `panCardNumber`, or the guest's path inside the
 * request (`roomsAllocations.0.guests.0.panCardNumber`); null for anything the form has no box for.
 */
export function travellerFieldOf(path: string): TravellerField | null {
  const last = path.split('.').pop() ?? '';
  return TRAVELLER_FIELDS.find((f) => f === last) ?? null;
}
