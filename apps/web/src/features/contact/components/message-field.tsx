import { clsx } from 'clsx';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  /** Shown under the box while there is no error (the character count). */
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line box, drawn and wired like the app's single-line fields. */
export function MessageField({
  label,
  error,
  hint,
  className,
  ref,
  ...textarea
}: MessageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        className={clsx(
          inputClass,
          'min-h-36 resize-y leading-6',
          error
            ? 'border-danger focus:border-danger focus:ring-danger/15'
            : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
        )}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-right text-xs text-ink-muted tabular-nums">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
