import { MapPinOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  HOTEL_ATTRACTION_KINDS,
  type HotelAttraction,
  type HotelItinerary,
} from '@kosh/contract/hotels';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { useMapConfig } from '../../api/get-map-config';
import { useDetailsT } from '../../details-messages';
import {
  countByKind,
  KIND_COLOURS,
  placesOf,
  type AttractionFilter,
} from '../../utils/details-attractions';
import { formatKm } from '../../utils/details-format';

const DetailsMap = lazy(() => import('./details-map').then((m) => ({ default: m.DetailsMap })));

const MAP_BOX = 'h-72 w-full rounded-xl sm:h-96';

/** Whether an element has come within `margin` of the viewport (once it has, it stays true). */
function useNear(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}

/**
 * Nearby Attractions (docs/product-2.md §2): the kinds menu (which is also the map's legend), the map —
 * Leaflet, loaded only when the section comes near — with the hotel's marker (name and phones)
 * and the places', and the list of places with kind, category and distance. Without the hotel's
 * coordinates there is no map: 'Map not available'.
 */
export function DetailsAttractions({ itinerary }: { itinerary: HotelItinerary }) {
  const t = useDetailsT();
  const { language, tm } = useI18n();
  const [filter, setFilter] = useState<AttractionFilter>('all');
  const [ref, near] = useNear('400px');
  const config = useMapConfig();
  const { locationInfo, nearByAttractions } = itinerary;
  const { latitude, longitude } = locationInfo;
  const counts = useMemo(() => countByKind(nearByAttractions), [nearByAttractions]);
  const places = useMemo(() => placesOf(nearByAttractions, filter), [nearByAttractions, filter]);
  const kindOf = (place: HotelAttraction) => `${t(`kind.${place.type}`)} · ${place.category}`;
  const describePlace = (place: HotelAttraction) => [
    kindOf(place),
    formatKm(place.distance, language),
  ];
  const hasMap = latitude !== null && longitude !== null;

  let map: React.ReactNode;
  if (!hasMap) {
    map = (
      <p
        className={`${MAP_BOX} flex flex-col items-center justify-center gap-2 bg-canvas font-semibold text-ink-muted`}
      >
        <MapPinOff size={28} aria-hidden="true" />
        {tm('HOTEL_MAP_UNAVAILABLE')}
      </p>
    );
  } else if (config.isError) {
    map = (
      <p className={`${MAP_BOX} flex items-center justify-center bg-canvas text-ink-muted`}>
        {t('mapFailed')}
      </p>
    );
  } else {
    const loading = (
      <p
        role="status"
        className={`${MAP_BOX} flex items-center justify-center bg-canvas text-ink-muted`}
      >
        {t('mapLoading')}
      </p>
    );
    map =
      near && config.data ? (
        <Suspense fallback={loading}>
          <DetailsMap
            config={config.data}
            hotel={{
              name: locationInfo.hotelName,
              latitude,
              longitude,
              phones: locationInfo.phones,
            }}
            places={places}
            label={t('mapLabel', { hotel: locationInfo.hotelName })}
            hotelLabel={t('hotelMarker', { hotel: locationInfo.hotelName })}
            describePlace={describePlace}
          />
        </Suspense>
      ) : (
        loading
      );
  }

  const kinds: AttractionFilter[] = ['all', ...HOTEL_ATTRACTION_KINDS];

  return (
    <Card className="space-y-4">
      <div role="group" aria-label={t('kindsLabel')} className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={filter === kind}
            onClick={() => setFilter(kind)}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold ${
              filter === kind
                ? 'border-brand-700 bg-brand-50 text-brand-700'
                : 'border-line bg-surface text-ink hover:bg-brand-50'
            }`}
          >
            {kind !== 'all' && (
              <span
                aria-hidden="true"
                className="h-3 w-3 rounded-full"
                style={{ backgroundColor: KIND_COLOURS[kind] }}
              />
            )}
            {t('kindCount', {
              kind: t(`kind.${kind}`),
              count: kind === 'all' ? nearByAttractions.length : counts[kind],
            })}
          </button>
        ))}
      </div>
      <div ref={ref}>{map}</div>
      {places.length > 0 ? (
        <ul aria-label={t('placesLabel')} className="divide-y divide-line">
          {places.map((place) => (
            <li
              key={`${place.type}-${place.name}`}
              className="flex items-start justify-between gap-3 py-2.5"
            >
              <div className="flex min-w-0 items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: KIND_COLOURS[place.type] }}
                />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{place.name}</p>
                  <p className="text-sm text-ink-muted">{kindOf(place)}</p>
                </div>
              </div>
              <p className="shrink-0 text-sm font-semibold text-ink">
                {formatKm(place.distance, language)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('noPlaces')}</p>
      )}
    </Card>
  );
}
