import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { isInputDate, supportsDateInput, toInputDate } from '@/lib/dates';
import { useHistoryT } from '../messages';

export interface HistoryFilters {
  /** yyyy-MM-dd, as the date inputs hold them. */
  from: string;
  to: string;
  /** Matches the number, the recharge id or the operator; empty for everything. */
  search: string;
}

export const SEARCH_MAX_LENGTH = 50;

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
  const [filters, setFilters] = useState(initial);
  const [error, setError] = useState<string>();
  const [dateInputWorks] = useState(supportsDateInput);
  const today = toInputDate(new Date());
  const set = (patch: Partial<HistoryFilters>) => {
    setError(undefined);
    setFilters((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInputDate(filters.from) || !isInputDate(filters.to) || filters.from > filters.to) {
      setError(t('dateOrder'));
      return;
    }
    onSearch({ ...filters, search: filters.search.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('filtersLabel')} className="space-y-4">
      {!dateInputWorks && <FormAlert message={t('datePickerUnsupported')} />}
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <DateField
          label={t('from')}
          value={filters.from}
          max={today}
          invalid={!!error}
          onChange={(from) => set({ from })}
        />
        <DateField
          label={t('to')}
          value={filters.to}
          max={today}
          invalid={!!error}
          onChange={(to) => set({ to })}
        />
      </div>
      <div className="grid grid-cols-1 items-end gap-3 min-[480px]:grid-cols-[1fr_auto]">
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
        <Button type="submit" disabled={searching} className="px-4">
          <Search size={18} aria-hidden="true" />
          {searching ? t('searching') : t('search')}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
