import { clsx } from 'clsx';
import { HOTEL_IMAGE_ASPECT, type HotelImage } from '@kosh/contract/hotels';

/** The supplier's two widths of every hotel picture (small 480×360, big 1200×900). */
const SMALL_WIDTH = 480;
const BIG_WIDTH = 1200;
const BIG_HEIGHT = (BIG_WIDTH * HOTEL_IMAGE_ASPECT.height) / HOTEL_IMAGE_ASPECT.width;

/**
 * A hotel picture: WebP where the browser takes it, JPEG otherwise, the width the slot needs
 * (`sizes`), and its 4:3 box reserved by width and height so nothing moves when it arrives.
 * Pictures below the fold wait until they are near (`eager` only for the first one seen).
 */
export function DetailsPicture({
  image,
  sizes,
  alt = '',
  eager = false,
  className,
}: {
  image: HotelImage;
  sizes: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${image.smallImageWebp} ${SMALL_WIDTH}w, ${image.bigImageWebp} ${BIG_WIDTH}w`}
        sizes={sizes}
      />
      <img
        src={image.smallImage}
        srcSet={`${image.smallImage} ${SMALL_WIDTH}w, ${image.bigImage} ${BIG_WIDTH}w`}
        sizes={sizes}
        width={BIG_WIDTH}
        height={BIG_HEIGHT}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={clsx('aspect-[4/3] h-auto w-full bg-brand-50 object-cover', className)}
      />
    </picture>
  );
}
