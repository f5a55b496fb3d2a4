import type { DateRange } from '@/components/ui/date-range-filter';
import { Field } from '@/components/ui/field';
import type { SearchedListFilters } from '@/components/list/searched-list';
import { useHistoryT } from '../messages';

export interface HistoryFilters extends DateRange {
  /** Matches the number, the recharge id or the operator; empty for everything. */
  search: string;
}

export const SEARCH_MAX_LENGTH = 50;

const trimSearch = (filters: HistoryFilters) => ({ ...filters, search: filters.search.trim() });

/** Beside from and to (dd-mm-yy shown): an optional search (docs/product-1.md §2 'Balance History'). */
export const historyFilters: SearchedListFilters<HistoryFilters> = {
  prepare: trimSearch,
  rowClassName: 'grid grid-cols-1 items-end gap-3 min-[480px]:grid-cols-[1fr_auto]',
  children: (filters, set) => (
    <SearchField value={filters.search} onChange={(search) => set({ search })} />
  ),
};

function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useHistoryT();
  return (
    <Field
      label={t('searchText')}
      type="search"
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
