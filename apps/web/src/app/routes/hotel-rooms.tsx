import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useUser } from '@/features/auth/api/get-user';
import { RoomPage } from '@/features/hotels/room/components/room-page';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/**
 * /hotelroomslayout/:code: the room and traveller page (docs/product-2.md §2 Room and guest page), public.
 * A signed-in customer's profile fills the traveller's empty boxes.
 */
export function HotelRoomsRoute() {
  const { t } = useI18n();
  const { code } = useParams();
  const session = useSession();
  const profile = useUser(session?.token).data?.data;
  return (
    <>
      <PageHeader title={t('route.hotelroomslayout')} wide />
      {/* Another itinerary is another page: its own session check and selection. */}
      <RoomPage key={code} code={code} profile={profile} />
    </>
  );
}
