import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { isInputDate, supportsDateInput, todayInput } from '@/lib/dates';
import { defineMessages } from '@/lib/i18n/i18n';

const useDateRangeT = defineMessages(
  {
    from: 'From',
    to: 'To',
    search: 'Search',
    searching: 'Searching…',
    datePickerUnsupported: 'Date picker is not supported in your browser.',
    dateOrder: 'The from date must be on or before the to date.',
  },
  {
    from: 'से',
    to: 'तक',
    search: 'खोजें',
    searching: 'खोजा जा रहा है…',
    datePickerUnsupported: 'आपका ब्राउज़र तारीख चुनने की सुविधा नहीं देता।',
    dateOrder: '"से" तारीख, "तक" तारीख के बराबर या उससे पहले की हो।',
  },
);

export interface DateRange {
  /** yyyy-MM-dd, as the date inputs hold them. */
  from: string;
  to: string;
}

/**
 * A history list's filters (docs/product-1.md §2): from and to (dd-mm-yy shown, no later than today), the
 * list's own field, and Search. Search refuses a range that ends before it starts; otherwise it
 * hands over the filters, tidied by `prepare`.
 */
export function DateRangeFilterForm<Filters extends DateRange>({
  label,
  initial,
  searching,
  onSearch,
  prepare = (filters) => filters,
  rowClassName,
  children,
}: {
  /** Names the form for screen readers ("Find entries"). */
  label: string;
  initial: Filters;
  searching: boolean;
  onSearch: (filters: Filters) => void;
  prepare?: (filters: Filters) => Filters;
  /** The grid of the row that holds the list's own field and Search. */
  rowClassName: string;
  /** The list's own field, shown before Search, given the filters and how to change them. */
  children: (filters: Filters, set: (patch: Partial<Filters>) => void) => ReactNode;
}) {
  const t = useDateRangeT();
  const [filters, setFilters] = useState(initial);
  const [error, setError] = useState<string>();
  const [dateInputWorks] = useState(supportsDateInput);
  const today = todayInput();
  const set = (patch: Partial<Filters>) => {
    setError(undefined);
    setFilters((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInputDate(filters.from) || !isInputDate(filters.to) || filters.from > filters.to) {
      setError(t('dateOrder'));
      return;
    }
    onSearch(prepare(filters));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      {!dateInputWorks && <FormAlert message={t('datePickerUnsupported')} />}
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <DateField
          label={t('from')}
          value={filters.from}
          max={today}
          invalid={!!error}
          onChange={(from) => set({ from } as Partial<Filters>)}
        />
        <DateField
          label={t('to')}
          value={filters.to}
          max={today}
          invalid={!!error}
          onChange={(to) => set({ to } as Partial<Filters>)}
        />
      </div>
      <div className={rowClassName}>
        {children(filters, set)}
        <Button type="submit" disabled={searching} className="px-4">
          <Search size={18} aria-hidden="true" />
          {searching ? t('searching') : t('search')}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
