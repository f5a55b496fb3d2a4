import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_KYC_FILTERS, type AdminKycFilter } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { FilterGroup } from '@/components/ui/filter-group';
import { FormAlert } from '@/components/ui/form-alert';
import { isInputDate, toInputDate } from '@/lib/dates';
import type { KycQueueFilters } from '../api/get-kyc-queue';
import { useKycAdminT } from '../messages';

/** Pending (the default: the desk's work), Approved, Rejected, All. */
export function KycStatusFilter({
  value,
  onChange,
}: {
  value: AdminKycFilter;
  onChange: (value: AdminKycFilter) => void;
}) {
  const t = useKycAdminT();
  return (
    <FilterGroup
      label={t('showCustomers')}
      options={ADMIN_KYC_FILTERS.map((filter) => ({ value: filter, label: t(`filter.${filter}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

function OptionalDate({
  label,
  value,
  onChange,
  max,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          inputClass,
          'min-h-12',
          invalid ? 'border-danger' : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
        )}
      />
    </div>
  );
}

/**
 * When the customers submitted: either bound may be left empty (a queue has no natural start).
 * The range applies on Apply dates, so a half-typed date never refetches the list.
 */
export function KycDateFilter({
  filters,
  onApply,
}: {
  filters: KycQueueFilters;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const t = useKycAdminT();
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const [error, setError] = useState<string>();
  const today = toInputDate(new Date());
  const set = (patch: Partial<typeof range>) => {
    setError(undefined);
    setRange((current) => ({ ...current, ...patch }));
  };
  const bad = (value: string) => value !== '' && !isInputDate(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bad(range.from) || bad(range.to) || (range.from && range.to && range.from > range.to)) {
      setError(t('dateOrder'));
      return;
    }
    onApply(range);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('datesLabel')} className="space-y-3">
      <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <legend className="col-span-2 mb-2 text-sm font-semibold text-ink">
          {t('datesLabel')}
        </legend>
        <OptionalDate
          label={t('from')}
          value={range.from}
          max={today}
          invalid={!!error}
          onChange={(from) => set({ from })}
        />
        <OptionalDate
          label={t('to')}
          value={range.to}
          max={today}
          invalid={!!error}
          onChange={(to) => set({ to })}
        />
        <Button type="submit" variant="secondary" className="px-4">
          {t('apply')}
        </Button>
        {(filters.from || filters.to || range.from || range.to) && (
          <Button
            variant="ghost"
            className="px-4"
            onClick={() => {
              setRange({ from: '', to: '' });
              setError(undefined);
              onApply({ from: '', to: '' });
            }}
          >
            {t('clearDates')}
          </Button>
        )}
      </fieldset>
      <FormAlert message={error} />
    </form>
  );
}
