import { clsx } from 'clsx';
import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldTone, inputClass } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Under the box while there is no error: how many characters are left, say. */
  note: string;
  /** Shown in place of the note. */
  error?: string;
  /** Marks the box invalid while the form shows the message elsewhere. */
  invalid?: boolean;
}

/** A labelled multi-line box with a note under it that turns into its error. */
export function TextAreaField({ label, note, error, invalid, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const { tm } = useI18n();
  const bad = Boolean(error || invalid);
  return (
    <FieldFrame id={id} label={label}>
      <textarea
        id={id}
        aria-invalid={bad ? true : undefined}
        aria-describedby={`${id}-note`}
        className={clsx(inputClass, 'resize-y', fieldTone(bad))}
        {...textarea}
      />
      <p
        id={`${id}-note`}
        className={clsx('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}
      >
        {error ? tm(error) : note}
      </p>
    </FieldFrame>
  );
}
