import sharp from 'sharp';
import { Ground, hash, type Rgb } from './map-ground';

/**
 * The sandbox's map: a made-up light street map over the whole Web-Mercator world, so Leaflet has
 * tiles on a machine with no internet. Every pixel's colour is a function of its global pixel
 * coordinates at its zoom (never of the tile it falls in), so neighbouring tiles join up, and the
 * streets, parks and water sit at fixed world positions, so zooming in shows the same streets with
 * more between them.
 */

export const TILE_SIZE = 256;
export const MAX_ZOOM = 19;

/**
 * Streets form a hierarchy of grids. The lines of level k are the odd multiples of 2^-(8+k) of the
 * world's width (level 0: every multiple): about 156 km apart at level 0, halving each level down to
 * about 76 m at level 11. A level is drawn once its lines are MIN_SPACING pixels apart.
 */
const STREET_LEVELS = 12;
const MIN_SPACING = 32;

interface StreetClass {
  /** Real width, drawn to scale once that is wider than `minPx`. */
  metres: number;
  minPx: number;
  fill: Rgb;
  casing: Rgb;
}

const MOTORWAY: StreetClass = {
  metres: 36,
  minPx: 3,
  fill: [248, 178, 156],
  casing: [200, 120, 96],
};
const PRIMARY: StreetClass = {
  metres: 24,
  minPx: 2.4,
  fill: [252, 214, 164],
  casing: [214, 160, 100],
};
const SECONDARY: StreetClass = {
  metres: 16,
  minPx: 1.8,
  fill: [247, 250, 191],
  casing: [185, 189, 130],
};
const RESIDENTIAL: StreetClass = {
  metres: 10,
  minPx: 1.2,
  fill: [255, 255, 255],
  casing: [208, 200, 189],
};
const classOf = (level: number) =>
  level <= 2 ? MOTORWAY : level <= 5 ? PRIMARY : level <= 8 ? SECONDARY : RESIDENTIAL;

/** Minor streets (this level and finer) have some of their blocks' sides missing, as in a real town. */
const BROKEN_FROM_LEVEL = 9;
/** Roads this important cross water on bridges; the rest stop at the bank. */
const BRIDGE_LEVEL = 5;
const EQUATOR_METRES = 40_075_016.686;

/** The street nearest a coordinate along one axis, if it reaches it. */
interface StreetHit {
  level: number;
  /** The street's index among the lines of its level, and the cell size its segments are cut by. */
  index: number;
  spacing: number;
  fill: number;
  casing: number;
  style: StreetClass;
}

/**
 * The most important street crossing the line of pixels at global coordinate `p` (pixel centre),
 * with how much of the pixel its fill and casing cover (0–1, for anti-aliased edges).
 */
function streetAt(p: number, zoom: number): StreetHit | null {
  const pxPerMetre = (TILE_SIZE * 2 ** zoom) / EQUATOR_METRES;
  for (let level = 0; level < STREET_LEVELS; level += 1) {
    const spacing = 2 ** (zoom - level);
    if (spacing < MIN_SPACING) break;
    const index = Math.round(p / spacing);
    if (level > 0 && index % 2 === 0) continue; // that line belongs to a coarser level
    const style = classOf(level);
    const width = Math.min(Math.max(style.minPx, style.metres * pxPerMetre), spacing * 0.35);
    const distance = Math.abs(p - index * spacing);
    const half = width / 2;
    const casingHalf = width >= 2 ? half + 1 : half;
    const casing = coverage(casingHalf, distance);
    if (casing === 0) continue;
    return { level, index, spacing, fill: coverage(half, distance), casing, style };
  }
  return null;
}

/** The finest street level drawn at a zoom (its lines at least MIN_SPACING apart). */
const finestLevel = (zoom: number) =>
  Math.min(STREET_LEVELS - 1, zoom - Math.ceil(Math.log2(MIN_SPACING)));

const coverage = (half: number, distance: number) =>
  Math.min(1, Math.max(0, half + 0.5 - distance));

/**
 * Whether a street is drawn at `along` (the other coordinate): minor streets miss some blocks'
 * sides, as in a real town, and only bridges cross water.
 */
function drawnAt(hit: StreetHit, along: number, axis: number, water: boolean) {
  if (water && hit.level > BRIDGE_LEVEL) return false;
  if (hit.level < BROKEN_FROM_LEVEL) return true;
  const cell = Math.floor(along / hit.spacing);
  return hash(hit.level, hit.index, cell, axis) >= 0.2;
}

/**
 * Raw RGB of any window of the map at a zoom, its top-left at global pixel (left, top). A tile is
 * the 256×256 window at (x·256, y·256); a window across two tiles equals their halves (the test
 * checks it), which is what makes tiles join.
 */
export function mapPixels(zoom: number, left: number, top: number, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  // The whole map is shifted by a third of the world: street grids are powers of two, and
  // unshifted every tile's edge would run down the middle of a street.
  const shift = Math.round((TILE_SIZE * 2 ** zoom) / 3);
  left += shift;
  top += shift;
  // A vertical street depends on x alone and a horizontal one on y alone: find each once per
  // column and row, then decide per pixel whether its segment exists there.
  const columns = Array.from({ length: width }, (_, i) => streetAt(left + i + 0.5, zoom));
  const rows = Array.from({ length: height }, (_, j) => streetAt(top + j + 0.5, zoom));
  const pxPerMetre = (TILE_SIZE * 2 ** zoom) / EQUATOR_METRES;
  const ground = new Ground(zoom, 2 ** (zoom - finestLevel(zoom)), pxPerMetre);
  const colour = [0, 0, 0];
  for (let j = 0; j < height; j += 1) {
    const gy = top + j + 0.5;
    for (let i = 0; i < width; i += 1) {
      const gx = left + i + 0.5;
      const base = ground.at(gx, gy);
      colour[0] = base.colour[0];
      colour[1] = base.colour[1];
      colour[2] = base.colour[2];
      let vertical = columns[i] ?? null;
      let horizontal = rows[j] ?? null;
      if (vertical && !drawnAt(vertical, gy, 0, base.water)) vertical = null;
      if (horizontal && !drawnAt(horizontal, gx, 1, base.water)) horizontal = null;
      // The less important street first, so the more important one is drawn over it; casings
      // under fills, so crossing streets join without a casing line across the junction.
      let under = vertical;
      let over = horizontal;
      if (vertical && horizontal && vertical.level < horizontal.level) {
        under = horizontal;
        over = vertical;
      }
      if (under) blend(colour, under.style.casing, under.casing);
      if (over) blend(colour, over.style.casing, over.casing);
      if (under) blend(colour, under.style.fill, under.fill);
      if (over) blend(colour, over.style.fill, over.fill);
      const offset = (j * width + i) * 3;
      pixels[offset] = Math.round(colour[0]!);
      pixels[offset + 1] = Math.round(colour[1]!);
      pixels[offset + 2] = Math.round(colour[2]!);
    }
  }
  return pixels;
}

function blend(colour: number[], over: Rgb, amount: number) {
  if (amount <= 0) return;
  for (let c = 0; c < 3; c += 1) colour[c] = colour[c]! + (over[c]! - colour[c]!) * amount;
}

/** The tile as a PNG. */
export function renderTile(zoom: number, x: number, y: number) {
  return sharp(mapPixels(zoom, x * TILE_SIZE, y * TILE_SIZE, TILE_SIZE, TILE_SIZE), {
    raw: { width: TILE_SIZE, height: TILE_SIZE, channels: 3 },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
