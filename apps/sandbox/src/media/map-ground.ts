/**
 * What lies under a map tile's streets: land, water (lakes and rivers), parks and buildings, each a
 * function of global pixel coordinates at a zoom. Called for every pixel, so what depends only on a
 * lattice cell, block or lot is remembered while the pixels stay in it.
 */

export type Rgb = readonly [number, number, number];

const LAND: Rgb = [242, 239, 233];
const PARK: Rgb = [200, 230, 176];
const WATER: Rgb = [170, 211, 223];
const BUILDING: Rgb = [217, 208, 201];
const BUILDING_EDGE: Rgb = [196, 183, 171];

/**
 * Lakes: noise on cells of 2^-(8+LAKE_LEVEL) of the world (about 5 km) plus a finer octave, drawn
 * from zoom LAKE_ZOOM (below it they would be specks).
 */
const LAKE_LEVEL = 5;
const LAKE_ZOOM = 8;
/**
 * Rivers: where a noise on cells of about 20 km crosses its middle, about RIVER_METRES wide; drawn
 * from zoom RIVER_ZOOM (below it every river would be a pixel wide, a mesh over the map).
 */
const RIVER_LEVEL = 3;
const RIVER_METRES = 40;
const RIVER_ZOOM = 10;
/** Parks: where a noise on cells of about 600 m runs high, drawn from zoom PARK_ZOOM. */
const PARK_NOISE_LEVEL = 8;
const PARK_ZOOM = 13;
/** Buildings stand on lots of this level (about 38 m), drawn from zoom BUILDING_ZOOM. */
const LOT_LEVEL = 12;
const BUILDING_ZOOM = 16;

/** One round of a 32-bit integer mix (murmur3's finaliser over the value xored in). */
function mix32(h: number, value: number) {
  h = Math.imul(h ^ (value | 0), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A hash of four integers as a number in [0, 1); called per pixel, so no arrays. */
export const hash = (a: number, b: number, c: number, d: number) =>
  (mix32(mix32(mix32(mix32(0x9e3779b9, a), b), c), d) >>> 0) / 4294967296;

const smooth = (t: number) => t * t * (3 - 2 * t);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Smooth value noise (0–1) on a lattice of `cell`-pixel squares; keeps the last cell's corners. */
class ValueNoise {
  private ix = NaN;
  private iy = NaN;
  private corners = [0, 0, 0, 0];

  constructor(
    private readonly cell: number,
    private readonly salt: number,
  ) {}

  at(gx: number, gy: number) {
    const fx = gx / this.cell;
    const fy = gy / this.cell;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    if (ix !== this.ix || iy !== this.iy) {
      this.ix = ix;
      this.iy = iy;
      this.corners = [
        hash(ix, iy, this.salt, 1),
        hash(ix + 1, iy, this.salt, 1),
        hash(ix, iy + 1, this.salt, 1),
        hash(ix + 1, iy + 1, this.salt, 1),
      ];
    }
    const [c00, c10, c01, c11] = this.corners as [number, number, number, number];
    const sx = smooth(fx - ix);
    return lerp(lerp(c00, c10, sx), lerp(c01, c11, sx), smooth(fy - iy));
  }
}

export interface GroundPixel {
  colour: Rgb;
  water: boolean;
}

const WATER_PIXEL: GroundPixel = { colour: WATER, water: true };
const PARK_PIXEL: GroundPixel = { colour: PARK, water: false };
const LAND_PIXEL: GroundPixel = { colour: LAND, water: false };
const BUILDING_PIXEL: GroundPixel = { colour: BUILDING, water: false };
const BUILDING_EDGE_PIXEL: GroundPixel = { colour: BUILDING_EDGE, water: false };

/** The ground of one zoom level. `block` is the size of the blocks the finest streets drawn make. */
export class Ground {
  private readonly lake: ValueNoise;
  private readonly lakeDetail: ValueNoise;
  private readonly river: ValueNoise;
  private readonly riverHalfWidth: number;
  private readonly parks: ValueNoise;
  private readonly lot: number;
  private lastBlock = { bx: NaN, by: NaN, park: false };
  private lastLot = { lx: NaN, ly: NaN, insets: null as number[] | null };

  constructor(
    private readonly zoom: number,
    private readonly block: number,
    pxPerMetre: number,
  ) {
    const lakeCell = 2 ** (zoom - LAKE_LEVEL);
    this.lake = new ValueNoise(lakeCell, 11);
    this.lakeDetail = new ValueNoise(lakeCell / 4, 12);
    const riverCell = 2 ** (zoom - RIVER_LEVEL);
    this.river = new ValueNoise(riverCell, 13);
    // Noise changes by about 1 across a cell: this many noise units is about a river's half width.
    this.riverHalfWidth = Math.max(0.6, (RIVER_METRES / 2) * pxPerMetre) / riverCell;
    this.parks = new ValueNoise(2 ** (zoom - PARK_NOISE_LEVEL), 7);
    this.lot = 2 ** (zoom - LOT_LEVEL);
  }

  /** The ground at a pixel centre (global pixel coordinates). */
  at(gx: number, gy: number): GroundPixel {
    if (this.zoom >= LAKE_ZOOM) {
      const lake = this.lake.at(gx, gy) * 0.7 + this.lakeDetail.at(gx, gy) * 0.3;
      if (lake > 0.74) return WATER_PIXEL;
    }
    if (this.zoom >= RIVER_ZOOM && Math.abs(this.river.at(gx, gy) - 0.5) < this.riverHalfWidth) {
      return WATER_PIXEL;
    }
    if (this.zoom >= PARK_ZOOM && this.isPark(gx, gy)) return PARK_PIXEL;
    if (this.zoom >= BUILDING_ZOOM) {
      const insets = this.buildingOn(Math.floor(gx / this.lot), Math.floor(gy / this.lot));
      if (insets) {
        const { lx, ly } = this.lastLot;
        const edge = Math.min(
          gx - lx * this.lot - insets[0]!,
          (lx + 1) * this.lot - gx - insets[1]!,
          gy - ly * this.lot - insets[2]!,
          (ly + 1) * this.lot - gy - insets[3]!,
        );
        if (edge >= 0) return edge < 1 ? BUILDING_EDGE_PIXEL : BUILDING_PIXEL;
      }
    }
    return LAND_PIXEL;
  }

  /** A whole block is a park or none of it: the noise is read at the block's centre. */
  private isPark(gx: number, gy: number) {
    const bx = Math.floor(gx / this.block);
    const by = Math.floor(gy / this.block);
    if (bx !== this.lastBlock.bx || by !== this.lastBlock.by) {
      const park = this.parks.at((bx + 0.5) * this.block, (by + 0.5) * this.block) > 0.75;
      this.lastBlock = { bx, by, park };
    }
    return this.lastBlock.park;
  }

  /** The lot's building as its set-backs from each side (they vary, so footprints do), or null. */
  private buildingOn(lx: number, ly: number) {
    if (lx !== this.lastLot.lx || ly !== this.lastLot.ly) {
      const insets =
        hash(lx, ly, LOT_LEVEL, 9) < 0.7
          ? [0, 1, 2, 3].map((side) => this.lot * (0.1 + hash(lx, ly, side, 10) * 0.25))
          : null;
      this.lastLot = { lx, ly, insets };
    }
    return this.lastLot.insets;
  }
}
