import { shade } from './palette';
import { pottedPlant } from './props';
import type { Scene } from './scene';
import { between, circle, d, ellipse, line, path, rect } from './svg-kit';

const TILES = ['#eef0ee', '#e8ecef', '#f2eee8', '#e6e9e4'];
const STONES = ['#ece8e2', '#d9d4cc', '#4b4b50'];
const FLOOR_LINE = 222;

/**
 * The bathroom: tiled walls, a vanity with two basins under a lit mirror, towels, and a glass
 * shower or a bathtub.
 */
export const bathroomScene: Scene = ({ random, palette, defs }) => {
  const tile = random.pick(TILES);
  const parts = [
    rect(0, 0, 400, FLOOR_LINE, tile),
    rect(0, FLOOR_LINE, 400, 78, shade(tile, -0.22)),
  ];
  for (let x = 0; x <= 400; x += 24) parts.push(line(x, 0, x, FLOOR_LINE, shade(tile, -0.1), 0.8));
  for (let y = 24; y < FLOOR_LINE; y += 24) parts.push(line(0, y, 400, y, shade(tile, -0.1), 0.8));
  for (let y = FLOOR_LINE + 16; y < 300; y += 22)
    parts.push(line(0, y, 400, y, shade(tile, -0.35), 0.8));

  parts.push(random.next() < 0.55 ? shower(tile) : bathtub(tile));

  // The mirror with its reflection, and the lights above it.
  parts.push(
    rect(86, 36, 168, 88, '#9aa6ad'),
    rect(
      90,
      40,
      160,
      80,
      defs.linear([
        [0, '#dfe8ec'],
        [1, '#b7c6cd'],
      ]),
    ),
    line(120, 116, 160, 44, '#ffffff', 6, { opacity: 0.25 }),
    line(150, 116, 176, 70, '#ffffff', 3, { opacity: 0.2 }),
  );
  for (const x of [130, 210]) {
    parts.push(
      circle(x, 24, 26, defs.glow('#fff3d1', 0.6)),
      rect(x - 9, 20, 18, 6, '#f5efe0', { rx: 3 }),
    );
  }

  // The vanity: a stone top with two basins and their taps over a wooden cabinet.
  const stone = random.pick(STONES);
  parts.push(rect(76, 148, 188, 54, palette.wood), rect(70, 138, 200, 12, stone));
  parts.push(line(170, 152, 170, 200, shade(palette.wood, -0.3), 1));
  for (const x of [128, 212]) {
    parts.push(ellipse(x, 137, 24, 6, '#fbfbfb', { stroke: '#d8d8d8', 'stroke-width': 1 }));
    parts.push(
      path(
        d`M${x - 2} ${138} L${x - 2} ${124} Q${x} ${120} ${x + 8} ${124} L${x + 8} ${127} L${x + 2} ${126} L${x + 2} ${138} Z`,
        '#b0b6bb',
      ),
    );
  }

  // Towels in the brand colour: one hanging by the door, a stack on the vanity.
  parts.push(rect(18, 70, 44, 4, '#a9afb4'));
  parts.push(
    rect(24, 72, 32, 70, palette.accent, { rx: 3 }),
    rect(24, 128, 32, 5, shade(palette.accent, 0.5)),
  );
  parts.push(rect(244, 126, 22, 6, shade(palette.accent, 0.3), { rx: 3 }));
  parts.push(rect(246, 120, 18, 6, palette.accent, { rx: 3 }));
  parts.push(pottedPlant(random, 88, 138, between(random, 22, 28), '#f1f1ef'));
  return parts.join('');
};

/** A darker tiled niche behind a glass panel, with its rain head. */
function shower(tile: string) {
  return [
    rect(300, 0, 100, FLOOR_LINE + 8, shade(tile, -0.12)),
    circle(350, 30, 9, '#b9bec4'),
    rect(348, 0, 4, 26, '#b9bec4'),
    rect(300, 10, 90, 220, '#bfe2f0', { opacity: 0.28, stroke: '#c8d2d8', 'stroke-width': 2 }),
    line(315, 40, 345, 10, '#ffffff', 3, { opacity: 0.35 }),
  ].join('');
}

/** A free-standing tub on the floor with its tall tap. */
function bathtub(tile: string) {
  return [
    ellipse(330, 262, 62, 8, '#000000', { opacity: 0.12 }),
    path(d`M270 206 L390 206 Q386 262 348 262 L310 262 Q274 262 270 206 Z`, '#fbfbfa', {
      stroke: shade(tile, -0.25),
      'stroke-width': 1.2,
    }),
    ellipse(330, 206, 60, 7, '#dfe9ee', { stroke: '#f4f4f2', 'stroke-width': 3 }),
    rect(284, 150, 4, 60, '#b0b6bb'),
    path(d`M284 150 Q286 140 300 144 L300 150 L288 150 Z`, '#b0b6bb'),
  ].join('');
}
