import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { HOTEL_GALLERY_THUMBNAILS, type HotelItinerary } from '@kosh/contract/hotels';
import { HotelAddress, HotelStars } from '../../components/hotel-identity';
import { useDetailsT } from '../../details-messages';
import { DetailsGallery } from './details-gallery';
import { DetailsPicture } from './details-picture';

const TILE =
  'relative block w-full overflow-hidden rounded-xl focus-visible:outline-offset-2 hover:opacity-90';

/**
 * Photos (docs/product-2.md §2): the hotel's name, stars and address, the main picture, up to five
 * thumbnails and a View All (n) tile when there are more than five; any of them opens the
 * full-screen gallery at that picture.
 */
export function DetailsPhotos({ itinerary }: { itinerary: HotelItinerary }) {
  const t = useDetailsT();
  const [gallery, setGallery] = useState<{ open: boolean; start: number }>({
    open: false,
    start: 0,
  });
  const { images, name } = itinerary;
  const open = (start: number) => setGallery({ open: true, start });
  const label = (index: number) =>
    t('openPhoto', {
      n: index + 1,
      total: images.length,
      caption: images[index]?.captionLabel ?? '',
    });
  const [main] = images;
  const thumbnails = images.slice(1, 1 + HOTEL_GALLERY_THUMBNAILS);

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-xl font-bold text-ink">{name}</h2>
        <HotelStars
          stars={itinerary.stars}
          label={t('starsLabel', { n: itinerary.stars })}
          className="mt-1 flex items-center gap-0.5"
        />
        {/* The supplier's address may end with the city already. */}
        <HotelAddress
          address={
            itinerary.address.includes(itinerary.city)
              ? itinerary.address
              : `${itinerary.address}, ${itinerary.city}`
          }
        />
      </div>

      {main ? (
        <div className="grid gap-2 lg:grid-cols-[2fr_1fr]">
          <button type="button" className={TILE} aria-label={label(0)} onClick={() => open(0)}>
            <DetailsPicture image={main} eager sizes="(min-width: 1024px) 640px, 100vw" />
          </button>
          {thumbnails.length > 0 && (
            <ul className="grid grid-cols-3 gap-2 lg:grid-cols-2 lg:content-start">
              {thumbnails.map((image, i) => (
                <li key={image.url}>
                  <button
                    type="button"
                    className={TILE}
                    aria-label={label(i + 1)}
                    onClick={() => open(i + 1)}
                  >
                    <DetailsPicture image={image} sizes="(min-width: 1024px) 160px, 33vw" />
                  </button>
                </li>
              ))}
              {images.length > HOTEL_GALLERY_THUMBNAILS && (
                <li>
                  <button
                    type="button"
                    className={`${TILE} flex aspect-[4/3] w-full items-center justify-center bg-brand-800 px-2 text-center text-sm font-semibold text-white`}
                    onClick={() => open(0)}
                  >
                    {t('viewAll', { count: images.length })}
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      ) : (
        <p className="flex aspect-[4/3] items-center justify-center gap-2 rounded-xl bg-brand-50 text-ink-muted">
          <ImageOff size={20} aria-hidden="true" />
          {t('noPhotos')}
        </p>
      )}

      <DetailsGallery
        images={images}
        hotelName={name}
        open={gallery.open}
        start={gallery.start}
        onClose={() => setGallery((g) => ({ ...g, open: false }))}
      />
    </div>
  );
}
