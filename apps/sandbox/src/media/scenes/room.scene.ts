import { shade } from './palette';
import { lamp, sky, sun } from './props';
import type { Scene, SceneInput } from './scene';
import { circle, polygon, rect } from './svg-kit';

const FLOOR_LINE = 205;
const CARPETS = ['#c9b9a6', '#b8ad9e', '#a99684', '#cfc3b2'];

/** A guest room: a made bed (a king or twins) between lamps, art above it, a curtained window. */
export const roomScene: Scene = (input) => {
  const { random, palette, defs, time } = input;
  const parts = [
    rect(0, 0, 400, FLOOR_LINE, palette.wall),
    rect(0, FLOOR_LINE, 400, 95, random.pick(CARPETS)),
    rect(0, FLOOR_LINE - 4, 400, 4, shade(palette.wall, -0.2)),
  ];

  // The window, with the sky outside and curtains drawn back.
  parts.push(rect(312, 36, 78, 130, shade(palette.wall, -0.25)));
  parts.push(sky(defs, time, 316, 40, 70, 122), sun(defs, time, 350, 150));
  parts.push(rect(349, 40, 3, 122, shade(palette.wall, -0.25)));
  const curtain = shade(palette.accent, 0.35);
  parts.push(rect(300, 28, 20, 150, curtain), rect(382, 28, 18, 150, curtain));
  parts.push(rect(296, 26, 104, 4, '#7a6a58'));

  // Art above the bed.
  parts.push(rect(60, 48, 96, 56, '#8f7b63'));
  parts.push(rect(64, 52, 88, 48, shade(palette.accent, 0.7)));
  parts.push(circle(96, 80, 12, shade(palette.accent, 0.2)));
  parts.push(
    polygon(
      [
        [64, 100],
        [110, 70],
        [152, 100],
      ],
      shade(palette.accent, -0.1),
    ),
  );

  // Headboards are upholstered in the brand colour in most rooms and wooden in the rest.
  const headboard = random.next() < 0.7 ? shade(palette.accent, -0.2) : palette.wood;
  if (random.next() < 0.3) {
    parts.push(bed(input, headboard, 26, 104), bed(input, headboard, 168, 104));
    parts.push(nightstand(input, 142));
  } else {
    parts.push(bed(input, headboard, 38, 196));
    parts.push(nightstand(input, 4), nightstand(input, 242));
  }
  return parts.join('');
};

/** A bed seen from its foot: headboard, pillows, a white duvet and a throw of the brand colour. */
function bed({ palette }: SceneInput, headboard: string, left: number, width: number) {
  const right = left + width;
  const pillows = width > 150 ? 2 : 1;
  const pillowWidth = (width - 24 - (pillows - 1) * 8) / pillows;
  const parts = [rect(left + 4, 118, width - 8, 74, headboard, { rx: 4 })];
  for (let i = 0; i < pillows; i += 1) {
    const x = left + 12 + i * (pillowWidth + 8);
    parts.push(rect(x, 150, pillowWidth, 24, '#f4f1ea', { rx: 8 }));
  }
  parts.push(
    polygon(
      [
        [left, 170],
        [right, 170],
        [right + 14, 222],
        [left - 14, 222],
      ],
      '#fbfaf6',
    ),
    rect(left - 14, 222, width + 28, 26, '#e9e6de'),
    polygon(
      [
        [left - 4, 200],
        [right + 4, 200],
        [right + 14, 222],
        [left - 14, 222],
      ],
      palette.accent,
    ),
    rect(left - 14, 222, width + 28, 12, shade(palette.accent, -0.2)),
  );
  return parts.join('');
}

/** A bedside table at `x` (34 wide) with its lamp. */
function nightstand({ palette, defs }: SceneInput, x: number) {
  return (
    rect(x, 176, 34, 34, palette.wood) +
    rect(x, 176, 34, 4, shade(palette.wood, 0.3)) +
    rect(x + 13, 190, 8, 2, shade(palette.wood, -0.4)) +
    lamp(defs, x + 17, 176, 34, '#f6ead2')
  );
}
