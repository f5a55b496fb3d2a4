import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { ListParams } from '../api/transfers-admin-api';

/** The filter fields a list offers; `status` only when `statuses` is given. */
export interface ListFiltersProps {
  /** Names the form for screen readers ("Filter payouts"). */
  label: string;
  values: ListParams;
  statuses?: readonly { value: string; label: string }[];
  /** What the search box matches, said under it. */
  searchHint: string;
  /** Payouts: a "stuck only" switch. */
  stuckOption?: boolean;
  onApply: (values: ListParams) => void;
}

const FIELDS = ['status', 'from', 'to', 'minAmount', 'maxAmount', 'q', 'stuck'] as const;

/**
 * A list's filters: status, days (India's), amounts in rupees and a search, applied together (the
 * address keeps them, so a filtered list can be shared with a colleague).
 */
export function ListFilters({
  label,
  values,
  statuses,
  searchHint,
  stuckOption,
  onApply,
}: ListFiltersProps) {
  const [draft, setDraft] = useState<ListParams>(values);
  const set = (name: string) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(FIELDS.map((f) => [f, (draft[f] ?? '').trim()])));
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="space-y-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {statuses && (
          <SelectField
            label="Status"
            options={[{ value: '', label: 'Any status' }, ...statuses]}
            value={draft.status ?? ''}
            onChange={(e) => set('status')(e.target.value)}
          />
        )}
        <Field
          label="Search"
          hint={searchHint}
          value={draft.q ?? ''}
          maxLength={60}
          onChange={(e) => set('q')(e.target.value)}
        />
        <Field
          label="From (day)"
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => set('from')(e.target.value)}
        />
        <Field
          label="To (day)"
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => set('to')(e.target.value)}
        />
        <Field
          label="Smallest amount (₹)"
          inputMode="decimal"
          value={draft.minAmount ?? ''}
          onChange={(e) => set('minAmount')(e.target.value)}
        />
        <Field
          label="Largest amount (₹)"
          inputMode="decimal"
          value={draft.maxAmount ?? ''}
          onChange={(e) => set('maxAmount')(e.target.value)}
        />
      </div>
      {stuckOption && (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={draft.stuck === 'true'}
            onChange={(e) => set('stuck')(e.target.checked ? 'true' : '')}
          />
          Only stuck payouts (not final after 15 minutes), oldest first
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
