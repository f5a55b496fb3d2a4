import { format, parseISO } from 'date-fns';
import { CalendarDays, MapPin, Search, Users } from 'lucide-react';
import { hotelGuests, hotelNights } from '@kosh/contract/hotels';
import { counted, useSearchT } from '../../search-messages';
import type { BookingData } from '../../utils/booking-session';

/** The spec's date in the summary: 'MMM d, y' (Jan 5, 2026). */
export const summaryDate = (yyyyMMdd: string) => format(parseISO(yyyyMMdd), 'MMM d, y');

/**
 * The header summary (docs/product-2.md §2): destination, check-in and check-out, nights and guests, and
 * the Search Hotels button that opens the form again.
 */
export function SearchHeaderSummary({
  search,
  onOpenForm,
  onPrepareForm,
}: {
  search: BookingData;
  onOpenForm: () => void;
  /** The pointer or the focus is on the button: the form may start loading. */
  onPrepareForm?: () => void;
}) {
  const t = useSearchT();

  const nights = hotelNights(search.checkIn, search.checkOut);
  const guests = hotelGuests(search.occupancies);
  return (
    <section
      aria-label={t('summary')}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1.5 rounded-[var(--radius-card)] bg-surface p-4 text-sm text-ink shadow-[var(--shadow-card)]"
    >
      <div className="flex min-h-10 items-center gap-2">
        <MapPin size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
        <p className="min-w-0 break-words text-base font-semibold">
          <span className="sr-only">{t('destination')}: </span>
          {search.destination.fullName}
        </p>
      </div>
      {/* Beside the destination on a phone, so the results start higher up. */}
      <button
        type="button"
        onClick={onOpenForm}
        onPointerEnter={onPrepareForm}
        onFocus={onPrepareForm}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:row-span-2 sm:min-h-12 sm:self-center sm:px-5 sm:text-base"
      >
        <Search size={18} aria-hidden="true" />
        {t('searchHotels')}
      </button>
      <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 sm:col-span-1">
        <div className="flex items-center gap-2">
          <CalendarDays size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
          <p>
            {t('stay', {
              checkIn: summaryDate(search.checkIn),
              checkOut: summaryDate(search.checkOut),
            })}
            <span className="text-ink-muted"> · {counted(t, 'nights', nights)}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Users size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
          <p>
            {counted(t, 'guests', guests)}
            <span className="text-ink-muted">
              {' '}
              · {counted(t, 'rooms', search.occupancies.length)}
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
