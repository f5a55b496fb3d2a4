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
    <div
      role="group"
      aria-label="Show complaints"
      className="flex gap-1 rounded-full border border-line bg-surface p-1 sm:inline-flex"
    >
      {COMPLAINT_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className="min-h-11 flex-auto whitespace-nowrap rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-brand-600 aria-pressed:text-white sm:px-5"
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
