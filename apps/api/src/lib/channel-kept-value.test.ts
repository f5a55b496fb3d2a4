import { describe, expect, it } from 'vitest';
import { createChannelKeptValue } from './channel-kept-value';

/** A value whose every read is counted, on a channel whose barrier can be held back. */
function setUp() {
  let clock = 1_000_000;
  let reads = 0;
  let table = 'v1';
  let barriers = 0;
  let barrierUp = true;
  let onBarrier: (() => void) | undefined;
  const kept = createChannelKeptValue({
    load: () => {
      reads += 1;
      return Promise.resolve(table);
    },
    maxAgeMs: 60_000,
    now: () => clock,
  });
  kept.useChannel({
    sync: () => {
      barriers += 1;
      onBarrier?.();
      return Promise.resolve(barrierUp);
    },
  });
  kept.onState(true);
  return {
    kept,
    reads: () => reads,
    barriers: () => barriers,
    change: (value: string) => {
      table = value;
    },
    advance: (ms: number) => {
      clock += ms;
    },
    barrierDown: () => {
      barrierUp = false;
    },
    duringBarrier: (run: () => void) => {
      onBarrier = run;
    },
  };
}

describe('a value kept while the channel listens', () => {
  it('reads once, then answers from memory after the channel’s barrier', async () => {
    const t = setUp();
    expect(await t.kept.get()).toBe('v1');
    expect(await t.kept.get()).toBe('v1');
    expect(await t.kept.get()).toBe('v1');
    expect(t.reads()).toBe(1);
    expect(t.barriers()).toBe(2);
  });

  it('reads again once the channel says the table changed', async () => {
    const t = setUp();
    await t.kept.get();
    t.change('v2');
    expect(await t.kept.get()).toBe('v1');
    t.kept.drop();
    expect(await t.kept.get()).toBe('v2');
    expect(t.reads()).toBe(2);
  });

  it('reads again when the barrier brings the change (committed before the call)', async () => {
    const t = setUp();
    await t.kept.get();
    t.change('v2');
    t.duringBarrier(() => t.kept.drop());
    expect(await t.kept.get()).toBe('v2');
  });

  it('never keeps a value read while a change arrived', async () => {
    const t = setUp();
    const reading = t.kept.get();
    t.kept.drop();
    expect(await reading).toBe('v1');
    expect(t.kept.isKept).toBe(false);
    await t.kept.get();
    expect(t.kept.isKept).toBe(true);
  });

  it('reads the database whenever the channel is down or cannot say', async () => {
    const t = setUp();
    await t.kept.get();
    t.kept.onState(false);
    t.change('v2');
    expect(await t.kept.get()).toBe('v2');
    expect(await t.kept.get()).toBe('v2');
    expect(t.reads()).toBe(3);
    expect(t.kept.isKept).toBe(false);

    t.kept.onState(true);
    await t.kept.get();
    t.barrierDown();
    t.change('v3');
    expect(await t.kept.get()).toBe('v3');
  });

  it('trusts a value no longer than its age, even without a word', async () => {
    const t = setUp();
    await t.kept.get();
    t.change('v2');
    t.advance(59_000);
    expect(await t.kept.get()).toBe('v1');
    t.advance(1_000);
    expect(await t.kept.get()).toBe('v2');
  });

  it('keeps nothing before the channel is handed over', async () => {
    let reads = 0;
    const kept = createChannelKeptValue({
      load: () => Promise.resolve((reads += 1)),
      maxAgeMs: 60_000,
    });
    expect(await kept.get()).toBe(1);
    expect(await kept.get()).toBe(2);
    expect(kept.isKept).toBe(false);
  });
});
