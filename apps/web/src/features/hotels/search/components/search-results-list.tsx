import { clsx } from 'clsx';
import { useDeferredValue, useMemo } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { HotelResult } from '@kosh/contract/hotels';
import type { useHotelResults } from '../../api/search-hotels';
import { useLoadMore } from '../hooks/use-load-more';
import { counted, useSearchT } from '../../search-messages';
import { SearchResultCard } from './search-result-card';
import { SearchSkeleton } from './search-skeleton';

/** Cards drawn in the first pass: what a phone's first screen shows, and a little more. */
const FIRST_CARDS = 3;

export type HotelResultsQuery = ReturnType<typeof useHotelResults>;

/**
 * The results (docs/product-2.md §2): three skeleton cards while the first page loads, then the count and
 * the cards. The next page is asked for as the end of the list nears the screen; "Show more
 * hotels" does the same by hand. A search that found nothing says so and offers a new one; a
 * filter that leaves nothing offers to clear the filters.
 */
export function SearchResultsList({
  query,
  nights,
  rooms,
  filtered,
  onChangeSearch,
  onClearFilters,
}: {
  query: HotelResultsQuery;
  nights: number;
  rooms: number;
  /** Whether filters narrow the list (which empty state fits). */
  filtered: boolean;
  onChangeSearch: () => void;
  onClearFilters: () => void;
}) {
  const t = useSearchT();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const { isPlaceholderData } = query;
  const hotels = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData;

  if (!data) {
    if (query.isError) {
      return (
        <Card className="text-center">
          <RetryAlert onRetry={() => void query.refetch()} retryLabel={t('retry')}>
            {t('loadFailed')}
          </RetryAlert>
        </Card>
      );
    }
    return <SearchSkeleton />;
  }

  const [first] = data.pages;
  const total = first?.totalCount ?? 0;
  const place = first?.location.fullName ?? '';

  return (
    <div
      className={clsx('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
      data-testid="hotel-results"
    >
      <h2 className="sr-only">{t('results')}</h2>
      <p role="status" className="text-sm font-semibold text-ink">
        {t('countIn', { count: counted(t, 'count', total), place })}
      </p>
      {hotels.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <SearchX size={36} aria-hidden="true" className="text-ink-muted" />
          <h3 className="text-lg font-bold text-ink">
            {filtered ? t('noMatches') : t('noHotels')}
          </h3>
          <p className="max-w-sm text-sm text-ink-muted">
            {filtered ? t('noMatchesText') : t('noHotelsText')}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={filtered ? onClearFilters : onChangeSearch}
          >
            {filtered ? t('clearFilters') : t('changeSearch')}
          </Button>
        </Card>
      ) : (
        <HotelCards
          hotels={hotels}
          nights={nights}
          rooms={rooms}
          canLoad={canLoad}
          loadMore={() => void fetchNextPage()}
        />
      )}
      {isFetchingNextPage && (
        <p role="status" className="text-center text-sm text-ink-muted">
          {t('loadingMore')}
        </p>
      )}
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-medium text-danger">
          {t('moreFailed')}
        </p>
      )}
      {hasNextPage && !isFetchingNextPage && !isPlaceholderData && (
        <Button variant="secondary" block onClick={() => void fetchNextPage()}>
          {isFetchNextPageError ? t('retry') : t('showMore')}
        </Button>
      )}
      {!hasNextPage && hotels.length > 0 && (
        <p className="text-center text-sm text-ink-muted">{t('allShown')}</p>
      )}
    </div>
  );
}

/**
 * The cards, and the sentinel after them. Mounted with its first page: its first cards paint at
 * once, the rest (and each later page) render behind them in a transition, which React cuts into
 * short slices, so a phone stays responsive while twenty cards are built. The sentinel waits for
 * the list to be whole, or the short first pass would ask for the next page at once.
 */
function HotelCards({
  hotels,
  nights,
  rooms,
  canLoad,
  loadMore,
}: {
  hotels: HotelResult[];
  nights: number;
  rooms: number;
  canLoad: boolean;
  loadMore: () => void;
}) {
  const t = useSearchT();
  const cards = useDeferredValue(hotels, hotels.slice(0, FIRST_CARDS));
  const whole = cards === hotels;
  const sentinel = useLoadMore(loadMore, canLoad && whole);
  return (
    <>
      <ul className="space-y-4" aria-label={t('results')} aria-busy={!whole}>
        {cards.map((hotel, index) => (
          <li key={hotel.id}>
            <SearchResultCard hotel={hotel} nights={nights} rooms={rooms} eager={index === 0} />
          </li>
        ))}
      </ul>
      {canLoad && <div ref={sentinel} aria-hidden="true" />}
    </>
  );
}
