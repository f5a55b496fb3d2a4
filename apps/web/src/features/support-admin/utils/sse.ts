export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Server-sent events read from a fetch() body: feed it the decoded text as it arrives; it returns
 * the events completed so far and keeps the rest for the next chunk. Comments (`: ping`) and
 * fields other than event/data are skipped; an event without `event:` is a 'message'.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const out: SseMessage[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
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
      if (data.length > 0) out.push({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    return out;
  };
}

/** The wait before reconnecting after `failures` failed attempts: 1 s, 2 s, 4 s … up to 30 s. */
export const reconnectDelay = (failures: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
