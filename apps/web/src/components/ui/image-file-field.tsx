import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type Ref } from 'react';

/** The images an upload of Kosh takes (the server checks them again by content). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A labelled native file input for a photo (the phone offers its camera), with a thumbnail and a
 * line about the file chosen, so the customer sees it is the right one before sending it; then
 * its hint, or its error in its place.
 */
export function ImageFileField({
  label,
  hint,
  error,
  invalid,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  chosen,
}: {
  label: string;
  hint: string;
  /** In the reader's language. */
  error?: string;
  /** Marks it invalid while the form says why elsewhere. */
  invalid?: boolean;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The line about the file chosen ("Chosen: slip.png (120 KB)"). */
  chosen: (file: File) => string;
}) {
  const id = useId();
  const own = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // A reset form (null) must empty the native input too: it cannot be controlled.
  useEffect(() => {
    if (!value && own.current) own.current.value = '';
    if (!value || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(value.type)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={(node) => {
          own.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        id={id}
        name={name}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error || invalid ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        className={clsx(
          'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:bg-canvas disabled:file:cursor-not-allowed',
          error || invalid ? 'border-danger' : 'border-line',
        )}
      />
      {value && (
        <div className="flex items-center gap-3 rounded-xl bg-canvas p-2">
          {preview && (
            <img
              src={preview}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded-lg bg-surface object-cover"
            />
          )}
          <p className="min-w-0 break-all text-sm text-ink">{chosen(value)}</p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
