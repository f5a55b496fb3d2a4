import { createHash } from 'node:crypto';

/**
 * Deterministic "randomness": the same text always gives the same numbers, in every process, so
 * plans, bills and number lookups never change between runs.
 */
export function hashOf(text: string) {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function seeded(text: string) {
  let state = hashOf(text);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
