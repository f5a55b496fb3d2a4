import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import type { WalletRequestStatus } from '../api/get-wallet-requests';
import { useWalletT } from '../messages';
import { isInputDate, supportsDateInput, toInputDate } from '@/lib/dates';
import { SelectField } from '@/components/ui/select-field';

export interface WalletRequestFilters {
  /** yyyy-MM-dd, as the date inputs hold them. */
  from: string;
  to: string;
  status: WalletRequestStatus;
}

const STATUSES: WalletRequestStatus[] = ['0', '1', '2', 'All'];

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
