import { useId } from 'react';
import { inputClass } from '@/components/ui/field';
import { toShortDate } from '@/lib/dates';

/**
 * A history list's from/to day: the phone's own date picker (yyyy-MM-dd), with the day shown as
 * dd-mm-yy beside its label as the spec's lists show their range (docs/product-1.md §2).
 */
export function DateField({
  label,
  value,
  onChange,
  max,
  invalid,
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  invalid: boolean;
  /** A history's range needs both days; a filter may leave one open. */
  required?: boolean;
}) {
  const id = useId();
  const short = toShortDate(value);
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span id={`${id}-short`} className="font-mono text-xs text-ink-muted">
          {short}
        </span>
      </div>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        required={required}
        aria-describedby={short ? `${id}-short` : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} min-h-12 ${invalid ? 'border-danger' : 'border-line focus:border-brand-500 focus:ring-brand-500/15'}`}
      />
    </div>
  );
}
