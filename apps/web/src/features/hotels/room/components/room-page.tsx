import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useRoomSelection } from '../../api/select-room-rates';
import { HotelPageProblem } from '../../components/page-problem';
import { SessionExpiredDialog } from '../../components/session-expired-dialog';
import { useRoomT } from '../../room-messages';
import {
  clearBookingSession,
  readBookingContext,
  readSelectedHotel,
  readTrace,
} from '../../utils/booking-session';
import { useSessionTimer } from '../hooks/use-session-timer';
import { roomOpening, sessionEndsAt } from '../utils/room-opening';
import type { ProfileFacts } from '../utils/traveller-form';
import { ROOM_MAIN, RoomContent } from './room-content';
import { RoomSkeleton } from './room-skeleton';
import { ROOM_TOAST } from './room-toast';

/**
 * /hotelroomslayout/{code} (docs/product-2.md §2 Room and guest page, §4, §5, §8): public. With the stored
 * session of the room chosen on the hotel page it selects that room on the server (which answers
 * the rate, its policies and document rules, the fare, the promotions and any travellers already
 * given), then shows the hotel summary, the rooms, the Traveller Details form, the fare with Apply
 * Promo Code, and the Essential Information with Continue Payment — which allocates the room to
 * the lead guest and goes on to /hotelpayment/{code}?traceId=…
 *
 * Session: no trace or one older than an hour → the Session Expired modal (also on the server's
 * 410); no context, selected room or code → 'Session expired or missing data' and back to the
 * search; while the page is open, the hour running out clears everything, warns 'Session expired,
 * start again' and goes back to the search.
 */
export function RoomPage({
  code,
  profile,
}: {
  code: string | undefined;
  /** The signed-in customer's name, mobile and email, to fill an empty form (none for a visitor). */
  profile: ProfileFacts | undefined;
}) {
  const { tm } = useI18n();
  const navigate = useNavigate();
  const [opening] = useState(() =>
    roomOpening(code, {
      trace: readTrace(),
      context: readBookingContext(),
      selected: readSelectedHotel(),
    }),
  );
  const request = opening.kind === 'ready' ? opening.request : null;
  const itineraryCode = request?.items[0]?.code ?? '';
  const query = useRoomSelection(itineraryCode, request);
  const [expiredHere, setExpiredHere] = useState(false);
  const error = query.error;
  const goneOnServer = error instanceof ApiError && error.status === 410;
  const expired = opening.kind === 'expired' || goneOnServer || expiredHere;

  // Said once, however often the page renders before it has gone.
  const toldMissing = useRef(false);
  useEffect(() => {
    if (opening.kind !== 'missing' || toldMissing.current) return;
    toldMissing.current = true;
    toast.error(tm('HOTEL_SESSION_MISSING'), { id: ROOM_TOAST });
    void navigate('/hotel-booking', { replace: true });
  }, [opening.kind, tm, navigate]);

  useSessionTimer(
    opening.kind === 'ready' && !expired
      ? sessionEndsAt(opening.traceEndsAt, query.data?.expiresAt)
      : null,
    () => {
      clearBookingSession();
      toast.warning(tm('HOTEL_SESSION_TIMEOUT'), { id: ROOM_TOAST });
      void navigate('/hotel-booking', { replace: true });
    },
  );

  const onExpired = useCallback(() => setExpiredHere(true), []);
  const chosen = query.data?.items[0]?.selectedRoomsAndRates[0];

  let body: ReactNode = null;
  if (opening.kind !== 'ready' || expired) {
    body = null;
  } else if (query.data && chosen) {
    body = (
      <RoomContent
        code={itineraryCode}
        request={opening.request}
        selection={query.data}
        rate={chosen.rate}
        room={chosen.room}
        profile={profile}
        onExpired={onExpired}
      />
    );
  } else if (query.data !== undefined) {
    // The server answered without the room (docs/product-2.md §8 'Room info not found').
    body = <ChooseAgain detail={undefined} />;
  } else if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    body = <ChooseAgain detail={tm(error)} />;
  } else if (error instanceof ApiError && error.status === 409) {
    body = <InProgress code={itineraryCode} traceId={opening.request.traceId} error={error} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = <Problem title={tm(error)} />;
  } else if (error) {
    body = (
      <Problem
        title={tm('HOTEL_POLICIES_FAILED')}
        detail={error instanceof ApiError ? tm(error) : undefined}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <main className={ROOM_MAIN}>
        <RoomSkeleton />
      </main>
    );
  }

  return (
    <>
      {body}
      <SessionExpiredDialog open={opening.kind !== 'missing' && expired} />
    </>
  );
}

/** The room cannot be shown: 'Room info not found', and back to the hotel to choose again. */
function ChooseAgain({ detail }: { detail: string | undefined }) {
  const t = useRoomT();
  const { tm } = useI18n();
  const hotelId = readBookingContext()?.hotelId;
  return (
    <Problem
      title={tm('HOTEL_ROOM_UNKNOWN')}
      detail={detail}
      links={
        hotelId ? [{ to: `/hotel/${encodeURIComponent(hotelId)}`, label: t('chooseAgain') }] : []
      }
    />
  );
}

/** The itinerary is being booked already: its payment, or the customer's bookings. */
function InProgress({ code, traceId, error }: { code: string; traceId: string; error: ApiError }) {
  const t = useRoomT();
  const { tm } = useI18n();
  return (
    <Problem
      title={tm(error)}
      links={[
        {
          to: `/hotelpayment/${encodeURIComponent(code)}?traceId=${encodeURIComponent(traceId)}`,
          label: t('goToPayment'),
        },
        { to: '/my-bookings', label: t('myBookings') },
      ]}
    />
  );
}

/** Why the page shows no room: the spec's message, and what the customer can do next. */
function Problem({
  links = [],
  ...problem
}: {
  title: string;
  detail?: string;
  retry?: () => void;
  retrying?: boolean;
  links?: { to: string; label: string }[];
}) {
  const t = useRoomT();
  return (
    <HotelPageProblem
      {...problem}
      mainClassName={ROOM_MAIN}
      retryLabel={t('retry')}
      links={[...links, { to: '/hotel-booking', label: t('searchAgain') }]}
    />
  );
}
