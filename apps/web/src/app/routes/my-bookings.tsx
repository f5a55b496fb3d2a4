import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BookingsScreen } from '@/features/hotel-bookings/components/bookings-screen';
import { useI18n } from '@/lib/i18n/i18n';

/** /my-bookings: the customer's hotel bookings, Upcoming and Past (Kosh's own screen). */
export function MyBookingsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.my-bookings')} />
      <PageBody>
        <BookingsScreen />
      </PageBody>
    </>
  );
}
