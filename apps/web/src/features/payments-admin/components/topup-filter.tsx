import { FilterGroup } from '@/components/ui/filter-group';
import type { TopupFilter } from '../api/get-admin-topups';

export const TOPUP_FILTERS: { value: TopupFilter; label: string; empty: string }[] = [
  { value: 'refund_due', label: 'Refund due', empty: 'No refund is waiting' },
  { value: 'refunded', label: 'Refunded', empty: 'No top-up has been refunded' },
  { value: 'paid', label: 'Credited', empty: 'No top-up has been credited' },
  { value: 'created', label: 'Awaiting payment', empty: 'No top-up is awaiting payment' },
  { value: 'all', label: 'All', empty: 'No online top-ups yet' },
];

/** Which top-ups to show: refund due (the default: the ones that may need a hand), …, all. */
export function TopupStatusFilter({
  value,
  onChange,
}: {
  value: TopupFilter;
  onChange: (value: TopupFilter) => void;
}) {
  return (
    <FilterGroup
      label="Show top-ups"
      options={TOPUP_FILTERS}
      value={value}
      onChange={onChange}
      look="chips"
    />
  );
}
