import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { HotelItinerary } from '@kosh/contract/hotels';
import { useI18n } from '@/lib/i18n/i18n';
import {
  isTraceLive,
  readBookingContext,
  refreshTrace,
  saveSelectedHotel,
  setContextHotel,
} from '../../utils/booking-session';
import type { RateOption } from '../../utils/details-rates';

/** One toast for the page's refusals: a second replaces the first. */
const SELECT_TOAST = 'hotel-select-room';

/**
 * SELECT ROOM (docs/product-2.md §4 Hotel page): stores the selected hotel details and the context,
 * refreshes the trace, and goes to /hotelroomslayout/{the itinerary's code, or its first item's}.
 * A session that ran out while the page was open shows the Session Expired modal instead
 * (`onExpired`); missing data or no code are said in a toast (docs/product-2.md §8).
 */
export function useSelectRoom(itinerary: HotelItinerary, onExpired: () => void) {
  const { tm } = useI18n();
  const navigate = useNavigate();

  return (option: RateOption) => {
    if (!isTraceLive()) {
      onExpired();
      return;
    }
    const context = readBookingContext();
    const room = option.rate.rooms[0];
    if (
      !context ||
      !room ||
      !option.rate.rateId ||
      !option.recommendationId ||
      !itinerary.traceId
    ) {
      toast.error(tm('HOTEL_ROOM_DATA_MISSING'), { id: SELECT_TOAST });
      return;
    }
    const [item] = itinerary.items;
    const code = itinerary.itinerary.code || item?.code;
    if (!code) {
      toast.error(tm('HOTEL_ITINERARY_CODE_MISSING'), { id: SELECT_TOAST });
      return;
    }
    setContextHotel(itinerary.hotelId);
    saveSelectedHotel({
      hotelName: itinerary.name,
      checkIn: itinerary.checkIn,
      checkOut: itinerary.checkOut,
      nights: itinerary.nights,
      traceId: itinerary.traceId,
      heroImage: itinerary.images[0]?.url ?? '',
      roomId: room.roomId,
      rateId: option.rate.rateId,
      recommendationId: option.recommendationId,
      occupancy: itinerary.occupancies,
      code,
      type: item?.type ?? 'HOTEL',
    });
    refreshTrace();
    toast.dismiss(SELECT_TOAST);
    void navigate(`/hotelroomslayout/${encodeURIComponent(code)}`);
  };
}
