import { createHash } from 'node:crypto';

/**
 * Deterministic "randomness": the same text always gives the same numbers, in every process, so
 * plans, bills, number lookups and the hotel inventory never change between runs.
 */
export function hashOf(text: string) {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed.
 * A class, not closures: the hotel inventory makes one per hotel, thousands at a start.
 */
export class SeededRandom {
  constructor(private state: number) {}

  next() {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max). */
  float(min: number, max: number) {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** True with probability `p`. */
  chance(p: number) {
    return this.next() < p;
  }

  /** An item drawn with the weights given alongside: `[[item, weight], …]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let ticket = this.next() * total;
    for (const [item, weight] of choices) {
      ticket -= weight;
      if (ticket < 0) return item;
    }
    return choices[choices.length - 1]![0];
  }

  /** `count` different items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    }
    return out;
  }

  /** A string of `length` random digits. */
  digits(length: number) {
    let text = '';
    for (let i = 0; i < length; i += 1) text += String(Math.floor(this.next() * 10));
    return text;
  }
}

/** A generator seeded by `text`. */
export function seeded(text: string) {
  return new SeededRandom(hashOf(text));
}
