/**
 * The booking calls' magic values (the README's table), chosen by the lead guest's first name in
 * any case, like a gateway's test cards: a refusal, a late confirmation, an answer that never comes.
 */
export type BookingBehaviour = 'confirm' | 'refuse' | 'pending' | 'no-answer';

// A Map, not an object literal: a guest named "Constructor" must not find Object's own keys.
const BY_NAME = new Map<string, BookingBehaviour>([
  ['fail', 'refuse'],
  ['pending', 'pending'],
  ['timeout', 'no-answer'],
]);

export function bookingBehaviour(leadFirstName: string): BookingBehaviour {
  return BY_NAME.get(leadFirstName.toLowerCase()) ?? 'confirm';
}

/** Why a Fail booking is refused: the hotel sold its last room at this rate meanwhile. */
export const REFUSAL_REASON = 'The hotel has no room left at this rate';
