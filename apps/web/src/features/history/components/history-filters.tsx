import { DateRangeFilterForm, type DateRange } from '@/components/ui/date-range-filter';
import { Field } from '@/components/ui/field';
import { useHistoryT } from '../messages';

export interface HistoryFilters extends DateRange {
  /** Matches the number, the recharge id or the operator; empty for everything. */
  search: string;
}

export const SEARCH_MAX_LENGTH = 50;

const trimSearch = (filters: HistoryFilters) => ({ ...filters, search: filters.search.trim() });

/** From, to (dd-mm-yy shown), an optional search and Search (spec/01 §2 'Balance History'). */
export function HistoryFiltersForm({
  initial,
  searching,
  onSearch,
}: {
  initial: HistoryFilters;
  searching: boolean;
  onSearch: (filters: HistoryFilters) => void;
}) {
  const t = useHistoryT();
  return (
    <DateRangeFilterForm
      label={t('filtersLabel')}
      initial={initial}
      searching={searching}
      onSearch={onSearch}
      prepare={trimSearch}
      rowClassName="grid grid-cols-1 items-end gap-3 min-[480px]:grid-cols-[1fr_auto]"
    >
      {(filters, set) => (
        <Field
          label={t('searchText')}
          type="search"
          value={filters.search}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => set({ search: event.target.value })}
        />
      )}
    </DateRangeFilterForm>
  );
}
