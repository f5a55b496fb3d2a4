import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../plugins/auth';
import { createSessionCache } from './session-cache';

const alice: AuthContext = {
  userId: 'u-a',
  publicId: 'KA1',
  sessionId: 's-a1',
  role: 'customer',
  passwordChangeRequired: false,
};
const aliceToo: AuthContext = { ...alice, sessionId: 's-a2' };
const bob: AuthContext = {
  userId: 'u-b',
  publicId: 'KB1',
  sessionId: 's-b1',
  role: 'admin',
  passwordChangeRequired: false,
};

function setUp(options: { maxEntries?: number; sync?: () => Promise<boolean> } = {}) {
  let clock = 1_000_000;
  const cache = createSessionCache({
    maxEntries: options.maxEntries ?? 10,
    maxAgeMs: 60_000,
    pinMs: 5_000,
    now: () => clock,
  });
  cache.useChannel({ sync: options.sync ?? (() => Promise.resolve(true)) });
  cache.onState(true);
  const keep = (token: string, auth: AuthContext, ttlMs = 3_600_000) =>
    cache.set(token, auth, clock + ttlMs, cache.generation());
  return {
    cache,
    keep,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('session cache', () => {
  it('answers a kept token, and nothing for another', async () => {
    const { cache, keep } = setUp();
    keep('t-a', alice);
    expect(await cache.get('t-a')).toEqual(alice);
    expect(await cache.get('t-x')).toBeNull();
  });

  it('serves nothing and keeps nothing while the channel is down, and forgets all when it drops', async () => {
    const { cache, keep } = setUp();
    keep('t-a', alice);
    cache.onState(false);
    expect(await cache.get('t-a')).toBeNull();
    keep('t-b', bob);
    cache.onState(true);
    expect(await cache.get('t-a')).toBeNull();
    expect(await cache.get('t-b')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('serves nothing when the barrier cannot confirm every message was heard', async () => {
    let heard = true;
    const { cache, keep } = setUp({ sync: () => Promise.resolve(heard) });
    keep('t-a', alice);
    heard = false;
    expect(await cache.get('t-a')).toBeNull();
    heard = true;
    expect(await cache.get('t-a')).toEqual(alice);
  });

  it('hears a revocation that arrives while waiting for the barrier', async () => {
    let release: (heard: boolean) => void = () => undefined;
    const { cache, keep } = setUp({
      sync: () =>
        new Promise<boolean>((resolve) => {
          release = resolve;
        }),
    });
    keep('t-a', alice);
    const answer = cache.get('t-a');
    cache.onMessage('s:s-a1');
    release(true);
    expect(await answer).toBeNull();
  });

  it('drops a session, or every session of a user, by message', async () => {
    const { cache, keep } = setUp();
    keep('t-a1', alice);
    keep('t-a2', aliceToo);
    keep('t-b', bob);
    cache.onMessage('s:s-a1');
    expect(await cache.get('t-a1')).toBeNull();
    expect(await cache.get('t-a2')).toEqual(aliceToo);
    cache.onMessage('u:u-a');
    expect(await cache.get('t-a2')).toBeNull();
    expect(await cache.get('t-b')).toEqual(bob);
    cache.onMessage('anything else');
    expect(await cache.get('t-b')).toBeNull();
  });

  it('never keeps an answer read before a drop (the drop may be about that very row)', async () => {
    const { cache } = setUp();
    const seen = cache.generation();
    cache.onMessage('s:s-other');
    cache.set('t-a', alice, Date.now() + 3_600_000, seen);
    expect(await cache.get('t-a')).toBeNull();
  });

  it('keeps a pinned user out until the pin ends', async () => {
    const { cache, keep, advance } = setUp();
    keep('t-a', alice);
    cache.pinUser('u-a');
    expect(await cache.get('t-a')).toBeNull();
    keep('t-a', alice);
    expect(await cache.get('t-a')).toBeNull();
    advance(5_001);
    keep('t-a', alice);
    expect(await cache.get('t-a')).toEqual(alice);
  });

  it('trusts an entry no longer than its session, its token or the longest age', async () => {
    const { cache, keep, advance } = setUp();
    keep('t-short', alice, 1_000);
    keep('t-long', bob);
    advance(1_000);
    expect(await cache.get('t-short')).toBeNull();
    expect(await cache.get('t-long')).toEqual(bob);
    advance(59_000);
    expect(await cache.get('t-long')).toBeNull();
  });

  it('holds at most maxEntries, forgetting the oldest first', async () => {
    const { cache, keep } = setUp({ maxEntries: 2 });
    keep('t-a1', alice);
    keep('t-a2', aliceToo);
    keep('t-b', bob);
    expect(cache.size).toBe(2);
    expect(await cache.get('t-a1')).toBeNull();
    expect(await cache.get('t-a2')).toEqual(aliceToo);
    expect(await cache.get('t-b')).toEqual(bob);
  });
});
