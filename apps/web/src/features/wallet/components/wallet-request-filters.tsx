import { DateRangeFilterForm, type DateRange } from '@/components/ui/date-range-filter';
import { SelectField } from '@/components/ui/select-field';
import type { WalletRequestStatus } from '../api/get-wallet-requests';
import { useWalletT } from '../messages';

export interface WalletRequestFilters extends DateRange {
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
  return (
    <DateRangeFilterForm
      label={t('filtersLabel')}
      initial={initial}
      searching={searching}
      onSearch={onSearch}
      rowClassName="grid grid-cols-[1fr_auto] items-end gap-3"
    >
      {(filters, set) => (
        <SelectField
          label={t('status')}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as WalletRequestStatus })}
        />
      )}
    </DateRangeFilterForm>
  );
}
