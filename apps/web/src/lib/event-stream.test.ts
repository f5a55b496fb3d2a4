import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEventStream, parseSse, reconnectDelay } from './event-stream';

describe('parseSse', () => {
  it('parses events split across chunks, skips comments, and keeps the unfinished tail', () => {
    const first = parseSse(': ping\n\nevent: ticket\ndata: {"Mid":"1"');
    expect(first.events).toEqual([]);
    const second = parseSse(`${first.rest}}\r\n\r\ndata: a\ndata: b\n\nevent: x`);
    expect(second.events).toEqual([
      { event: 'ticket', data: '{"Mid":"1"}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(second.rest).toBe('event: x');
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

/** A response whose body is these chunks, then ends. */
const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

describe('holdEventStream', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands over events, and after a drop or a refusal waits and connects again', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(streamOf(['event: ticket\ndata: 1\n\n: ping\n\n']))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValue(streamOf(['event: ticket\ndata: 2\n\n']));
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const log: string[] = [];
    const stream = holdEventStream({
      url: '/api/v1/support/events',
      token: () => 'tok',
      onEvent: (e) => seen.push(e.data),
      onOpen: () => log.push('open'),
      onDown: () => log.push('down'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['1']);
    expect(log).toEqual(['open', 'down']);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer tok' });
    await vi.advanceTimersByTimeAsync(1000); // the 503
    expect(log).toEqual(['open', 'down', 'down']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['1', '2']);
    stream.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops for good when a 401 is answered with false (a dead token), tries again on true', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const answers = [true, false];
    const onDown = vi.fn();
    holdEventStream({
      url: '/api/v1/support/events',
      token: () => 'tok',
      onEvent: () => undefined,
      onOpen: () => undefined,
      onDown,
      onUnauthorized: () => Promise.resolve(answers.shift() ?? false),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onDown).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onDown).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    holdEventStream({
      url: '/x',
      token: () => null,
      onEvent: () => undefined,
      onOpen: () => undefined,
      onDown: () => undefined,
    });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
