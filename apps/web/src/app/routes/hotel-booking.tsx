import { PageHeader } from '@/components/layout/page-header';
import { SearchScreen } from '@/features/hotels/search/components/search-screen';
import { useI18n } from '@/lib/i18n/i18n';

/** /hotel-booking: Hotel Booking (docs/product-2.md §2 Hotel search). Wider than a form screen: on a desk the filters sit beside the results. */
export function HotelBookingRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.hotel-booking')} wide />
      <main className="mx-auto w-full max-w-6xl px-4 pb-10 pt-5">
        <SearchScreen />
      </main>
    </>
  );
}
