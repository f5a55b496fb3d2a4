import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { HOTEL_MOBILE_BREAKPOINT_PX, type SearchHotelResponse } from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { counted, useSearchT } from '../../search-messages';
import { activeFilterCount, type SearchFilters } from '../../utils/search-filters';
import { SearchFiltersPanel } from './search-filters-panel';
import { SearchSortBar } from './search-sort-bar';

const WIDE = `(min-width: ${HOTEL_MOBILE_BREAKPOINT_PX + 1}px)`;

/**
 * Filters beside the results on a wide screen; at 991 px and below, a Filters button (with how
 * many are on) that shows and hides them above the results (docs/product-2.md §2, §9).
 */
export function SearchResultsLayout({
  filters,
  setFilters,
  first,
  children,
}: {
  filters: SearchFilters;
  setFilters: (change: (current: SearchFilters) => SearchFilters) => void;
  /** The first page of the results on screen: the counts beside the filters, the total. */
  first: SearchHotelResponse | undefined;
  children: ReactNode;
}) {
  const t = useSearchT();
  const wide = useMediaQuery(WIDE);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  // A search that found nothing at all has nothing to filter or sort.
  if (first && first.totalCount === 0 && active === 0) {
    return <section aria-label={t('results')}>{children}</section>;
  }
  const panel = (
    <SearchFiltersPanel
      id={panelId}
      filters={filters}
      counts={first?.filterCounts}
      onChange={setFilters}
    />
  );
  const sortBar = (
    <SearchSortBar
      value={filters.sort}
      onChange={(sort) => setFilters((current) => ({ ...current, sort }))}
    />
  );

  if (wide) {
    return (
      <div className="grid grid-cols-[17rem_minmax(0,1fr)] items-start gap-6">
        <aside className="sticky top-20 max-h-[calc(100dvh-10rem)] overflow-y-auto overscroll-contain rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)]">
          {panel}
        </aside>
        <section aria-label={t('results')} className="space-y-4">
          {sortBar}
          {children}
        </section>
      </div>
    );
  }
  return (
    <section aria-label={t('results')} className="space-y-4">
      <Button
        variant="secondary"
        block
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {active > 0 ? t('filtersCount', { n: active }) : t('filters')}
      </Button>
      <div
        hidden={!panelOpen}
        className="space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
      >
        {panel}
        {/* The panel is long on a phone: this closes it onto the list it has narrowed. */}
        <Button block onClick={() => setPanelOpen(false)}>
          {t('showResults', { count: counted(t, 'count', first?.totalCount ?? 0) })}
        </Button>
      </div>
      {sortBar}
      {children}
    </section>
  );
}
