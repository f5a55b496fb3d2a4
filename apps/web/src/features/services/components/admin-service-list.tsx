import { clsx } from 'clsx';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminServiceCompany } from '@kosh/contract/catalogue';
import { LabelledSwitch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useUpdateService } from '../api/update-service';
import { CompanyLogo } from './company-logo';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex min-w-0 gap-1.5 text-sm">
      <dt className="shrink-0 text-ink-muted">{label}:</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function ServiceItem({
  company,
  onToggle,
  onEdit,
}: {
  company: AdminServiceCompany;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}) {
  const option = (label: string | null, placeholder: string | null) =>
    label ? (placeholder ? `${label} (“${placeholder}”)` : label) : null;
  const option1 = option(company.option1, company.option1Placeholder);
  const option2 = option(company.option2, company.option2Placeholder);
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-xl border bg-surface p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4',
        company.active ? 'border-line' : 'border-dashed border-line',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CompanyLogo
          src={company.logo}
          name={company.name}
          size={48}
          className={clsx(!company.active && 'opacity-50')}
        />
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-ink">{company.name}</p>
          <dl className="mt-1 space-y-0.5">
            <Detail label="Code">{company.code}</Detail>
            <Detail label="Service no. hint">{company.serviceNoHint}</Detail>
            {option1 && <Detail label="Option 1">{option1}</Detail>}
            {option2 && <Detail label="Option 2">{option2}</Detail>}
            <Detail label="Order">{String(company.sortOrder)}</Detail>
          </dl>
          {!company.active && (
            <span className="mt-1.5 inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted">
              Hidden from customers
            </span>
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line pt-2 sm:border-0 sm:pt-0">
        <LabelledSwitch
          checked={company.active}
          onCheckedChange={onToggle}
          label={`Active: ${company.name}`}
        >
          Active
        </LabelledSwitch>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${company.name}`}
          className="flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Pencil size={18} aria-hidden="true" />
          Edit
        </button>
      </div>
    </li>
  );
}

/** A category's companies as cards: logo, code, name, hints, the active switch and Edit. */
export function AdminServiceList({
  companies,
  categoryLabel,
  onEdit,
}: {
  companies: AdminServiceCompany[];
  categoryLabel: string;
  onEdit: (company: AdminServiceCompany) => void;
}) {
  const update = useUpdateService();
  const showApiError = useShowApiError();

  const toggle = (company: AdminServiceCompany, active: boolean) =>
    update.mutate(
      { company, patch: { active } },
      {
        onSuccess: () =>
          toast.success(
            active
              ? `“${company.name}” is shown to customers.`
              : `“${company.name}” is hidden from customers.`,
          ),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          showApiError(error, { fallback: 'The change could not be saved.' });
        },
      },
    );

  if (companies.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
        No companies in {categoryLabel} yet.
      </p>
    );
  }
  return (
    <ul aria-label={`${categoryLabel} companies`} className="space-y-3">
      {companies.map((company) => (
        <ServiceItem
          key={company.id}
          company={company}
          onToggle={(active) => toggle(company, active)}
          onEdit={() => onEdit(company)}
        />
      ))}
    </ul>
  );
}

export function AdminServiceListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex h-28 animate-pulse gap-3 rounded-xl bg-surface p-4">
          <span className="h-12 w-12 rounded-lg bg-canvas" />
          <span className="h-4 w-1/2 rounded bg-canvas" />
        </li>
      ))}
    </ul>
  );
}
