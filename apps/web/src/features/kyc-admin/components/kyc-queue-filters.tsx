import { useState, type FormEvent } from 'react';
import { ADMIN_KYC_FILTERS, type AdminKycFilter } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FilterGroup } from '@/components/ui/filter-group';
import { FormAlert } from '@/components/ui/form-alert';
import { isInputDate, todayInput } from '@/lib/dates';
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
  const today = todayInput();
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
        <DateField
          label={t('from')}
          value={range.from}
          max={today}
          invalid={!!error}
          required={false}
          onChange={(from) => set({ from })}
        />
        <DateField
          label={t('to')}
          value={range.to}
          max={today}
          invalid={!!error}
          required={false}
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
