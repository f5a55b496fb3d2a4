import sharp from 'sharp';
import { seeded } from '../aggregator/aggregator.random';
import { IMAGE_SIZES, imageKind, type ImageKind, type ImageSize } from './image-kinds';
import { bathroomScene } from './scenes/bathroom.scene';
import { facadeScene } from './scenes/facade.scene';
import { lobbyScene } from './scenes/lobby.scene';
import { hotelPalette, skyTime } from './scenes/palette';
import { poolScene } from './scenes/pool.scene';
import { restaurantScene } from './scenes/restaurant.scene';
import { roomScene } from './scenes/room.scene';
import type { Scene } from './scenes/scene';
import { CANVAS, Defs } from './scenes/svg-kit';
import { viewScene } from './scenes/view.scene';

export type ImageFormat = 'webp' | 'jpg';

/** Which picture: a hotel's gallery picture `n`, or the one picture of one of its room types. */
export type PictureOf = { hotelId: string; n: number } | { hotelId: string; roomId: string };

const SCENES: Record<ImageKind, Scene> = {
  facade: facadeScene,
  lobby: lobbyScene,
  room: roomScene,
  pool: poolScene,
  restaurant: restaurantScene,
  bathroom: bathroomScene,
  view: viewScene,
};

/**
 * The picture as SVG. Its drawing is seeded by the hotel and the picture, its colours by the hotel
 * alone, so the same URL always draws the same picture and a hotel's gallery shares one look.
 */
export function pictureSvg(picture: PictureOf, size: ImageSize) {
  const kind: ImageKind = 'n' in picture ? imageKind(picture.hotelId, picture.n) : 'room';
  const key = 'n' in picture ? `${picture.n}` : `room-${picture.roomId}`;
  const random = seeded(`hotel-image:${picture.hotelId}:${key}`);
  const defs = new Defs();
  const time = skyTime(random);
  // Half the pictures are drawn mirrored: two pictures of one kind in a gallery then differ more.
  const mirrored = random.next() < 0.5;
  const body = SCENES[kind]({ random, palette: hotelPalette(picture.hotelId), defs, time });
  const { width, height } = IMAGE_SIZES[size];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">${defs}` +
    (mirrored ? `<g transform="matrix(-1 0 0 1 ${CANVAS.width} 0)">${body}</g>` : body) +
    '</svg>'
  );
}

/**
 * Renders the picture: WebP at quality 70 or JPEG at 75, sizes of IMAGE_SIZES. WebP at effort 2
 * (of 0–6; 4 is libwebp's default) encodes a big picture in less than half the time for about 8%
 * more bytes: flat drawn colours leave the slower searches little to find.
 */
export async function renderPicture(picture: PictureOf, size: ImageSize, format: ImageFormat) {
  const image = sharp(Buffer.from(pictureSvg(picture, size)));
  return format === 'webp'
    ? image.webp({ quality: 70, effort: 2 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
}
