import { seeded } from '../../aggregator/aggregator.random';
import type { Random } from './svg-kit';

/** `#rrggbb` from hue (degrees), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number) {
  const a = s * Math.min(l, 1 - l);
  const channel = (k: number) => {
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel((h / 30) % 12)}${channel((h / 30 + 8) % 12)}${channel((h / 30 + 4) % 12)}`;
}

/** Between two `#rrggbb` colours, `t` (0–1) of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number) {
  const channel = (i: number) => {
    const from = parseInt(a.slice(i, i + 2), 16);
    const to = parseInt(b.slice(i, i + 2), 16);
    return Math.round(from + (to - from) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** `colour` mixed towards white (amount > 0) or black (amount < 0), |amount| ≤ 1. */
export const shade = (colour: string, amount: number) =>
  mix(colour, amount > 0 ? '#ffffff' : '#000000', Math.abs(amount));

/**
 * A hotel's look, the same in every picture of it: one brand colour (canopy, headboard, towels,
 * umbrellas), its walls, its wood. Hotels differ by these, so a gallery reads as one place.
 */
export interface HotelPalette {
  accent: string;
  wall: string;
  wood: string;
  /** Facade style: a glass-and-concrete block or a heritage building with arches. */
  heritage: boolean;
}

/** Brand hues that look good muted: terracotta, teal, navy, mustard, sage, coral, plum, maroon. */
const ACCENT_HUES = [12, 176, 218, 42, 140, 6, 290, 350, 200, 25];
const WALLS = ['#f4ecdf', '#efe6d6', '#f3e3d3', '#e9e4dc', '#f6efe6', '#e6ddd0', '#f1e0cf'];
const WOODS = ['#b07a4f', '#8a5a3b', '#c59a6d', '#6e4a34', '#a8744a'];

export function hotelPalette(hotelId: string): HotelPalette {
  const random = seeded(`hotel-palette:${hotelId}`);
  return {
    accent: hsl(random.pick(ACCENT_HUES), 0.38 + random.next() * 0.14, 0.4 + random.next() * 0.1),
    wall: random.pick(WALLS),
    wood: random.pick(WOODS),
    heritage: random.next() < 0.3,
  };
}

export type SkyTime = 'day' | 'golden' | 'dusk';

export const SKY: Record<SkyTime, { top: string; bottom: string; sun: string }> = {
  day: { top: '#6fb3f2', bottom: '#d7ecfb', sun: '#fff7d6' },
  golden: { top: '#f5a25d', bottom: '#ffe2b3', sun: '#fff1c4' },
  dusk: { top: '#39457e', bottom: '#f2a07b', sun: '#ffd3a1' },
};

/** Most pictures are taken by day; some at golden hour or dusk. */
export const skyTime = (random: Random): SkyTime => {
  const roll = random.next();
  return roll < 0.6 ? 'day' : roll < 0.85 ? 'golden' : 'dusk';
};

/** Greens for trees and plants. */
export const LEAF = ['#4f8a4b', '#3f7a44', '#6a9f55', '#2f6b3f'];
