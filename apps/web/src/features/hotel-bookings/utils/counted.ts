import type { BookingsKey } from '../messages';

type Countable = 'night' | 'room' | 'guest';

/** "1 night" / "2 nights": the message for one, or the plural one. */
export function counted(
  t: (key: BookingsKey, vars?: Record<string, string | number>) => string,
  what: Countable,
  n: number,
): string {
  return t(n === 1 ? what : `${what}s`, { n });
}
