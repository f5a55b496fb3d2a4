import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  messageText,
  type MessageCode,
  type MessageParams,
} from '@kosh/contract/messages/catalogue';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An upload that is no acceptable image: the catalogue's code of why, its English as the message. */
export class ImageRejectedError extends Error {
  constructor(
    readonly code: Extract<MessageCode, 'IMAGE_TOO_LARGE' | 'IMAGE_TYPE' | 'IMAGE_UNREADABLE'>,
    readonly reason: 'type' | 'size' | 'corrupt',
    readonly params?: MessageParams,
  ) {
    super(messageText(code, params));
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Checks an upload by its bytes (never its name or the browser's content type), then re-encodes it:
 * the output carries no metadata (EXIF, GPS) and no smuggled payload, whatever the input held.
 */
export async function processImage(
  input: Buffer,
  options: {
    maxBytes: number;
    resize?: { width: number; height: number; fit: 'cover' | 'inside' };
  },
): Promise<ProcessedImage> {
  if (input.length > options.maxBytes) {
    throw new ImageRejectedError('IMAGE_TOO_LARGE', 'size', {
      size: Math.round(options.maxBytes / (1024 * 1024)),
    });
  }
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new ImageRejectedError('IMAGE_TYPE', 'type');
  }
  try {
    let pipeline = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    if (options.resize) {
      pipeline = pipeline.resize({
        width: options.resize.width,
        height: options.resize.height,
        fit: options.resize.fit,
        withoutEnlargement: options.resize.fit === 'inside',
      });
    }
    const { data, info } = await pipeline
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw Object.assign(new ImageRejectedError('IMAGE_UNREADABLE', 'corrupt'), {
      cause: error,
    });
  }
}
