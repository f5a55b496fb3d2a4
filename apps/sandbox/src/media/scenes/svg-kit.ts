import type { seeded } from '../../aggregator/aggregator.random';

/**
 * The small vocabulary the scenes draw with. Every scene draws on a 400×300 canvas (4:3, the
 * pictures' shape); the SVG's viewBox scales it to 480×360 or 1200×900 without redrawing.
 * No text anywhere: fonts differ between machines and the pictures must not.
 */
export const CANVAS = { width: 400, height: 300 } as const;

export type Random = ReturnType<typeof seeded>;

/** A float in [min, max). */
export const between = (random: Random, min: number, max: number) =>
  min + random.next() * (max - min);

/** Coordinates to one decimal: the SVG stays short and the same on every machine. */
const n = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;

function attributes(extra: Attributes) {
  return Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Attributes = {},
) => `<rect${attributes({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  `<circle${attributes({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attributes = {},
) => `<ellipse${attributes({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const polygon = (points: [number, number][], fill: string, extra: Attributes = {}) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"${attributes({ fill, ...extra })}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attributes = {},
) => `<line${attributes({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attributes = {}) =>
  `<path${attributes({ d, fill, ...extra })}/>`;

/** Numbers for a path's `d`, rounded like every other coordinate. */
export const d = (strings: TemplateStringsArray, ...values: number[]) =>
  strings.reduce((text, part, i) => text + part + (i < values.length ? n(values[i]!) : ''), '');

/** Gradients a scene uses, collected into one <defs>; each call answers its `url(#…)`. */
export class Defs {
  private readonly items: string[] = [];

  linear(stops: [number, string, number?][], direction: 'down' | 'right' = 'down') {
    const id = `g${this.items.length}`;
    const [x2, y2] = direction === 'down' ? ['0', '1'] : ['1', '0'];
    this.items.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft glow: `colour` in the middle fading to nothing. */
  glow(colour: string, opacity = 0.8) {
    const id = `g${this.items.length}`;
    this.items.push(
      `<radialGradient id="${id}">${stopsOf([
        [0, colour, opacity],
        [1, colour, 0],
      ])}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString() {
    return this.items.length > 0 ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function stopsOf(stops: [number, string, number?][]) {
  return stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
}
