import type { HotelPalette, SkyTime } from './palette';
import type { Defs, Random } from './svg-kit';

/** What every scene draws from: the picture's own generator, the hotel's look, the light. */
export interface SceneInput {
  random: Random;
  palette: HotelPalette;
  defs: Defs;
  time: SkyTime;
}

/** A scene answers the SVG elements of a 400×300 picture (CANVAS), gradients going to `defs`. */
export type Scene = (input: SceneInput) => string;
