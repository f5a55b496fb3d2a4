import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import type { WalletRequestStatus } from '../api/get-wallet-requests';
import { useWalletT } from '../messages';
import { isInputDate, supportsDateInput, toInputDate, toShortDate } from '../utils/dates';
import { SelectField } from '@/components/ui/select-field';

export interface WalletRequestFilters {
  /** yyyy-MM-dd, as the date inputs hold them. */
  from: string;
  to: string;
  status: WalletRequestStatus;
}

const STATUSES: WalletRequestStatus[] = ['0', '1', '2', 'All'];

function DateField({
  label,
  value,
  onChange,
  max,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  invalid: boolean;
}) {
  const id = useId();
  const short = toShortDate(value);
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {/* The spec shows the range as dd-mm-yy beside the phone's own picker. */}
        <span id={`${id}-short`} className="font-mono text-xs text-ink-muted">
          {short}
        </span>
      </div>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        required
        aria-describedby={short ? `${id}-short` : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} min-h-12 ${invalid ? 'border-danger' : 'border-line focus:border-brand-500 focus:ring-brand-500/15'}`}
      />
    </div>
  );
}

/** From, to (dd-mm-yy shown), status and Search (spec/01 §2 'All Wallet Requests'). */
export function WalletRequestFiltersForm({
  initial,
  searching,
  onSearch,
}: {
  initial: WalletRequestFilters;
  searching: boolean;
  onSearch: (filters: WalletRequestFilters) => void;
}) {
  const t = useWalletT();
  const [filters, setFilters] = useState(initial);
  const [error, setError] = useState<string>();
  const [dateInputWorks] = useState(supportsDateInput);
  const today = toInputDate(new Date());
  const set = (patch: Partial<WalletRequestFilters>) => {
    setError(undefined);
    setFilters((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInputDate(filters.from) || !isInputDate(filters.to) || filters.from > filters.to) {
      setError(t('dateOrder'));
      return;
    }
    onSearch(filters);
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
      <div className="grid grid-cols-[1fr_auto] items-end gap-3">
        <SelectField
          label={t('status')}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as WalletRequestStatus })}
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
