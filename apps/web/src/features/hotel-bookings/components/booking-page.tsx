import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReceiptLink } from '@/components/ui/receipt-link';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useBooking } from '../api/get-booking';
import { useBookingsT } from '../messages';
import { bookingStatusLabel } from '../utils/booking-status';
import { BookingCancellation } from './booking-cancellation';
import { BookingFare } from './booking-fare';
import { BookingHeadline } from './booking-headline';
import { BookingReferences, BookingStay, Section } from './booking-sections';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { VoucherLinks } from './voucher-links';

/**
 * A booking's page (/my-bookings/:bookingId): where the payment page lands, and what My Bookings
 * opens. While the hotel or the payment has not settled it asks again by itself (every 5 s).
 */
export function BookingPage({ bookingId }: { bookingId: string }) {
  const t = useBookingsT();
  const { tm } = useI18n();
  const booking = useBooking(bookingId);

  if (booking.data) return <BookingView booking={booking.data.data} />;
  if (booking.isError) {
    // Not the customer's, not there, or not a booking id at all: asking again will not help.
    const missing =
      booking.error instanceof ApiError &&
      (booking.error.status === 404 || booking.error.status === 400);
    return (
      <Card className="text-center">
        <p role="alert" className="font-semibold text-ink">
          {missing ? tm(booking.error) : t('loadFailed')}
        </p>
        {!missing && <p className="mt-1 text-sm text-ink-muted">{tm(booking.error)}</p>}
        <div className="mt-4 flex flex-col items-center gap-3">
          {!missing && (
            <Button
              variant="secondary"
              onClick={() => void booking.refetch()}
              disabled={booking.isFetching}
            >
              {t('retry')}
            </Button>
          )}
          <BackToList />
        </div>
      </Card>
    );
  }
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <div className="h-32 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]" />
      <div className="h-48 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]" />
      <div className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]" />
    </div>
  );
}

function BackToList() {
  const t = useBookingsT();
  return (
    <Link
      to="/my-bookings"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ArrowLeft size={18} aria-hidden="true" />
      {t('allBookings')}
    </Link>
  );
}

function BookingView({ booking }: { booking: HotelBooking }) {
  const t = useBookingsT();
  const headline = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const announcement = useStatusAnnouncement(booking);

  return (
    <div className="space-y-4">
      <BackToList />
      <BookingHeadline booking={booking} headingRef={headline} />
      {/* Said once when the status changes while the customer waits on the page. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {booking.voucherUrl && (
        <Section title={t('voucherTitle')}>
          {/* A cancelled booking's voucher is stamped: its status keys a fresh copy. */}
          <VoucherLinks
            key={booking.status}
            url={booking.voucherUrl}
            reference={booking.reference}
          />
        </Section>
      )}

      {/* The payment's receipt once booked, and the refund's once it went back. */}
      {(booking.status === 'confirmed' ||
        booking.status === 'cancelled' ||
        booking.refund.status === 'refunded') && (
        <div className="flex flex-wrap gap-x-4">
          {booking.status !== 'failed' && <ReceiptLink id={booking.reference} />}
          {booking.refund.status === 'refunded' && (
            <ReceiptLink id={`${booking.reference}-refund`} label={t('refundReceipt')} />
          )}
        </div>
      )}
      <BookingReferences booking={booking} />
      <BookingStay booking={booking} />
      <BookingFare booking={booking} />
      {/* A booking that never was (failed, abandoned) has nothing to cancel and no charge to fear. */}
      {booking.status !== 'failed' && booking.status !== 'abandoned' && (
        <BookingCancellation booking={booking} onCancel={() => setCancelling(true)} />
      )}

      {booking.policies.length > 0 && (
        <Section title={t('policiesTitle')}>
          <dl className="space-y-3">
            {booking.policies.map((policy) => (
              <div key={`${policy.type}-${policy.text}`}>
                <dt className="text-sm font-semibold text-ink">{policy.type}</dt>
                <dd className="text-sm text-ink-muted">{policy.text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      {/* Mounted whatever the status: a cancellation it makes must not unmount it while open. */}
      <CancelBookingDialog
        booking={booking}
        open={cancelling}
        onOpenChange={setCancelling}
        onCancelled={() => headline.current?.focus()}
      />
    </div>
  );
}

/** What a screen reader hears when the booking settles on its own: its new status, once. */
function useStatusAnnouncement(booking: HotelBooking): string {
  const t = useBookingsT();
  const first = useRef(booking.status);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (booking.status === first.current) return;
    first.current = booking.status;
    const { key } = bookingStatusLabel(booking.status, booking.refund.status);
    setSaid(t('updated', { status: t(key) }));
  }, [booking.status, booking.refund.status, t]);
  return said;
}
