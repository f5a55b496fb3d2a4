import { useSearchParams } from 'react-router';
import { HOTEL_BOOKING_STATUSES, type HotelBookingStatus } from '@kosh/contract/hotel-booking';
import { CardSkeletons, QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
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
import { pageParam } from './list-params';

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
    page: pageParam(params),
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

  return (
    <AdminPage title={t('title')} intro={t('intro')}>
      {/* A new search starts the box from the address (Back and Clear included). */}
      <AdminBookingsFiltersBar key={filters.q} filters={filters} onChange={show} />
      <QueryStates
        query={bookings}
        failed={(error) => (
          <>
            {t('loadFailed')} {tm(error)}
          </>
        )}
        retryLabel={t('retry')}
        loading={<CardSkeletons label={t('loading')} height="h-40" />}
      >
        {(answer) => (
          <PagedList
            busy={bookings.isPlaceholderData || bookings.isFetching}
            nothingShown={answer.data.length === 0}
            pastEnd={t('emptyPage', { page: filters.page })}
            firstPageLabel={t('firstPage')}
            empty={
              <EmptyAdminBookings
                text={filters.q ? t('emptySearch', { q: filters.q }) : t('emptyText')}
              />
            }
            pager={{
              label: t('pagesLabel'),
              page: answer.page,
              pageSize: answer.pageSize,
              total: answer.totalCount,
              onPage: (page) => show({ page }),
              busy: bookings.isPlaceholderData,
              words: {
                previous: t('previous'),
                next: t('next'),
                where: (at) => t('where', at),
              },
            }}
          >
            {wide ? (
              <AdminBookingsTable bookings={answer.data} caption={caption} />
            ) : (
              <AdminBookingsCards bookings={answer.data} caption={caption} />
            )}
          </PagedList>
        )}
      </QueryStates>
    </AdminPage>
  );
}
