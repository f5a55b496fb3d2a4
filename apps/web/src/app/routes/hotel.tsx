import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { DetailsPage } from '@/features/hotels/details/components/details-page';
import { useI18n } from '@/lib/i18n/i18n';

/** /hotel/:hotelId: the hotel details page (docs/product-2.md §2), header "Static Hotel", public. */
export function HotelRoute() {
  const { t } = useI18n();
  const { hotelId } = useParams();
  return (
    <>
      <PageHeader title={t('route.hotel')} />
      {/* Another hotel is another page: its own session check and itinerary. */}
      <DetailsPage key={hotelId} hotelId={hotelId} />
    </>
  );
}
