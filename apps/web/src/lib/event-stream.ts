/*
 * Server-sent events read with fetch(): EventSource cannot send the Authorization header, and
 * Kosh's streams (the support desk's, the customer's) are behind a token. Nothing here imports
 * the contract: the customer's shell holds a stream on every page, and the contract's schemas
 * would bring the message catalogue into the first page's bundle.
 */

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events complete in what has arrived so far, and the unfinished tail to keep for the next
 * chunk. Comments (`: ping`) and fields other than event/data are skipped; `data:` lines join with
 * newlines; an event without `event:` is a 'message' (the SSE rules).
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
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

/** The wait before the next try after `failures` failed ones in a row: 1 s, 2 s, 4 s… at most 30 s. */
export const reconnectDelay = (failures: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export interface EventStreamOptions {
  url: string;
  /** The token at the moment of (re)connecting; null stops the stream. */
  token: () => string | null;
  /** Each event as it arrives. */
  onEvent: (event: SseEvent) => void;
  /** Connected (again): a good moment to catch up on what happened while down. */
  onOpen: () => void;
  /** The stream is down (refused, dropped, unreachable) and will be tried again after a wait. */
  onDown: () => void;
  /**
   * The server refused the stream with a 401: resolve false to stop for good (the token is dead and
   * the app signs out), true to try again later.
   */
  onUnauthorized?: () => Promise<boolean>;
}

/**
 * Holds a server-sent event stream until `stop()`: connects, hands over each event, and after
 * any failure waits `reconnectDelay` and connects again — forever, calling onDown each time so the
 * caller can poll meanwhile.
 */
export function holdEventStream(options: EventStreamOptions): { stop: () => void } {
  const controller = new AbortController();
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const token = options.token();
    if (stopped || !token) return;
    try {
      const response = await fetch(options.url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
        // Low: a stream that stays open must not rank with what the page needs to show itself
        // (Chromium ranks a fetch High, as high as the page's own scripts). Lighthouse, like the
        // browser, then does not count it as part of loading the page: a High request that never
        // ends kept every audit waiting 45 s for the network to quiet down.
        priority: 'low',
      });
      if (response.status === 401 && options.onUnauthorized) {
        if (!(await options.onUnauthorized())) {
          stopped = true;
          return;
        }
      }
      if (!response.ok || !response.body)
        throw new Error(`event stream answered ${response.status}`);
      failures = 0;
      options.onOpen();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = parseSse(buffer + value);
        buffer = rest;
        for (const event of events) options.onEvent(event);
      }
    } catch {
      // Refused, dropped or unreachable: tried again below, like a stream that ended.
    }
    if (stopped || controller.signal.aborted) return;
    failures += 1;
    options.onDown();
    retry = setTimeout(() => void connect(), reconnectDelay(failures));
  };

  void connect();
  return {
    stop: () => {
      stopped = true;
      controller.abort();
      if (retry) clearTimeout(retry);
    },
  };
}
