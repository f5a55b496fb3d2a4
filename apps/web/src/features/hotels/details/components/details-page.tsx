import { useState, type ReactNode } from 'react';
import type { CreateItineraryRequest, HotelItinerary } from '@kosh/contract/hotels';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useItinerary } from '../../api/create-itinerary';
import { useDetailsT } from '../../details-messages';
import { useSelectRoom } from '../hooks/use-select-room';
import { isTraceLive, readBookingContext } from '../../utils/booking-session';
import { DetailsAmenities } from './details-amenities';
import { DetailsAttractions } from './details-attractions';
import { DetailsBookingSummary } from './details-booking-summary';
import { DetailsPhotos } from './details-photos';
import { DetailsRoomRates } from './details-room-rates';
import { DetailsSkeleton } from './details-skeleton';
import { DetailsTabBar } from './details-tab-bar';
import { HotelPageProblem } from '../../components/page-problem';
import { SessionExpiredDialog } from '../../components/session-expired-dialog';

const MAIN = 'mx-auto w-full max-w-5xl px-4 pb-12 pt-5';

/**
 * What the page found when it opened (docs/product-2.md §4 Session validity, §5): the hotel id (the
 * route's, else the context's) and, with a live stored session, the itinerary call to make.
 */
function openingState(routeId: string | undefined) {
  const context = readBookingContext();
  const hotelId = routeId?.trim() || context?.hotelId || '';
  const live = isTraceLive();
  const request: CreateItineraryRequest | null =
    live && context && hotelId
      ? {
          traceId: context.traceId,
          hotelId,
          checkIn: context.checkIn,
          checkOut: context.checkOut,
          occupancies: context.occupancies,
          nationality: context.nationality,
        }
      : null;
  return { hotelId, live, request };
}

/**
 * /hotel/{hotelId} (docs/product-2.md §2 Hotel details page): public; with a live search session it makes
 * the hotel's itinerary and shows its photos, stay, room rates, amenities and nearby places —
 * a skeleton first, the spec's messages when it cannot, the Session Expired modal when the
 * session is gone (stored trace older than an hour, or the server's 410).
 */
export function DetailsPage({ hotelId: routeId }: { hotelId: string | undefined }) {
  const { tm } = useI18n();
  const [opening] = useState(() => openingState(routeId));
  const [expiredHere, setExpiredHere] = useState(false);
  const query = useItinerary(opening.request);
  const error = query.error;
  const goneOnServer = error instanceof ApiError && error.status === 410;
  const expired = Boolean(opening.hotelId) && (!opening.live || goneOnServer || expiredHere);

  let body: ReactNode;
  if (!opening.hotelId) {
    body = <Problem title={tm('HOTEL_ID_MISSING')} />;
  } else if (query.data) {
    body = <Content itinerary={query.data} onExpired={() => setExpiredHere(true)} />;
  } else if (error && !goneOnServer) {
    const missing = error instanceof ApiError && error.status === 404;
    body = missing ? (
      <Problem title={tm('HOTEL_NOT_FOUND')} />
    ) : (
      <Problem
        title={tm('HOTEL_LOAD_FAILED')}
        detail={error instanceof ApiError ? tm(error) : undefined}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (opening.request) {
    body = (
      <>
        {/* The tab bar's place, kept so the page does not move down when it comes. */}
        <div aria-hidden="true" className="h-12 border-b border-line/70 bg-surface/95" />
        <main className={MAIN}>
          <DetailsSkeleton />
        </main>
      </>
    );
  }

  return (
    <>
      {body}
      <SessionExpiredDialog open={expired} />
    </>
  );
}

function Content({ itinerary, onExpired }: { itinerary: HotelItinerary; onExpired: () => void }) {
  const t = useDetailsT();
  const select = useSelectRoom(itinerary, onExpired);
  return (
    <>
      <DetailsTabBar />
      <main className={`${MAIN} space-y-10`}>
        <section id="photos" tabIndex={-1} aria-label={t('tab.photos')} className={SECTION}>
          <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
            <DetailsPhotos itinerary={itinerary} />
            <DetailsBookingSummary itinerary={itinerary} />
          </div>
        </section>
        <HeadedSection id="room-rates" title={t('roomRates')}>
          <DetailsRoomRates itinerary={itinerary} onSelect={select} />
        </HeadedSection>
        <HeadedSection id="amenities" title={t('amenities')}>
          <DetailsAmenities itinerary={itinerary} />
        </HeadedSection>
        <HeadedSection id="attractions" title={t('attractions')}>
          <DetailsAttractions itinerary={itinerary} />
        </HeadedSection>
      </main>
    </>
  );
}

/** Why the page shows no hotel: the spec's message, and what the customer can do next. */
function Problem(problem: {
  title: string;
  detail?: string;
  retry?: () => void;
  retrying?: boolean;
}) {
  const t = useDetailsT();
  return (
    <HotelPageProblem
      {...problem}
      mainClassName={MAIN}
      retryLabel={t('retry')}
      links={[{ to: '/hotel-booking', label: t('searchAgain') }]}
    />
  );
}

/** Where a tab lands: focusable by the tab bar, under the sticky bar, named by its heading. */
const SECTION = 'scroll-mt-28 space-y-4 focus:outline-none';

function HeadedSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className={SECTION}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
