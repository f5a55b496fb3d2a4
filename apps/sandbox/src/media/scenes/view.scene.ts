import { mix, shade, SKY, type SkyTime } from './palette';
import { sky, sun } from './props';
import type { Scene } from './scene';
import { between, d, ellipse, path, polygon, rect, type Defs, type Random } from './svg-kit';

const HORIZON = 170;

/** The view from the hotel: the sea, hills or the city skyline, often over a balcony's railing. */
export const viewScene: Scene = ({ random, palette, defs, time }) => {
  const sunX = between(random, 80, 320);
  const parts = [
    sky(defs, time, 0, 0, 400, 300),
    sun(defs, time === 'day' ? 'golden' : time, sunX, HORIZON - 30),
  ];
  const landscape = random.pick([sea, hills, city] as const);
  parts.push(landscape(random, defs, time, sunX));
  if (random.next() < 0.6) parts.push(railing(random.next() < 0.5 ? palette.wood : '#5d6166'));
  return parts.join('');
};

type Landscape = (random: Random, defs: Defs, time: SkyTime, sunX: number) => string;

const sea: Landscape = (random, defs, time, sunX) => {
  const deep = time === 'dusk' ? '#2d3f6e' : '#1f6690';
  const parts = [
    rect(
      0,
      HORIZON,
      400,
      130,
      defs.linear([
        [0, shade(deep, 0.35)],
        [1, deep],
      ]),
    ),
  ];
  // The sun's path on the water, then a few crests.
  for (let i = 0; i < 8; i += 1) {
    const y = HORIZON + 6 + i * 9;
    parts.push(
      ellipse(sunX, y, 26 - i * 2 + between(random, -4, 4), 1.4, SKY[time].sun, { opacity: 0.55 }),
    );
  }
  for (let i = 0; i < 14; i += 1) {
    parts.push(
      ellipse(
        between(random, 0, 400),
        between(random, HORIZON + 20, 290),
        between(random, 6, 14),
        1,
        '#ffffff',
        { opacity: 0.35 },
      ),
    );
  }
  const boatX = between(random, 40, 360);
  parts.push(
    polygon(
      [
        [boatX, HORIZON - 2],
        [boatX, HORIZON - 22],
        [boatX + 12, HORIZON - 2],
      ],
      '#fbf7ee',
    ),
  );
  parts.push(
    path(
      d`M${boatX - 8} ${HORIZON - 2} L${boatX + 18} ${HORIZON - 2} L${boatX + 14} ${HORIZON + 3} L${boatX - 5} ${HORIZON + 3} Z`,
      '#6b4e3a',
    ),
  );
  return parts.join('');
};

const hills: Landscape = (random, _defs, time) => {
  const near = time === 'dusk' ? '#2f3b4f' : '#3f6e4a';
  const far = SKY[time].bottom;
  const layers: string[] = [];
  for (let layer = 0; layer < 4; layer += 1) {
    const colour = mix(far, near, (layer + 1) / 4);
    const base = HORIZON - 40 + layer * 30;
    let outline = d`M0 300 L0 ${base}`;
    for (let x = 0; x <= 400; x += 40) {
      outline += d` Q${x + 20} ${base - between(random, 10, 50)} ${x + 40} ${base - between(random, 0, 25)}`;
    }
    layers.push(path(`${outline} L400 300 Z`, colour));
  }
  return layers.join('');
};

const city: Landscape = (random, _defs, time) => {
  // By day the windows are glass; later, about half are lit.
  const [lit, pane] = time === 'day' ? [0.8, '#b9d3e6'] : [0.5, '#ffd98a'];
  const parts: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const base = mix(SKY[time].bottom, time === 'dusk' ? '#252a40' : '#5f6b7a', (row + 1) / 3);
    for (let x = -10; x < 400;) {
      const colour = shade(base, between(random, -0.08, 0.12));
      const w = between(random, 18, 44);
      const h = between(random, 30, 120) * (1 - row * 0.2);
      const top = HORIZON + row * 30 - h;
      parts.push(rect(x, top, w, 300 - top, colour));
      if (row === 2) {
        for (let y = top + 6; y < 290; y += 10) {
          for (let wx = x + 4; wx < x + w - 6; wx += 8) {
            if (random.next() < lit) parts.push(rect(wx, y, 4, 5, pane));
          }
        }
      }
      x += w + between(random, 0, 6);
    }
  }
  return parts.join('');
};

/** A balcony's railing across the foot of the picture. */
function railing(colour: string) {
  const parts = [rect(0, 250, 400, 7, colour), rect(0, 292, 400, 8, colour)];
  for (let x = 8; x < 400; x += 18) parts.push(rect(x, 257, 3.5, 35, shade(colour, -0.1)));
  return parts.join('');
}
