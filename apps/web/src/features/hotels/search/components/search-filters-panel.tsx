import { useEffect, useId, useState } from 'react';
import {
  HOTEL_REVIEW_RATINGS,
  type HotelFilterCounts,
  type HotelReviewRating,
} from '@kosh/contract/hotels';
import { Field } from '@/components/ui/field';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { formatCount, useSearchT } from '../../search-messages';
import {
  NO_FILTERS,
  POPULAR_FILTERS,
  activeFilterCount,
  type PopularFilter,
  type SearchFilters,
} from '../../utils/search-filters';

/** Typing in the name box waits for a pause before the list is asked again. */
const NAME_DEBOUNCE_MS = 300;

const POPULAR_COUNT: Record<PopularFilter, keyof HotelFilterCounts> = {
  choice: 'choice',
  freeCancellation: 'freeCancellation',
  breakfast: 'breakfast',
  wifi: 'wifi',
};
const RATING_COUNT: Record<HotelReviewRating, keyof HotelFilterCounts> = {
  4.5: 'rating45',
  4: 'rating4',
  3.5: 'rating35',
};

/**
 * The filters (docs/product-2.md §2, §5): hotel name (contains, any case), Popular, Customer Ratings. The
 * counts beside them are the search's, before any filter. The ratings are exclusive: ticking one
 * unticks the others.
 */
export function SearchFiltersPanel({
  filters,
  counts,
  onChange,
  id,
}: {
  filters: SearchFilters;
  counts: HotelFilterCounts | undefined;
  onChange: (change: (current: SearchFilters) => SearchFilters) => void;
  id?: string;
}) {
  const t = useSearchT();
  const headingId = useId();

  const [name, setName] = useState(filters.hotelName);
  const [applied, setApplied] = useState(filters.hotelName);
  if (applied !== filters.hotelName) {
    // Changed from elsewhere (Clear filters, Back): the box follows.
    setApplied(filters.hotelName);
    setName(filters.hotelName);
  }
  const settledName = useDebouncedValue(name, NAME_DEBOUNCE_MS);
  useEffect(() => {
    if (settledName.trim() === filters.hotelName.trim()) return;
    setApplied(settledName);
    onChange((current) => ({ ...current, hotelName: settledName }));
  }, [settledName, filters.hotelName, onChange]);

  const togglePopular = (filter: PopularFilter, on: boolean) =>
    onChange((current) => ({
      ...current,
      popular: on
        ? POPULAR_FILTERS.filter((f) => f === filter || current.popular.includes(f))
        : current.popular.filter((f) => f !== filter),
    }));

  const toggleRating = (rating: HotelReviewRating, on: boolean) =>
    onChange((current) => ({ ...current, reviewRating: on ? rating : null }));

  const count = (key: keyof HotelFilterCounts) => (counts ? formatCount(counts[key]) : undefined);

  return (
    <section id={id} aria-labelledby={headingId} className="space-y-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {t('filters')}
        </h2>
        {activeFilterCount(filters) > 0 && (
          <button
            type="button"
            onClick={() => {
              setName('');
              onChange((current) => ({ ...NO_FILTERS, sort: current.sort }));
            }}
            className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('clearFilters')}
          </button>
        )}
      </div>
      <Field
        type="search"
        label={t('hotelName')}
        placeholder={t('hotelNamePlaceholder')}
        value={name}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setName(event.target.value)}
      />
      <CheckGroup legend={t('popular')}>
        {POPULAR_FILTERS.map((filter) => (
          <Check
            key={filter}
            label={t(`popular.${filter}`)}
            count={count(POPULAR_COUNT[filter])}
            checked={filters.popular.includes(filter)}
            onChange={(on) => togglePopular(filter, on)}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t('customerRatings')}>
        {HOTEL_REVIEW_RATINGS.map((rating) => (
          <Check
            key={rating}
            label={t(`rating.${rating}`)}
            count={count(RATING_COUNT[rating])}
            checked={filters.reviewRating === rating}
            onChange={(on) => toggleRating(rating, on)}
          />
        ))}
      </CheckGroup>
    </section>
  );
}

function CheckGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {legend}
      </legend>
      <div className="divide-y divide-line/60">{children}</div>
    </fieldset>
  );
}

function Check({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand-600"
      />
      <label
        htmlFor={id}
        className="flex min-h-12 flex-1 cursor-pointer items-center gap-2 text-ink"
      >
        <span className="flex-1">{label}</span>
        {count && <span className="text-sm tabular-nums text-ink-muted">({count})</span>}
      </label>
    </div>
  );
}
