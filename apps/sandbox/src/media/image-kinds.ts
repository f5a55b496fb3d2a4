import { seeded } from '../aggregator/aggregator.random';

/**
 * What a hotel's picture shows. The supplier writes its captions from this and the image route
 * draws from it, so a caption always matches its picture.
 */
export const IMAGE_KINDS = [
  'facade',
  'lobby',
  'room',
  'pool',
  'restaurant',
  'bathroom',
  'view',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The caption a supplier gives a picture of each kind. */
export const IMAGE_CAPTIONS: Record<ImageKind, string> = {
  facade: 'Facade',
  lobby: 'Lobby',
  room: 'Room',
  pool: 'Pool',
  restaurant: 'Restaurant',
  bathroom: 'Bathroom',
  view: 'View',
};

/** A hotel has 1..MAX_HOTEL_IMAGES pictures (the supplier gives each 3–20). */
export const MAX_HOTEL_IMAGES = 20;

/** The two sizes every picture comes in, both 4:3. */
export const IMAGE_SIZES = {
  small: { width: 480, height: 360 },
  big: { width: 1200, height: 900 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Every kind but the facade, in the order a hotel's gallery is shuffled from. */
const INTERIOR_KINDS = IMAGE_KINDS.filter((kind) => kind !== 'facade');
/** Beyond the first round, rooms and views are what hotels photograph most. */
const EXTRA_KINDS: readonly ImageKind[] = [
  'room',
  'room',
  'room',
  'view',
  'view',
  'lobby',
  'pool',
  'restaurant',
  'bathroom',
];

/**
 * What picture `n` (1-based) of a hotel shows. It depends on the hotel and `n` only — not on how
 * many pictures the hotel has — so the supplier and the image route agree without sharing state.
 * Picture 1 is always the facade (the search card's image); 2–7 show the six other kinds once each
 * in an order of the hotel's own, so even a three-picture gallery varies; later ones repeat,
 * mostly rooms and views.
 */
export function imageKind(hotelId: string, n: number): ImageKind {
  if (!Number.isInteger(n) || n < 1 || n > MAX_HOTEL_IMAGES) {
    throw new RangeError(`Picture number must be 1–${MAX_HOTEL_IMAGES} (got ${n})`);
  }
  if (n === 1) return 'facade';
  const random = seeded(`hotel-images:${hotelId}`);
  const order = [...INTERIOR_KINDS];
  // Fisher–Yates with the hotel's own generator.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (n - 2 < order.length) return order[n - 2]!;
  // Draw the extras in sequence so picture n is the same whatever was asked before it.
  let kind: ImageKind = 'room';
  for (let i = order.length + 2; i <= n; i += 1) kind = random.pick(EXTRA_KINDS);
  return kind;
}
