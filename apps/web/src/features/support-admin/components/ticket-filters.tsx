import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { AdminCategory, SupportAdmin, TicketFilters } from '../api/tickets';
import { useSupportAdminT } from '../messages';

/** Status, category, assignee, 'Waiting for us' and a search, kept in the page's URL. */
export function TicketFiltersBar({
  filters,
  categories,
  admins,
  onChange,
}: {
  filters: TicketFilters;
  categories: readonly AdminCategory[];
  admins: readonly SupportAdmin[];
  onChange: (next: Partial<TicketFilters>) => void;
}) {
  const t = useSupportAdminT();
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search, page: 1 });
  };
  return (
    <div className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('status')}
          value={filters.status}
          options={(['open', 'closed', 'all'] as const).map((value) => ({
            value,
            label: t(`status.${value}`),
          }))}
          onChange={(event) =>
            onChange({ status: event.target.value as TicketFilters['status'], page: 1 })
          }
        />
        <SelectField
          label={t('category')}
          value={filters.category}
          options={[
            { value: '', label: t('anyCategory') },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={(event) => onChange({ category: event.target.value, page: 1 })}
        />
        <SelectField
          label={t('assignee')}
          value={filters.assignee}
          options={[
            { value: '', label: t('anyone') },
            { value: 'me', label: t('me') },
            { value: 'none', label: t('unassigned') },
            ...admins.map((a) => ({ value: a.userId, label: a.name })),
          ]}
          onChange={(event) => onChange({ assignee: event.target.value, page: 1 })}
        />
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" role="search">
        <Field
          label={t('search')}
          hint={t('searchHint')}
          className="min-w-0 flex-1 basis-60"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('searchButton')}
        </Button>
      </form>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={filters.waiting}
          onChange={(event) => onChange({ waiting: event.target.checked, page: 1 })}
        />
        {t('waitingOnly')}
      </label>
    </div>
  );
}
