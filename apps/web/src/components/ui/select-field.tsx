import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldTone, inputClass } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Shown (and not choosable) while nothing is chosen; omit when a value is always set. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  invalid?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker), styled and wired like Field. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  invalid,
  hint,
  value,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const { tm } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error && tm(error)} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          value={value}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClass,
            'appearance-none pr-12',
            value === '' && 'text-ink-muted',
            fieldTone(Boolean(error || invalid)),
          )}
          {...select}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
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
    </FieldFrame>
  );
}
