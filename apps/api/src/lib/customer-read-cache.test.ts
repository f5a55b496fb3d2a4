import { describe, expect, it } from 'vitest';
import { createCustomerReadCache } from './customer-read-cache';

function setUp(options: { maxWeight?: number; maxReadsPerCustomer?: number } = {}) {
  let clock = 1_000_000;
  const cache = createCustomerReadCache({
    maxWeight: options.maxWeight ?? 100,
    maxReadsPerCustomer: options.maxReadsPerCustomer ?? 4,
    maxAgeMs: 60_000,
    now: () => clock,
  });
  cache.onState(true);
  const keep = (userId: string, key: string, value: unknown, weight = 1) =>
    cache.set(userId, key, value, weight, cache.generation());
  return {
    cache,
    keep,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('customer read cache', () => {
  it('answers a kept read for its customer and key only', () => {
    const { cache, keep } = setUp();
    keep('u-a', 'getbal', { data: 100 });
    expect(cache.has('u-a', 'getbal')).toBe(true);
    expect(cache.get('u-a', 'getbal')).toEqual({ data: 100 });
    expect(cache.get('u-a', 'get')).toBeUndefined();
    expect(cache.get('u-b', 'getbal')).toBeUndefined();
  });

  it("drops every answer of a customer it is told of, and nobody else's", () => {
    const { cache, keep } = setUp();
    keep('u-a', 'getbal', 1);
    keep('u-a', 'history 1-30', 2);
    keep('u-b', 'getbal', 3);
    cache.drop('u-a');
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
    expect(cache.get('u-a', 'history 1-30')).toBeUndefined();
    expect(cache.get('u-b', 'getbal')).toBe(3);
    expect(cache.weight).toBe(1);
  });

  it('never keeps an answer read while a drop arrived (it may be about the rows it read)', () => {
    const { cache } = setUp();
    const seen = cache.generation();
    cache.drop('u-other');
    cache.set('u-a', 'getbal', 100, 1, seen);
    expect(cache.has('u-a', 'getbal')).toBe(false);
    cache.set('u-a', 'getbal', 100, 1, cache.generation());
    expect(cache.get('u-a', 'getbal')).toBe(100);
  });

  it('serves and keeps nothing while the channel is down, and forgets all when it drops', () => {
    const { cache, keep } = setUp();
    keep('u-a', 'getbal', 100);
    const seen = cache.generation();
    cache.onState(false);
    expect(cache.has('u-a', 'getbal')).toBe(false);
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
    cache.set('u-a', 'getbal', 100, 1, cache.generation());
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
    cache.onState(true);
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
    // An answer read before the drop is not kept after the channel is back either.
    cache.set('u-a', 'getbal', 100, 1, seen);
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
  });

  it('trusts no answer past its age', () => {
    const { cache, keep, advance } = setUp();
    keep('u-a', 'getbal', 100);
    advance(59_999);
    expect(cache.get('u-a', 'getbal')).toBe(100);
    advance(1);
    expect(cache.get('u-a', 'getbal')).toBeUndefined();
    expect(cache.weight).toBe(0);
  });

  it('keeps at most its weight, forgetting the customers read longest ago first', () => {
    const { cache, keep } = setUp({ maxWeight: 10 });
    keep('u-a', 'history', 'a', 4);
    keep('u-b', 'history', 'b', 4);
    expect(cache.get('u-a', 'history')).toBe('a'); // u-a read more recently than u-b now
    keep('u-c', 'history', 'c', 4);
    expect(cache.get('u-b', 'history')).toBeUndefined();
    expect(cache.get('u-a', 'history')).toBe('a');
    expect(cache.get('u-c', 'history')).toBe('c');
    expect(cache.weight).toBe(8);
    // An answer heavier than the whole budget is never kept.
    keep('u-d', 'history', 'd', 11);
    expect(cache.has('u-d', 'history')).toBe(false);
  });

  it("keeps a customer's newest answers only, and replaces a key's answer", () => {
    const { cache, keep } = setUp({ maxReadsPerCustomer: 2 });
    keep('u-a', 'k1', 1);
    keep('u-a', 'k2', 2);
    keep('u-a', 'k2', 22);
    expect(cache.weight).toBe(2);
    keep('u-a', 'k3', 3);
    expect(cache.get('u-a', 'k1')).toBeUndefined();
    expect(cache.get('u-a', 'k2')).toBe(22);
    expect(cache.get('u-a', 'k3')).toBe(3);
    expect(cache.weight).toBe(2);
  });
});
