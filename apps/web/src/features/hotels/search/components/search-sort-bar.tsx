import { HOTEL_SORTS, type HotelSort } from '@kosh/contract/hotels';
import { FilterGroup } from '@/components/ui/filter-group';
import { useSearchT } from '../../search-messages';

/**
 * Featured, Rating, Price (docs/product-2.md §2, §4): Featured is the supplier's own order, Rating the best
 * rated first, Price the cheapest first. One pressed button of three (aria-pressed).
 */
export function SearchSortBar({
  value,
  onChange,
}: {
  value: HotelSort;
  onChange: (sort: HotelSort) => void;
}) {
  const t = useSearchT();
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className="shrink-0 text-sm font-medium text-ink-muted">
        {t('sortBy')}
      </span>
      <div className="min-w-0 flex-1">
        <FilterGroup
          label={t('sortBy')}
          options={HOTEL_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          value={value}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
