/**
 * A customer's name as another customer sees it before money moves: enough to recognise the
 * person they mean, not enough to learn a stranger's full name by trying numbers. The first word
 * stays whole and each later word keeps its first letter ("Ravi Kumar" → "Ravi K****"); a name of
 * one word keeps only its first letter ("Ravi" → "R***"), or it would not be masked at all.
 */
export function maskedName(name: string): string | null {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return null;
  const initial = (word: string) => Array.from(word)[0] ?? '';
  if (rest.length === 0) return `${initial(first)}***`;
  return [first, ...rest.map((word) => `${initial(word)}****`)].join(' ');
}

/** The first word of a name, as an invite from a customer to a stranger names them. */
export const firstName = (name: string) => name.trim().split(/\s+/u)[0] ?? '';
