import { shade } from './palette';
import { interior, pendant, pottedPlant, sky, sun } from './props';
import type { Scene } from './scene';
import { between, ellipse, path, d, rect } from './svg-kit';

/** The restaurant: laid tables under pendant lights before tall windows. */
export const restaurantScene: Scene = ({ random, palette, defs, time }) => {
  const room = { left: 60, top: 30, right: 340, bottom: 180 };
  const wall = shade(palette.wall, -0.04);
  const parts = [interior(defs, room, wall, palette.wood)];

  // Three tall windows on the back wall, the sky behind them.
  for (let i = 0; i < 3; i += 1) {
    const x = 82 + i * 84;
    parts.push(rect(x - 3, 47, 76, 100, shade(wall, -0.3)));
    parts.push(sky(defs, time, x, 50, 70, 94));
    parts.push(rect(x + 33.5, 50, 3, 94, shade(wall, -0.3)));
  }
  parts.push(sun(defs, time, between(random, 100, 300), 140));
  // Wood panelling below the windows.
  parts.push(rect(room.left, 150, room.right - room.left, 30, shade(palette.wood, 0.15)));

  for (const x of [120, 200, 280])
    parts.push(pendant(defs, x, between(random, 30, 48), 9, palette.accent));

  // A back row of small tables and a front row of large ones: nearer is bigger.
  const cloth = random.next() < 0.5 ? '#fbfaf6' : shade(palette.accent, 0.75);
  for (const x of [110, 200, 290]) parts.push(table(palette.wood, cloth, x, 196, 0.62));
  for (const x of [70, 330]) parts.push(table(palette.wood, cloth, x, 262, 1));
  parts.push(pottedPlant(random, 200, 276, between(random, 40, 52), shade(palette.wood, -0.35)));
  return parts.join('');
};

/** A round table laid for two with its chairs, centred on x, its top at y, scaled. */
function table(wood: string, cloth: string, x: number, y: number, scale: number) {
  const s = (value: number) => value * scale;
  const chair = (cx: number) =>
    path(
      d`M${cx - s(12)} ${y + s(6)} L${cx - s(12)} ${y - s(22)} Q${cx} ${y - s(30)} ${cx + s(12)} ${y - s(22)} L${cx + s(12)} ${y + s(6)} Z`,
      shade(wood, -0.25),
    );
  return [
    chair(x - s(30)),
    chair(x + s(30)),
    rect(x - s(42), y, s(84), s(30), shade(cloth, -0.08)),
    ellipse(x, y, s(44), s(10), cloth),
    ellipse(x - s(16), y, s(8), s(2.6), '#ffffff', { stroke: '#d9d4ca', 'stroke-width': s(0.8) }),
    ellipse(x + s(16), y, s(8), s(2.6), '#ffffff', { stroke: '#d9d4ca', 'stroke-width': s(0.8) }),
    rect(x - s(2), y - s(9), s(4), s(8), '#cfe3ea', { opacity: 0.9 }),
  ].join('');
}
