import { PAN_PATTERN } from '@kosh/contract/common/kyc-formats';
import { fail, isRealDay, isWhole, missing, type Result } from '../hotels.validation';
import type { Occupancy } from '../pricing';

export const TITLES = ['Mr', 'Mrs', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

/** One guest of a booking, as checked. Absent optional fields are null, so bodies compare alike. */
export interface Guest {
  title: Title;
  firstName: string;
  lastName: string;
  type: 'adult' | 'child';
  age: number | null;
  lead: boolean;
  pan: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
}

const NAME_MAX = 50;
/** A name as a hotel's register takes it: Latin letters, spaces, dots, apostrophes, hyphens. */
const NAME = /^[A-Za-z][A-Za-z .'-]*$/;
/** A passport's document number (ICAO 9303): 6–9 capitals and digits; India's is a letter and 7. */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,9}$/;
const CHILD_AGE_MAX = 17;
const ADULT_AGE_MIN = 18;
const ADULT_AGE_MAX = 120;

function name(input: Record<string, unknown>, at: string, key: string): Result<string> {
  const value = input[key];
  const field = `${at}.${key}`;
  if (missing(value)) return fail(`${field} is required.`, field);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > NAME_MAX || !NAME.test(text)) {
    return fail(
      `${field} must be 1–${NAME_MAX} letters (spaces, dots, apostrophes and hyphens allowed).`,
      field,
    );
  }
  return { ok: true, value: text };
}

/** An optional text field: null when absent, else it must match `pattern`. */
function optional(
  input: Record<string, unknown>,
  at: string,
  key: string,
  valid: (text: string) => boolean,
  rule: string,
): Result<string | null> {
  const value = input[key];
  if (missing(value)) return { ok: true, value: null };
  const field = `${at}.${key}`;
  if (typeof value !== 'string' || !valid(value)) return fail(`${field} must be ${rule}.`, field);
  return { ok: true, value };
}

function age(
  input: Record<string, unknown>,
  at: string,
  type: Guest['type'],
): Result<number | null> {
  const value = input.age;
  const field = `${at}.age`;
  if (type === 'child') {
    if (!isWhole(value, 0, CHILD_AGE_MAX)) {
      return fail(`${field} is required for a child: a whole age, 0–${CHILD_AGE_MAX}.`, field);
    }
    return { ok: true, value };
  }
  if (value === undefined || value === null) return { ok: true, value: null };
  if (!isWhole(value, ADULT_AGE_MIN, ADULT_AGE_MAX)) {
    return fail(`${field} must be a whole age, ${ADULT_AGE_MIN}–${ADULT_AGE_MAX}.`, field);
  }
  return { ok: true, value };
}

function guest(value: unknown, at: string): Result<Guest> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail(`${at} must be a guest object.`, at);
  }
  const input = value as Record<string, unknown>;
  if (!TITLES.includes(input.title as Title)) {
    return fail(`${at}.title must be one of ${TITLES.join(', ')}.`, `${at}.title`);
  }
  const firstName = name(input, at, 'first_name');
  if (!firstName.ok) return firstName;
  const lastName = name(input, at, 'last_name');
  if (!lastName.ok) return lastName;
  const type = input.type;
  if (type !== 'adult' && type !== 'child') {
    return fail(`${at}.type must be "adult" or "child".`, `${at}.type`);
  }
  const years = age(input, at, type);
  if (!years.ok) return years;
  if (typeof input.lead !== 'boolean') {
    return fail(`${at}.lead must be true or false.`, `${at}.lead`);
  }
  const pan = optional(input, at, 'pan', (t) => PAN_PATTERN.test(t), 'a PAN such as ABCPE1234F');
  if (!pan.ok) return pan;
  const passportNumber = optional(
    input,
    at,
    'passport_number',
    (t) => PASSPORT_NUMBER.test(t),
    '6–9 capital letters and digits',
  );
  if (!passportNumber.ok) return passportNumber;
  const passportExpiry = optional(
    input,
    at,
    'passport_expiry',
    isRealDay,
    'a real date, yyyy-MM-dd',
  );
  if (!passportExpiry.ok) return passportExpiry;
  return {
    ok: true,
    value: {
      title: input.title as Title,
      firstName: firstName.value,
      lastName: lastName.value,
      type,
      age: years.value,
      lead: input.lead,
      pan: pan.value,
      passportNumber: passportNumber.value,
      passportExpiry: passportExpiry.value,
    },
  };
}

/**
 * The guests given are people the occupancies count: no more adults than they hold, and each
 * child one of theirs by age (a multiset: two children of 7 need two 7s).
 */
function withinOccupancies(guests: Guest[], occupancies: Occupancy[]) {
  const adults = occupancies.reduce((sum, room) => sum + room.adults, 0);
  if (guests.filter((g) => g.type === 'adult').length > adults) return false;
  const childAges = occupancies.flatMap((room) => room.childAges);
  for (const child of guests.filter((g) => g.type === 'child')) {
    const at = childAges.indexOf(child.age ?? -1);
    if (at === -1) return false;
    childAges.splice(at, 1);
  }
  return true;
}

/**
 * The guests of a booking: the lead (an adult, `lead: true`) at least — a hotel's register needs
 * one name — and, optionally, any of the others the occupancies count (adults, and children of
 * their ages, in any order: the supplier does not seat them by room), never more than they count.
 */
export function parseGuests(value: unknown, occupancies: Occupancy[]): Result<Guest[]> {
  const field = 'guests';
  if (!Array.isArray(value) || value.length === 0) {
    return fail('guests must list the lead guest, and may list the others.', field);
  }
  const guests: Guest[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = guest(item, `${field}[${index}]`);
    if (!parsed.ok) return parsed;
    guests.push(parsed.value);
  }
  if (!withinOccupancies(guests, occupancies)) {
    const adults = occupancies.reduce((sum, room) => sum + room.adults, 0);
    const childAges = occupancies
      .flatMap((room) => room.childAges)
      .sort((a, b) => a - b)
      .join(', ');
    const children = childAges ? ` and children aged ${childAges}` : '';
    return fail(
      `guests must be among the ${adults} adult(s)${children} the occupancies ask for.`,
      field,
    );
  }
  const leads = guests.flatMap((g, index) => (g.lead ? [index] : []));
  if (leads.length !== 1) return fail('Exactly one guest must be the lead.', field);
  const lead = leads[0]!;
  if (guests[lead]!.type !== 'adult') {
    return fail('The lead guest must be an adult.', `${field}[${lead}].lead`);
  }
  return { ok: true, value: guests };
}

/** What the chosen rate asks of the lead guest: a PAN, a passport valid after `today` (India). */
export function checkLeadDocuments(
  guests: Guest[],
  rate: { pan_required: boolean; passport_required: boolean },
  today: string,
): Result<null> {
  const index = guests.findIndex((g) => g.lead);
  const lead = guests[index]!;
  const at = `guests[${index}]`;
  if (rate.pan_required && lead.pan === null) {
    return fail('This rate requires the lead guest’s PAN.', `${at}.pan`);
  }
  if (rate.passport_required) {
    if (lead.passportNumber === null) {
      return fail('This rate requires the lead guest’s passport number.', `${at}.passport_number`);
    }
    if (lead.passportExpiry === null) {
      return fail('This rate requires the lead guest’s passport expiry.', `${at}.passport_expiry`);
    }
    if (lead.passportExpiry <= today) {
      return fail('The lead guest’s passport has expired.', `${at}.passport_expiry`);
    }
  }
  return { ok: true, value: null };
}
