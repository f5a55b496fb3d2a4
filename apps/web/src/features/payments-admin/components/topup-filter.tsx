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
    <div role="group" aria-label="Show top-ups" className="flex flex-wrap gap-2">
      {TOPUP_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
