import type { InboxEntry, InboxTopic } from '@kosh/contract/inbox';

/*
 * The live channel's `event: inbox`, checked by hand, not with the contract's zod schema: the shell
 * holds the stream on every page, and the schema would bring the message catalogue with it.
 */
export function readInboxEvent(data: string): { entry: InboxEntry; unread: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { entry, unread } = parsed as Record<string, unknown>;
  if (typeof unread !== 'number' || !Number.isInteger(unread)) return null;
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  if (typeof e.id !== 'string' || typeof e.topic !== 'string') return null;
  return { entry: entry as InboxEntry, unread };
}

/** Entries about money (and bookings, which pay and refund) make the balance and history stale. */
export const movesMoney = (topic: InboxTopic) => topic === 'money' || topic === 'booking';
