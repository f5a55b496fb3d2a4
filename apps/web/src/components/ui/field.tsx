import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { InputKind } from '@/components/ui/input-kinds';
import { useI18n } from '@/lib/i18n/i18n';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  /** Marks the field invalid without a message of its own (the form shows one for all). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Something drawn at the right edge inside the input (a toggle, a unit). */
  trailing?: ReactNode;
  /** Something drawn at the left edge inside the input (a +91 prefix). */
  leading?: ReactNode;
}

export const inputClass =
  'block w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors focus:outline-none focus:ring-4 disabled:bg-canvas disabled:text-ink-muted';

/** A field's box border and focus ring: red while it is invalid. */
export const fieldTone = (invalid: boolean) =>
  invalid
    ? 'border-danger focus:border-danger focus:ring-danger/15'
    : 'border-line focus:border-brand-500 focus:ring-brand-500/15';

/**
 * A field's label above its control (`id`), and under it its hint or, in the hint's place, its
 * error (already in the reader's language), as `${id}-hint` and `${id}-error` for aria-describedby.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and error wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, invalid, hint, trailing, leading, className, ...input },
  ref,
) {
  const id = useId();
  const { tm } = useI18n();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error && tm(error)} className={className}>
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-base text-ink-muted">
            {leading}
          </span>
        )}
        <input
          ref={ref}
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClass,
            fieldTone(Boolean(error || invalid)),
            leading && 'pl-14',
            trailing && 'pr-14',
          )}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
    </FieldFrame>
  );
});

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with the spec's show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useI18n();
    return (
      <Field
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
            aria-pressed={visible}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
          >
            <EyeIcon open={!visible} />
          </button>
        }
        {...props}
      />
    );
  },
);

/** A Field that takes its attributes from an InputKind and gives back only the text it accepts. */
export interface KindFieldProps extends Omit<
  FieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'leading'
> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A Field of one kind: its attributes spread on, and keystrokes its filter refuses dropped. */
export function KindField({
  kind: { filter, ...attributes },
  value,
  onChange,
  ...props
}: KindFieldProps & { kind: InputKind }) {
  return (
    <Field
      {...attributes}
      value={value}
      onChange={(event) => {
        const accepted = filter(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      {...props}
    />
  );
}
