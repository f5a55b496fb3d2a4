import { MAX_HOTEL_IMAGES, type ImageSize } from './image-kinds';
import type { ImageFormat, PictureOf } from './hotel-image';
import { MAX_ZOOM } from './map-tile';

export interface PictureRequest {
  picture: PictureOf;
  size: ImageSize;
  format: ImageFormat;
}

const HOTEL_ID = /^\d{1,20}$/;
/**
 * `{n}-{size}.{format}` or `room-{roomId}-{size}.{format}`. Numbers are written without leading
 * zeros so each picture has one URL (and one cache entry, here and in browsers).
 */
const PICTURE_FILE = /^(?:([1-9]\d?)|room-([A-Za-z0-9-]{1,40}))-(small|big)\.(webp|jpg)$/;

/** The picture a path asks for, or null when the path names none. */
export function parsePicturePath(hotelId: string, file: string): PictureRequest | null {
  if (!HOTEL_ID.test(hotelId)) return null;
  const match = PICTURE_FILE.exec(file);
  if (!match) return null;
  const [, n, roomId, size, format] = match;
  if (n !== undefined && Number(n) > MAX_HOTEL_IMAGES) return null;
  return {
    picture: n !== undefined ? { hotelId, n: Number(n) } : { hotelId, roomId: roomId! },
    size: size as ImageSize,
    format: format as ImageFormat,
  };
}

const TILE_NUMBER = /^(0|[1-9]\d{0,6})$/;

/** The tile `/tiles/{z}/{x}/{y}.png` names, or null when z, x or y is out of the world. */
export function parseTilePath(z: string, x: string, file: string) {
  const y = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  if (![z, x, y].every((part) => TILE_NUMBER.test(part))) return null;
  const zoom = Number(z);
  if (zoom > MAX_ZOOM) return null;
  const tiles = 2 ** zoom;
  const column = Number(x);
  const row = Number(y);
  if (column >= tiles || row >= tiles) return null;
  return { zoom, x: column, y: row };
}
