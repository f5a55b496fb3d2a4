import { BedDouble } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { hotelNights } from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useHotelResults, useNewHotelSearch } from '../../api/search-hotels';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useSearchSession } from '../hooks/use-search-session';
import { useSearchT } from '../../search-messages';
import {
  NO_FILTERS,
  activeFilterCount,
  filterByOf,
  sortByOf,
  type SearchFilters,
} from '../../utils/search-filters';
import {
  bookingDataOf,
  defaultSearchForm,
  formOfBooking,
  stayOf,
  stayOfBooking,
  type SearchFormOutput,
} from '../../utils/search-form';
import { SearchHeaderSummary } from './search-header-summary';
import { SearchResultsLayout } from './search-results-layout';
import { SearchResultsList } from './search-results-list';

/*
 * The form (its combobox, react-hook-form, the dialog, the toasts) is a chunk of its own: a page
 * showing a stored search's results does not wait for it, and it loads when the form first opens
 * (or as the pointer nears a Search Hotels button).
 */
const loadFormModal = () => import('./search-form-modal');
const SearchFormModal = lazy(() => loadFormModal().then((m) => ({ default: m.SearchFormModal })));
const prepareForm = () => void loadFormModal();

/**
 * /hotel-booking (docs/product-2.md §2 Hotel search, §4): the search summary, the Search Hotels form, the
 * filters and sort, and the results of the stored search session. A first visit (or an ended
 * session) opens the form by itself. The session is the booking session of §4: a new search
 * replaces it, and when its hour runs out on this page it is cleared and the form opens again.
 */
export function SearchScreen() {
  const t = useSearchT();
  const { tm } = useI18n();
  const [note, setNote] = useState<string | undefined>();
  const [formOpen, setFormOpenState] = useState(false);
  // Mounted from its first opening on, so that closing it animates and keeps its chunk.
  const [formUsed, setFormUsed] = useState(false);
  const setFormOpen = useCallback((open: boolean) => {
    if (open) setFormUsed(true);
    setFormOpenState(open);
  }, []);

  const sessionEnded = useCallback(() => {
    setNote('HOTEL_SESSION_EXPIRED');
    setFormOpen(true);
  }, [setFormOpen]);
  const { session, start, clear } = useSearchSession(sessionEnded);
  // No live search on arrival: the form opens by itself.
  const [arrived] = useState(() => session === null);
  useEffect(() => {
    if (arrived) setFormOpen(true);
  }, [arrived, setFormOpen]);

  const { filters, setFilters } = useSearchFilters();
  const view = useMemo(
    () => ({ filterBy: filterByOf(filters), sortBy: sortByOf(filters) }),
    [filters],
  );
  const stay = useMemo(() => (session ? stayOfBooking(session.data) : null), [session]);
  const results = useHotelResults(stay, session?.traceId ?? null, view);

  // The server's session ended before the stored one (or was never there): start again.
  const expired = results.error instanceof ApiError && results.error.status === 410;
  useEffect(() => {
    if (!expired) return;
    clear();
    sessionEnded();
  }, [expired, clear, sessionEnded]);

  const newSearch = useNewHotelSearch();
  const search = async (values: SearchFormOutput) => {
    // A new place starts without filters; the chosen order stays.
    const fresh: SearchFilters = { ...NO_FILTERS, sort: filters.sort };
    const response = await newSearch.mutateAsync({
      stay: stayOf(values),
      view: { filterBy: filterByOf(fresh), sortBy: sortByOf(fresh) },
    });
    start(bookingDataOf(values), response.traceId);
    setFilters(() => fresh);
    setNote(undefined);
    setFormOpen(false);
  };

  const clearFilters = useCallback(
    () => setFilters((current) => ({ ...NO_FILTERS, sort: current.sort })),
    [setFilters],
  );

  return (
    <div className="space-y-4">
      {session && stay ? (
        <>
          <SearchHeaderSummary
            search={session.data}
            onOpenForm={() => setFormOpen(true)}
            onPrepareForm={prepareForm}
          />
          <SearchResultsLayout
            filters={filters}
            setFilters={setFilters}
            first={results.data?.pages[0]}
          >
            <SearchResultsList
              query={results}
              nights={hotelNights(stay.checkIn, stay.checkOut)}
              rooms={stay.occupancies.length}
              filtered={activeFilterCount(filters) > 0}
              onChangeSearch={() => setFormOpen(true)}
              onClearFilters={clearFilters}
            />
          </SearchResultsLayout>
        </>
      ) : (
        <Card className="flex flex-col items-center gap-2 py-12 text-center">
          <BedDouble size={40} aria-hidden="true" className="text-brand-600" />
          <h2 className="text-lg font-bold text-ink">{t('startTitle')}</h2>
          <p className="max-w-sm text-sm text-ink-muted">{t('startText')}</p>
          <Button
            className="mt-3"
            onClick={() => setFormOpen(true)}
            onPointerEnter={prepareForm}
            onFocus={prepareForm}
          >
            {t('searchHotels')}
          </Button>
        </Card>
      )}
      {formUsed && (
        <Suspense fallback={null}>
          <SearchFormModal
            open={formOpen}
            onOpenChange={setFormOpen}
            initial={session ? formOfBooking(session.data) : defaultSearchForm()}
            note={note ? tm(note) : undefined}
            onSearch={search}
          />
        </Suspense>
      )}
    </div>
  );
}
