import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker), styled and wired like Field. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  value,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            inputClass,
            'appearance-none pr-12',
            value === '' && 'text-ink-muted',
            error
              ? 'border-danger focus:border-danger focus:ring-danger/15'
              : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
          )}
          {...select}
        >
          <option value="" disabled className="text-ink-muted">
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-ink">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={20}
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-4 my-auto text-ink-muted"
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
