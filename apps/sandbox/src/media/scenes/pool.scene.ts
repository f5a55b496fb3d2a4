import { LEAF, shade } from './palette';
import { palm, sky, sun } from './props';
import type { Scene } from './scene';
import { between, circle, d, ellipse, line, path, polygon, rect, type Random } from './svg-kit';

const HORIZON = 150;

/** The pool: blue water with ripples on a stone deck, loungers under an umbrella, palms. */
export const poolScene: Scene = ({ random, palette, defs, time }) => {
  const parts = [
    sky(defs, time, 0, 0, 400, HORIZON),
    sun(defs, time, between(random, 60, 200), HORIZON),
  ];

  // The hotel's wing behind the garden, then the garden's trees.
  const wingLeft = between(random, -40, 40);
  parts.push(rect(wingLeft, 70, 190, 80, palette.wall));
  for (let floor = 0; floor < 3; floor += 1) {
    for (let x = wingLeft + 10; x < wingLeft + 180; x += 22) {
      parts.push(rect(x, 80 + floor * 22, 12, 12, time === 'dusk' ? '#ffd98a' : '#9cc0d6'));
    }
  }
  for (let x = -10; x < 420; x += between(random, 18, 30)) {
    parts.push(
      circle(x, HORIZON - between(random, 0, 14), between(random, 14, 24), random.pick(LEAF)),
    );
  }

  parts.push(rect(0, HORIZON, 400, 150, '#e8ddc9'));
  for (let y = HORIZON + 12; y < 300; y += 18) parts.push(line(0, y, 400, y, '#d8ccb6', 0.8));

  const water = defs.linear([
    [0, '#59c6e6'],
    [1, '#1f86c2'],
  ]);
  const pool: [number, number][] = [
    [24, 172],
    [262, 172],
    [300, 262],
    [-14, 262],
  ];
  parts.push(
    polygon(pool, '#ffffff', { stroke: '#ffffff', 'stroke-width': 8, 'stroke-linejoin': 'round' }),
  );
  parts.push(polygon(pool, water));
  parts.push(ripples(random));

  parts.push(lounger(palette.accent, 300, 214), lounger(palette.accent, 318, 252));
  parts.push(umbrella(palette.accent, 350, 232));
  parts.push(palm(random, 372, 190, between(random, 130, 160)));
  return parts.join('');
};

/** Light playing on the water: short wavy strokes. */
function ripples(random: Random) {
  const strokes: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const y = between(random, 182, 252);
    const x = between(random, 20, 200);
    const step = between(random, 6, 10);
    strokes.push(
      path(d`M${x} ${y} q${step} ${-3} ${step * 2} 0 t${step * 2} 0 t${step * 2} 0`, 'none', {
        stroke: '#e8fbff',
        'stroke-width': 1.4,
        opacity: 0.6,
      }),
    );
  }
  return strokes.join('');
}

/** A sun lounger seen side-on, its cushion in the brand colour. */
function lounger(accent: string, x: number, y: number) {
  return [
    ellipse(x + 26, y + 14, 34, 4, '#000000', { opacity: 0.12 }),
    line(x + 4, y + 4, x + 4, y + 14, '#f4f4f4', 2),
    line(x + 50, y + 4, x + 50, y + 14, '#f4f4f4', 2),
    polygon(
      [
        [x, y],
        [x + 38, y],
        [x + 38, y + 5],
        [x, y + 5],
      ],
      shade(accent, 0.2),
    ),
    polygon(
      [
        [x + 36, y],
        [x + 54, y - 16],
        [x + 58, y - 13],
        [x + 42, y + 5],
      ],
      shade(accent, 0.2),
    ),
  ].join('');
}

/** A striped parasol over the loungers. */
function umbrella(accent: string, x: number, ground: number) {
  const top = ground - 78;
  return [
    line(x, top, x, ground, '#ece6da', 2.4),
    path(d`M${x - 44} ${top + 18} Q${x} ${top - 22} ${x + 44} ${top + 18} Z`, accent),
    path(d`M${x - 15} ${top + 18} Q${x} ${top - 18} ${x + 15} ${top + 18} Z`, shade(accent, 0.5)),
  ].join('');
}
