import { LEAF, shade, SKY, type SkyTime } from './palette';
import {
  between,
  circle,
  d,
  ellipse,
  line,
  path,
  polygon,
  rect,
  type Defs,
  type Random,
} from './svg-kit';

/** Pieces several scenes share: the sky, trees, potted plants, lamps. */

export function sky(defs: Defs, time: SkyTime, x: number, y: number, w: number, h: number) {
  const colours = SKY[time];
  return rect(
    x,
    y,
    w,
    h,
    defs.linear([
      [0, colours.top],
      [1, colours.bottom],
    ]),
  );
}

/** A low sun with its haze, for golden hour and dusk skies (nothing by day). */
export function sun(defs: Defs, time: SkyTime, x: number, horizon: number) {
  if (time === 'day') return '';
  const colour = SKY[time].sun;
  return circle(x, horizon - 18, 60, defs.glow(colour, 0.7)) + circle(x, horizon - 18, 16, colour);
}

/** A round-crowned tree standing on `ground`. */
export function roundTree(random: Random, x: number, ground: number, size: number) {
  const leaf = random.pick(LEAF);
  const trunk = rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, '#6b4b35');
  const crown = [
    circle(x, ground - size * 1.25, size * 0.55, leaf),
    circle(x - size * 0.35, ground - size * 1.0, size * 0.4, shade(leaf, -0.12)),
    circle(x + size * 0.35, ground - size * 1.05, size * 0.42, shade(leaf, 0.1)),
  ];
  return trunk + crown.join('');
}

/** A palm: a curved trunk and drooping fronds. */
export function palm(random: Random, x: number, ground: number, height: number) {
  const lean = between(random, -0.25, 0.25) * height;
  const topX = x + lean;
  const topY = ground - height;
  const trunk = path(
    d`M${x - 4} ${ground} Q${x + lean * 0.2} ${ground - height * 0.5} ${topX - 2} ${topY} L${topX + 2} ${topY} Q${x + lean * 0.2 + 6} ${ground - height * 0.5} ${x + 4} ${ground} Z`,
    '#8c6a48',
  );
  const leaf = random.pick(LEAF);
  const fronds = [-150, -110, -70, -30, 10, 50, 170, 210]
    .map((angle, i) => {
      const radians = ((angle + between(random, -10, 10)) * Math.PI) / 180;
      const length = height * between(random, 0.38, 0.5);
      const endX = topX + Math.cos(radians) * length;
      const endY = topY + Math.sin(radians) * length * 0.6 + length * 0.35;
      const midX = topX + Math.cos(radians) * length * 0.5;
      const midY = topY + Math.sin(radians) * length * 0.5 - 6;
      return path(
        d`M${topX} ${topY} Q${midX} ${midY - 6} ${endX} ${endY} Q${midX} ${midY + 4} ${topX} ${topY} Z`,
        i % 2 === 0 ? leaf : shade(leaf, -0.15),
      );
    })
    .join('');
  return trunk + fronds;
}

/** A plant in a pot, its pot's base at (x, ground). */
export function pottedPlant(random: Random, x: number, ground: number, size: number, pot: string) {
  const leaf = random.pick(LEAF);
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = -90 + (i - 3) * 22 + between(random, -6, 6);
    const length = size * between(random, 0.7, 1.0);
    return ellipse(0, -length / 2, size * 0.14, length / 2, i % 2 ? leaf : shade(leaf, 0.12), {
      transform: `translate(${Math.round(x)} ${Math.round(ground - size * 0.45)}) rotate(${Math.round(angle + 90)})`,
    });
  }).join('');
  const potShape = polygon(
    [
      [x - size * 0.28, ground - size * 0.45],
      [x + size * 0.28, ground - size * 0.45],
      [x + size * 0.2, ground],
      [x - size * 0.2, ground],
    ],
    pot,
  );
  return leaves + potShape;
}

/** A table or bedside lamp: shade, stem and a warm glow. */
export function lamp(defs: Defs, x: number, base: number, size: number, shadeColour: string) {
  const top = base - size;
  return (
    circle(x, top + size * 0.25, size * 0.9, defs.glow('#ffe9b8', 0.55)) +
    rect(x - 1.5, top + size * 0.4, 3, size * 0.6, '#8a7a66') +
    polygon(
      [
        [x - size * 0.22, top],
        [x + size * 0.22, top],
        [x + size * 0.32, top + size * 0.42],
        [x - size * 0.32, top + size * 0.42],
      ],
      shadeColour,
    )
  );
}

/** A pendant light hanging from the top of the picture to `y`. */
export function pendant(defs: Defs, x: number, y: number, size: number, colour: string) {
  return (
    rect(x - 0.6, 0, 1.2, y, '#3a3430') +
    circle(x, y + size * 0.4, size * 2.2, defs.glow('#ffe4a8', 0.5)) +
    path(
      d`M${x - size} ${y + size * 0.5} Q${x} ${y - size * 0.9} ${x + size} ${y + size * 0.5} Z`,
      colour,
    )
  );
}

/** Where an interior's back wall stands; the ceiling, side walls and floor run out to the edges. */
export interface Room {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An interior in one-point perspective: back wall, shaded side walls, ceiling, a floor. */
export function interior(defs: Defs, room: Room, wall: string, floor: string) {
  const { left, top, right, bottom } = room;
  const floorFill = defs.linear([
    [0, shade(floor, -0.08)],
    [1, shade(floor, 0.08)],
  ]);
  const parts = [
    rect(0, 0, 400, 300, shade(wall, 0.3)),
    polygon(
      [
        [0, 0],
        [left, top],
        [left, bottom],
        [0, 300],
      ],
      shade(wall, -0.1),
    ),
    polygon(
      [
        [400, 0],
        [right, top],
        [right, bottom],
        [400, 300],
      ],
      shade(wall, -0.14),
    ),
    rect(left, top, right - left, bottom - top, wall),
    polygon(
      [
        [left, bottom],
        [right, bottom],
        [400, 300],
        [0, 300],
      ],
      floorFill,
    ),
  ];
  // Floor boards or tile joints running towards the vanishing point.
  for (let i = 1; i < 10; i += 1) {
    const x = left + ((right - left) * i) / 10;
    const bottomX = (400 * i) / 10;
    parts.push(line(x, bottom, bottomX, 300, shade(floor, -0.2), 0.6, { opacity: 0.5 }));
  }
  return parts.join('');
}
