import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { HotelFare, SelectRoomRatesRequest } from '@kosh/contract/hotel-booking';
import type { HotelRate, HotelRoom } from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useAllocateRooms } from '../../api/allocate-rooms';
import {
  roomSelectionKey,
  useRoomSelection,
  type RoomSelection,
} from '../../api/select-room-rates';
import { HotelPageProblem } from '../../components/page-problem';
import { SessionExpiredDialog } from '../../components/session-expired-dialog';
import { useRoomT } from '../../room-messages';
import {
  clearBookingSession,
  readBookingContext,
  readSelectedHotel,
  readTrace,
} from '../../utils/booking-session';
import { hasFreeCancellation } from '../../utils/details-rates';
import { useSessionTimer } from '../hooks/use-session-timer';
import { useTravellerForm } from '../hooks/use-traveller-form';
import { roomOpening, sessionEndsAt } from '../utils/room-opening';
import { leadGuestOf, travellerFieldOf, type ProfileFacts } from '../utils/traveller-form';
import { EssentialInfo } from './essential-info';
import { FareSummary } from './fare-summary';
import { PromoBox } from './promo-box';
import { RoomInfoTabs } from './room-info-tabs';
import { RoomRooms } from './room-rooms';
import { RoomSkeleton } from './room-skeleton';
import { RoomSummary } from './room-summary';
import { ROOM_TOAST } from './room-toast';
import { TRAVELLER_FORM_ID, TravellerForm } from './traveller-form';

const MAIN = 'mx-auto w-full max-w-5xl px-4 pb-12 pt-5';

/**
 * /hotelroomslayout/{code} (spec/02 §2 Room and guest page, §4, §5, §8): public. With the stored
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
      <Content
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
    // The server answered without the room (spec/02 §8 'Room info not found').
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
      <main className={MAIN}>
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

function Content({
  code,
  request,
  selection,
  rate,
  room,
  profile,
  onExpired,
}: {
  code: string;
  request: SelectRoomRatesRequest;
  selection: RoomSelection;
  rate: HotelRate;
  room: HotelRoom;
  profile: ProfileFacts | undefined;
  onExpired: () => void;
}) {
  const t = useRoomT();
  const { tm } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hotel, fare, promotions, traceId } = selection;
  const refundable = hotel.refundable && hasFreeCancellation(rate);

  /** The server's newest fare (a promotion applied or removed) is the page's, here and on return. */
  const onFare = useCallback(
    (next: HotelFare) =>
      queryClient.setQueryData<RoomSelection | null>(roomSelectionKey(code, request), (old) =>
        old ? { ...old, fare: next } : old,
      ),
    [queryClient, code, request],
  );

  const form = useTravellerForm({
    code,
    rules: rate,
    checkOut: hotel.checkOut,
    serverGuests: selection.guests,
    profile,
  });
  const { formRef, refused } = useFocusFirstInvalid(form.formState);
  const allocate = useAllocateRooms(code);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await allocate.mutateAsync({
          traceId,
          roomsAllocations: [
            { rateId: rate.rateId, roomId: room.roomId, guests: [leadGuestOf(values)] },
          ],
          specialRequests: values.specialRequests,
        });
        onFare(answer.data.fare);
        toast.success(tm('HOTEL_ALLOCATED'), { id: ROOM_TOAST });
        void navigate(
          `/hotelpayment/${encodeURIComponent(code)}?traceId=${encodeURIComponent(traceId)}`,
        );
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 410) {
          onExpired();
          return;
        }
        let first = true;
        if (failure instanceof ApiError) {
          for (const field of failure.fields) {
            const name = travellerFieldOf(field.field);
            if (!name) continue;
            form.setError(name, { type: 'server', message: tm(field) }, { shouldFocus: first });
            first = false;
          }
        }
        toast.error(tm('HOTEL_BOOKING_FAILED'), {
          description: failure instanceof ApiError ? tm(failure) : undefined,
          id: ROOM_TOAST,
        });
      }
    },
    () => {
      refused();
      toast.error(tm('HOTEL_FILL_REQUIRED'), { id: ROOM_TOAST });
    },
  );

  return (
    <main className={MAIN}>
      <LoadingOverlay show={allocate.isPending} label={t('saving')} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          <RoomSummary hotel={hotel} refundable={refundable}>
            <RoomInfoTabs hotel={hotel} rate={rate} room={room} />
          </RoomSummary>
        </div>
        <div className="min-w-0 lg:col-start-1">
          <RoomRooms hotel={hotel} rate={rate} refundable={refundable} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <TravellerForm
            form={form}
            rules={rate}
            checkOut={hotel.checkOut}
            onSubmit={(event) => void submit(event)}
            formRef={formRef}
          />
        </div>
        <aside className="min-w-0 space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <FareSummary fare={fare} />
          <PromoBox
            code={code}
            traceId={traceId}
            fare={fare}
            promotions={promotions}
            onFare={onFare}
            onExpired={onExpired}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <EssentialInfo
            policies={rate.policies}
            action={
              <Button type="submit" form={TRAVELLER_FORM_ID} block disabled={allocate.isPending}>
                {t('continuePayment')}
              </Button>
            }
          />
        </div>
      </div>
    </main>
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
      mainClassName={MAIN}
      retryLabel={t('retry')}
      links={[...links, { to: '/hotel-booking', label: t('searchAgain') }]}
    />
  );
}
