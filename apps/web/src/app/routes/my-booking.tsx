import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BookingPage } from '@/features/hotel-bookings/components/booking-page';
import { useI18n } from '@/lib/i18n/i18n';

/** /my-bookings/:bookingId: one booking — its status, references, voucher and cancellation. */
export function MyBookingRoute() {
  const { t } = useI18n();
  const { bookingId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('route.my-booking')} />
      <PageBody>
        {/* A new booking is a new page: nothing of the last one's state carries over. */}
        <BookingPage key={bookingId} bookingId={bookingId} />
      </PageBody>
    </>
  );
}
