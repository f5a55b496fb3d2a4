import { HOTEL_AMENITY_IMAGES, type HotelItinerary } from '@kosh/contract/hotels';
import { Card } from '@/components/ui/card';
import { useDetailsT } from '../../details-messages';
import { DetailsPicture } from './details-picture';
import { TickList } from '../../components/tick-list';

/**
 * Amenities & Info (docs/product-2.md §2): the amenities by category with ticks, one or two of the hotel's
 * pictures (not the main one, which Photos shows), and what the hotel says about itself.
 */
export function DetailsAmenities({ itinerary }: { itinerary: HotelItinerary }) {
  const t = useDetailsT();
  const { images } = itinerary;
  const pictures = (images.length > 1 ? images.slice(1) : images).slice(0, HOTEL_AMENITY_IMAGES);

  return (
    <Card className="space-y-5">
      {pictures.length > 0 && (
        <div className={`grid gap-2 ${pictures.length > 1 ? 'grid-cols-2' : ''}`}>
          {pictures.map((image) => (
            <figure key={image.url}>
              <DetailsPicture
                image={image}
                sizes="(min-width: 1024px) 400px, 50vw"
                className="rounded-xl"
              />
              <figcaption className="mt-1 text-xs text-ink-muted">{image.captionLabel}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {itinerary.amenitiesInfo.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-2">
          {itinerary.amenitiesInfo.map(({ category, items }) => (
            <div key={category}>
              <h3 className="font-bold text-ink">{category}</h3>
              <TickList items={items} className="mt-2 space-y-1.5 text-sm text-ink" />
            </div>
          ))}
        </div>
      )}
      {itinerary.description && (
        <div className="border-t border-line pt-4">
          <h3 className="font-bold text-ink">{t('about')}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink">{itinerary.description}</p>
        </div>
      )}
    </Card>
  );
}
