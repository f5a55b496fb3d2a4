import * as Tabs from '@radix-ui/react-tabs';
import { BedDouble } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  HOTEL_BOOKING_SCOPES,
  type HotelBooking,
  type HotelBookingScope,
} from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { useBookings } from '../api/get-bookings';
import { useBookingsT } from '../messages';
import { BookingCard } from './booking-card';

const isScope = (value: string | null): value is HotelBookingScope =>
  (HOTEL_BOOKING_SCOPES as readonly string[]).includes(value ?? '');

/**
 * My Bookings: Upcoming and Past tabs (the tab is in the address, so Back and a reload keep it),
 * each the customer's hotel bookings as cards, newest first.
 */
export function BookingsScreen() {
  const t = useBookingsT();
  const [params, setParams] = useSearchParams();
  const scopeParam = params.get('scope');
  const scope: HotelBookingScope = isScope(scopeParam) ? scopeParam : 'upcoming';

  return (
    <Tabs.Root
      value={scope}
      onValueChange={(value) =>
        setParams(value === 'upcoming' ? {} : { scope: value }, { replace: true })
      }
    >
      <Tabs.List
        aria-label={t('tabsLabel')}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1 shadow-[var(--shadow-card)]"
      >
        {HOTEL_BOOKING_SCOPES.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-12 rounded-xl px-3 text-base font-semibold text-ink-muted transition-colors hover:bg-canvas data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:data-[state=active]:bg-brand-500 dark:data-[state=active]:text-canvas"
          >
            {t(`tab.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {HOTEL_BOOKING_SCOPES.map((value) => (
        <Tabs.Content
          key={value}
          value={value}
          className="mt-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30"
        >
          {/* Only the tab shown asks the server. */}
          {value === scope && <BookingList scope={value} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function BookingList({ scope }: { scope: HotelBookingScope }) {
  const t = useBookingsT();
  const { tm } = useI18n();
  const bookings = useBookings(scope);
  const shown = bookings.data?.data;

  if (shown) {
    return shown.length === 0 ? (
      <EmptyBookings scope={scope} />
    ) : (
      <BookingCards bookings={shown} label={t('listLabel', { tab: t(`tab.${scope}`) })} />
    );
  }
  if (bookings.isError) {
    return (
      <Card className="text-center">
        <p role="alert" className="font-semibold text-ink">
          {t('listFailed')}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{tm(bookings.error)}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void bookings.refetch()}
          disabled={bookings.isFetching}
        >
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return (
    <div role="status" aria-label={t('listLoading')} className="space-y-3">
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          className="h-36 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
        />
      ))}
    </div>
  );
}

function BookingCards({ bookings, label }: { bookings: HotelBooking[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-3">
      {bookings.map((booking) => (
        <li key={booking.bookingId}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ol>
  );
}

function EmptyBookings({ scope }: { scope: HotelBookingScope }) {
  const t = useBookingsT();
  return (
    <Card className="flex flex-col items-center gap-2 py-10 text-center">
      <BedDouble size={36} aria-hidden="true" className="text-ink-muted" />
      <p className="font-semibold text-ink">{t(`empty.${scope}.title`)}</p>
      <p className="text-sm text-ink-muted">{t(`empty.${scope}.text`)}</p>
      <Link
        to="/hotel-booking"
        className="mt-3 inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('bookHotel')}
      </Link>
    </Card>
  );
}
