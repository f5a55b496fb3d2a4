import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string;
  /** Shown under the box at the right, beside any error: a character count. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, styled and wired like Field. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          inputClass,
          'min-h-32 resize-y',
          error
            ? 'border-danger focus:border-danger focus:ring-danger/15'
            : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
        )}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={errorId} className="min-w-0 flex-1 text-sm font-medium text-danger">
          {error}
        </p>
        {hint && (
          <p id={hintId} className="shrink-0 text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
