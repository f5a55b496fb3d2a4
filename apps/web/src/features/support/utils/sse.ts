import type { SupportEvent } from '@kosh/contract/support';

/*
 * The customer's live channel's own part (the stream itself: lib/event-stream.ts). Nothing here may
 * import the contract at run time: the shell holds the stream on every page, and the contract's
 * schemas would bring the message catalogue into the first page's bundle.
 */

/**
 * An `event: ticket`'s data, or null when it is not one. Checked by hand, not with the contract's
 * zod schema: the shell holds the stream on every page, and the schema would bring the message
 * catalogue into the first page's bundle.
 */
export function readSupportEvent(data: string): Pick<SupportEvent, 'Mid' | 'unread'> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { Mid, unread } = parsed as Record<string, unknown>;
  if (typeof Mid !== 'string' || typeof unread !== 'number' || !Number.isInteger(unread)) {
    return null;
  }
  return { Mid, unread };
}
