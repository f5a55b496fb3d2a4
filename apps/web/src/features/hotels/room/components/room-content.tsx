import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
import { roomSelectionKey, type RoomSelection } from '../../api/select-room-rates';
import { useRoomT } from '../../room-messages';
import { hasFreeCancellation } from '../../utils/details-rates';
import { useTravellerForm } from '../hooks/use-traveller-form';
import { leadGuestOf, travellerFieldOf, type ProfileFacts } from '../utils/traveller-form';
import { EssentialInfo } from './essential-info';
import { FareSummary } from './fare-summary';
import { PromoBox } from './promo-box';
import { RoomInfoTabs } from './room-info-tabs';
import { RoomRooms } from './room-rooms';
import { RoomSummary } from './room-summary';
import { ROOM_TOAST } from './room-toast';
import { TRAVELLER_FORM_ID, TravellerForm } from './traveller-form';

/** The room page's column: its content, its loading shape and its problems all stand in it. */
export const ROOM_MAIN = 'mx-auto w-full max-w-5xl px-4 pb-12 pt-5';

/**
 * The room page once the room is selected: the hotel summary with its info tabs, the rooms, the
 * Traveller Details form, the fare and Apply Promo Code beside them, and the Essential Information
 * with Continue Payment, which allocates the room to the lead guest and goes on to the payment.
 */
export function RoomContent({
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
    <main className={ROOM_MAIN}>
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
