import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { neverReachedProvider } from './provider-call';

/** What undici's fetch throws, its cause chain as it builds it. */
const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });

describe('neverReachedProvider', () => {
  it('holds a refused connection as never reaching the provider', async () => {
    // A port that was just free: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const error = await fetch(`http://127.0.0.1:${port}/`).catch((caught: unknown) => caught);
    expect(neverReachedProvider(error)).toBe(true);
  });

  it('holds a socket the provider closed after the request went out as an unknown outcome', async () => {
    // The provider reads the request, then hangs up without an answer.
    const server = createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const error = await fetch(`http://127.0.0.1:${port}/pay`, {
        method: 'POST',
        body: '{}',
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TypeError);
      expect(neverReachedProvider(error)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads the cause chain and every address of an AggregateError', () => {
    const refused = (address: string) =>
      Object.assign(new Error(address), { code: 'ECONNREFUSED' });
    expect(neverReachedProvider(fetchFailed(refused('::1')))).toBe(true);
    const both = Object.assign(new AggregateError([refused('::1'), refused('127.0.0.1')]), {});
    expect(neverReachedProvider(fetchFailed(both))).toBe(true);
    const reset = Object.assign(new Error('reset'), { code: 'ECONNRESET' });
    expect(neverReachedProvider(fetchFailed(new AggregateError([refused('::1'), reset])))).toBe(
      false,
    );
    expect(neverReachedProvider(fetchFailed(reset))).toBe(false);
    expect(neverReachedProvider(new Error('no cause'))).toBe(false);
  });
});
