import { LEAF, shade } from './palette';
import { palm, roundTree, sky, sun } from './props';
import type { Scene } from './scene';
import { between, d, ellipse, path, polygon, rect, type Random } from './svg-kit';

const GROUND = 250;

/** The hotel from the street: a block of floors with windows, its entrance, canopy and sign. */
export const facadeScene: Scene = ({ random, palette, defs, time }) => {
  const parts = [
    sky(defs, time, 0, 0, 400, GROUND),
    sun(defs, time, between(random, 40, 360), GROUND),
  ];
  parts.push(skyline(random, time === 'dusk' ? '#6d6f93' : '#b9c6d3'));

  const width = between(random, 190, 270);
  const left = 200 - width / 2 + between(random, -25, 25);
  const floors = random.int(4, 9);
  const floorHeight = Math.min(22, 150 / floors);
  const lobbyHeight = 32;
  const top = GROUND - lobbyHeight - floors * floorHeight;
  const wall = palette.heritage ? shade(palette.wall, -0.06) : palette.wall;

  parts.push(rect(left, top, width, GROUND - top, wall));
  // A darker band down one side gives the block depth.
  parts.push(rect(left + width - 10, top, 10, GROUND - top, shade(wall, -0.12)));
  parts.push(
    palette.heritage
      ? heritageRoof(left, top, width, palette.accent)
      : rect(left - 4, top - 6, width + 8, 6, shade(wall, -0.2)),
  );

  const columns = Math.max(5, Math.floor(width / 30));
  const cell = (width - 10) / columns;
  const litChance = time === 'day' ? 0 : time === 'golden' ? 0.25 : 0.6;
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorHeight + floorHeight * 0.2;
    for (let column = 0; column < columns; column += 1) {
      const x = left + column * cell + cell * 0.19;
      const glass = random.next() < litChance ? '#ffd98a' : time === 'dusk' ? '#4a5878' : '#8fb8d4';
      parts.push(
        window(x, y, cell * 0.62, floorHeight * 0.6, glass, palette.heritage),
        // The sky's reflection on the upper half of the pane.
        rect(x, y, cell * 0.62, floorHeight * 0.22, '#ffffff', { opacity: 0.18 }),
      );
    }
  }
  if (!palette.heritage) {
    // A strip of the brand colour up the façade, as modern hotels clad theirs.
    const stripX = left + cell * random.int(1, columns - 2) + cell * 0.05;
    parts.push(
      rect(stripX, top, cell * 0.9, GROUND - lobbyHeight - top, palette.accent, { opacity: 0.85 }),
    );
  }

  const door = left + width / 2 + between(random, -20, 20);
  parts.push(entrance(left, width, door, lobbyHeight, palette.accent, time === 'day'));
  // The sign on the roof: a panel in the brand colour with "letters" (no fonts: see svg-kit).
  const signWidth = Math.min(110, width * 0.5);
  const signX = left + (width - signWidth) / 2;
  parts.push(rect(signX, top - 24, signWidth, 16, palette.accent, { rx: 2 }));
  const letters = random.int(4, 7);
  for (let i = 0; i < letters; i += 1) {
    const slot = (signWidth - 16) / letters;
    parts.push(
      rect(signX + 8 + i * slot + slot * 0.15, top - 20, slot * 0.7, 8, '#ffffff', { rx: 1 }),
    );
  }

  // Pavement and road.
  parts.push(rect(0, GROUND, 400, 26, '#d9d3c7'), rect(0, GROUND + 26, 400, 24, '#8d8f93'));
  for (let x = 10; x < 400; x += 48) parts.push(rect(x, GROUND + 37, 24, 3, '#f2f2f2'));
  // Hedges along the building, trees at its sides.
  for (let x = left + 8; x < left + width - 8; x += 22) {
    if (Math.abs(x - door) < 52) continue;
    parts.push(ellipse(x, GROUND - 3, 12, 7, shade(random.pick(LEAF), 0.05)));
  }
  const tree = random.next() < 0.5 ? palm : roundTree;
  const treeSize = tree === palm ? 110 : 40;
  parts.push(tree(random, left - 22, GROUND + 6, treeSize));
  parts.push(tree(random, left + width + 22, GROUND + 6, treeSize * between(random, 0.85, 1.1)));
  return parts.join('');
};

/** Pale blocks of the city behind the hotel. */
function skyline(random: Random, colour: string) {
  const blocks: string[] = [];
  for (let x = -10; x < 400;) {
    const w = between(random, 28, 64);
    const h = between(random, 30, 110);
    blocks.push(rect(x, GROUND - h, w, h, colour, { opacity: 0.55 }));
    x += w + between(random, 0, 12);
  }
  return blocks.join('');
}

function window(x: number, y: number, w: number, h: number, glass: string, arched: boolean) {
  if (!arched) return rect(x, y, w, h, glass);
  const r = w / 2;
  return path(
    d`M${x} ${y + h} L${x} ${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} L${x + w} ${y + h} Z`,
    glass,
  );
}

/** A heritage hotel's cornice and, over its middle, a pediment in the brand colour. */
function heritageRoof(left: number, top: number, width: number, accent: string) {
  const middle = left + width / 2;
  return (
    rect(left - 6, top - 8, width + 12, 8, shade(accent, 0.55)) +
    polygon(
      [
        [middle - width * 0.22, top - 8],
        [middle + width * 0.22, top - 8],
        [middle, top - 34],
      ],
      shade(accent, 0.15),
    )
  );
}

/** The ground floor: glazing lit from inside, a door, and a canopy in the brand colour. */
function entrance(
  left: number,
  width: number,
  middle: number,
  height: number,
  accent: string,
  day: boolean,
) {
  const y = GROUND - height;
  return [
    rect(left + 6, y + 4, width - 22, height - 4, day ? '#4e6a7c' : '#f3cf86'),
    rect(left + 6, y + 4, width - 22, 3, '#ffffff', { opacity: 0.3 }),
    rect(middle - 14, y + 8, 28, height - 8, '#2e3a44'),
    rect(middle - 0.75, y + 8, 1.5, height - 8, '#9fb3c2'),
    polygon(
      [
        [middle - 34, y + 2],
        [middle + 34, y + 2],
        [middle + 40, y + 10],
        [middle - 40, y + 10],
      ],
      accent,
    ),
    rect(middle - 36, y + 10, 3, height - 10, '#5c5c5c'),
    rect(middle + 33, y + 10, 3, height - 10, '#5c5c5c'),
  ].join('');
}
