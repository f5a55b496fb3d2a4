import type { DateRange } from '@/components/ui/date-range-filter';
import { SelectField } from '@/components/ui/select-field';
import type { SearchedListFilters } from '@/components/list/searched-list';
import type { WalletRequestStatus } from '../api/get-wallet-requests';
import { useWalletT } from '../messages';

export interface WalletRequestFilters extends DateRange {
  status: WalletRequestStatus;
}

const STATUSES: WalletRequestStatus[] = ['0', '1', '2', 'All'];

/** Beside from and to (dd-mm-yy shown): the status (docs/product-1.md §2 'All Wallet Requests'). */
export const walletRequestFilters: SearchedListFilters<WalletRequestFilters> = {
  rowClassName: 'grid grid-cols-[1fr_auto] items-end gap-3',
  children: (filters, set) => (
    <StatusField value={filters.status} onChange={(status) => set({ status })} />
  ),
};

function StatusField({
  value,
  onChange,
}: {
  value: WalletRequestStatus;
  onChange: (status: WalletRequestStatus) => void;
}) {
  const t = useWalletT();
  return (
    <SelectField
      label={t('status')}
      options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={(event) => onChange(event.target.value as WalletRequestStatus)}
    />
  );
}
