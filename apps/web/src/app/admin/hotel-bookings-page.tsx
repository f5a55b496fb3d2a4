import { useSearchParams } from 'react-router';
import { HOTEL_BOOKING_STATUSES, type HotelBookingStatus } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useI18n } from '@/lib/i18n/i18n';
import { useAdminBookingsT } from '@/features/hotel-bookings/admin-messages';
import {
  useAdminBookings,
  type AdminBookingsFilters,
} from '@/features/hotel-bookings/api/get-admin-bookings';
import { AdminBookingsFiltersBar } from '@/features/hotel-bookings/components/admin-bookings-filters';
import {
  AdminBookingsCards,
  AdminBookingsTable,
  EmptyAdminBookings,
} from '@/features/hotel-bookings/components/admin-bookings-views';
import { AdminPage } from './admin-layout';

const isStatus = (value: string | null): value is HotelBookingStatus =>
  (HOTEL_BOOKING_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/hotel-bookings?status=&q=&page=: every customer's hotel bookings, newest first, with
 * what support needs to answer for one — the payment, the supplier's and the hotel's ids, the
 * refunds and the ledger transfers behind them.
 */
export function HotelBookingsAdminPage() {
  const t = useAdminBookingsT();
  const { tm } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: AdminBookingsFilters = {
    status: isStatus(status) ? status : 'all',
    q: (params.get('q') ?? '').trim().slice(0, 60),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  const bookings = useAdminBookings(filters);
  const wide = useMediaQuery('(min-width: 1024px)');
  const filterLabel = t(`filter.${filters.status}`).toLowerCase();
  const caption = filters.q
    ? t('listLabelSearch', { filter: filterLabel, q: filters.q })
    : t('listLabel', { filter: filterLabel });

  const show = (next: Partial<AdminBookingsFilters>) => {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.q) query.q = merged.q;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query);
    if (next.page && next.page > 1) window.scrollTo({ top: 0 });
  };

  const answer = bookings.data;
  return (
    <AdminPage title={t('title')} intro={t('intro')}>
      {/* A new search starts the box from the address (Back and Clear included). */}
      <AdminBookingsFiltersBar key={filters.q} filters={filters} onChange={show} />
      {answer ? (
        <div className="space-y-4" aria-busy={bookings.isPlaceholderData || bookings.isFetching}>
          {answer.data.length === 0 ? (
            answer.totalCount > 0 ? (
              <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
                <p className="font-semibold text-ink">{t('emptyPage', { page: filters.page })}</p>
                <Button variant="secondary" className="mt-4" onClick={() => show({ page: 1 })}>
                  {t('firstPage')}
                </Button>
              </div>
            ) : (
              <EmptyAdminBookings
                text={filters.q ? t('emptySearch', { q: filters.q }) : t('emptyText')}
              />
            )
          ) : wide ? (
            <AdminBookingsTable bookings={answer.data} caption={caption} />
          ) : (
            <AdminBookingsCards bookings={answer.data} caption={caption} />
          )}
          {answer.totalCount > 0 && (
            <Pager
              label={t('pagesLabel')}
              page={answer.page}
              pageSize={answer.pageSize}
              total={answer.totalCount}
              onPage={(page) => show({ page })}
              busy={bookings.isPlaceholderData}
              words={{
                previous: t('previous'),
                next: t('next'),
                where: (at) => t('where', at),
              }}
            />
          )}
        </div>
      ) : bookings.isError ? (
        <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
          <p role="alert" className="font-semibold text-ink">
            {t('loadFailed')} {tm(bookings.error)}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void bookings.refetch()}
            disabled={bookings.isFetching}
          >
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-3" role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="h-40 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
            />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
