import type { SupportEvent } from '@kosh/contract/support';

/*
 * The live channel's pure parts. Nothing here may import the contract at run time: the shell holds
 * the stream on every page, and the contract's schemas would bring the message catalogue into the
 * first page's bundle.
 */

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Server-sent events out of what has arrived so far: the complete events, and the unfinished tail
 * to keep for the next chunk. Comments (`: ping`) are skipped; `data:` lines join with newlines.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** How long to wait before the n-th reconnect (from 0): 1 s, 2 s, 4 s… at most 30 s. */
export const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));

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
