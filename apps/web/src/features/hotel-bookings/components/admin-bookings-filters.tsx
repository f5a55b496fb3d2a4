import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { HOTEL_BOOKING_STATUSES } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FilterGroup } from '@/components/ui/filter-group';
import type { AdminBookingsFilters } from '../api/get-admin-bookings';
import { useAdminBookingsT } from '../admin-messages';

/** What the server searches in at most (adminHotelBookingsQuerySchema's q). */
const SEARCH_MAX = 60;

export const ADMIN_STATUS_FILTERS = ['all', ...HOTEL_BOOKING_STATUSES] as const;

/** Which bookings: a status (or all) and a search; either change goes back to page 1. */
export function AdminBookingsFiltersBar({
  filters,
  onChange,
}: {
  filters: AdminBookingsFilters;
  onChange: (next: Partial<AdminBookingsFilters>) => void;
}) {
  const t = useAdminBookingsT();
  const [q, setQ] = useState(filters.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim(), page: 1 });
  };

  return (
    <div className="space-y-4">
      <FilterGroup
        label={t('statusFilter')}
        look="chips"
        value={filters.status}
        onChange={(status) => onChange({ status, page: 1 })}
        options={ADMIN_STATUS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
      />
      <form
        role="search"
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-end"
      >
        <Field
          label={t('searchLabel')}
          hint={t('searchHint')}
          type="search"
          value={q}
          maxLength={SEARCH_MAX}
          onChange={(event) => setQ(event.target.value)}
          className="flex-1"
          autoComplete="off"
        />
        <div className="flex gap-3 sm:mb-7">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search size={18} aria-hidden="true" />
            {t('search')}
          </Button>
          {filters.q && (
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => {
                setQ('');
                onChange({ q: '', page: 1 });
              }}
            >
              {t('clear')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
