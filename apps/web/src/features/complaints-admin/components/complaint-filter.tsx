import { FilterGroup } from '@/components/ui/filter-group';
import type { ComplaintFilter } from '../api/get-admin-complaints';

export const COMPLAINT_FILTERS: { value: ComplaintFilter; label: string }[] = [
  { value: 'Open', label: 'Open' },
  { value: 'In progress', label: 'In progress' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** Which complaints to show: open (the default: the ones waiting for an answer), …, all. */
export function ComplaintStatusFilter({
  value,
  onChange,
}: {
  value: ComplaintFilter;
  onChange: (value: ComplaintFilter) => void;
}) {
  return (
    <FilterGroup
      label="Show complaints"
      options={COMPLAINT_FILTERS}
      value={value}
      onChange={onChange}
    />
  );
}
