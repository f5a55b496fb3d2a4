import { shade } from './palette';
import { interior, pottedPlant } from './props';
import type { Scene } from './scene';
import { between, circle, ellipse, line, polygon, rect } from './svg-kit';

const MARBLES = ['#e9e3d8', '#e4e0da', '#efe7dc', '#ddd6cc'];

/** The lobby: a marble floor, the reception desk before a panel in the brand colour, a chandelier. */
export const lobbyScene: Scene = ({ random, palette, defs }) => {
  const room = { left: 70, top: 40, right: 330, bottom: 195 };
  const parts = [interior(defs, room, palette.wall, random.pick(MARBLES))];

  // The feature wall behind the desk, with the hotel's emblem.
  parts.push(rect(130, 62, 140, 92, shade(palette.accent, -0.1)));
  if (random.next() < 0.5) {
    parts.push(
      circle(200, 100, 18, 'none', { stroke: shade(palette.accent, 0.6), 'stroke-width': 3 }),
    );
    parts.push(circle(200, 100, 7, shade(palette.accent, 0.6)));
  } else {
    // Or wooden slats across the panel.
    for (let x = 136; x < 270; x += 12) parts.push(rect(x, 62, 6, 92, shade(palette.wood, 0.1)));
  }
  // Tall windows on the side walls letting in daylight.
  parts.push(
    polygon(
      [
        [18, 40],
        [52, 58],
        [52, 190],
        [18, 222],
      ],
      '#cfe4f2',
      { opacity: 0.8 },
    ),
  );
  parts.push(
    polygon(
      [
        [382, 40],
        [348, 58],
        [348, 190],
        [382, 222],
      ],
      '#cfe4f2',
      { opacity: 0.8 },
    ),
  );

  // The reception desk: its top, a wooden front and a stripe of the brand colour.
  parts.push(rect(118, 162, 164, 8, shade(palette.wood, 0.45)));
  parts.push(rect(122, 170, 156, 38, palette.wood));
  parts.push(rect(122, 186, 156, 5, palette.accent));
  parts.push(rect(150, 150, 22, 12, '#3a3f45', { rx: 1 }));

  // A rug with a lounge suite on it, in the foreground.
  parts.push(ellipse(110, 262, 90, 22, palette.accent, { opacity: 0.35 }));
  const sofa = random.next() < 0.5 ? shade(palette.wall, -0.35) : shade(palette.accent, 0.25);
  parts.push(rect(40, 230, 120, 22, sofa, { rx: 6 }));
  parts.push(rect(34, 246, 132, 18, shade(sofa, -0.15), { rx: 6 }));
  parts.push(ellipse(120, 276, 30, 7, shade(palette.wood, -0.2)));

  // The chandelier: a ring of lights and its glow.
  parts.push(line(200, 0, 200, 22, '#6e6356', 1));
  parts.push(circle(200, 34, 46, defs.glow('#fff1c9', 0.6)));
  parts.push(ellipse(200, 30, 26, 7, '#d7b765'));
  for (let i = 0; i < 7; i += 1) {
    parts.push(circle(176 + i * 8, 36 + (i % 2) * 3, 2.6, '#fff5d8'));
  }

  parts.push(pottedPlant(random, 92, 214, between(random, 38, 50), shade(palette.wood, -0.3)));
  parts.push(pottedPlant(random, 316, 226, between(random, 44, 58), shade(palette.wood, -0.3)));
  return parts.join('');
};
