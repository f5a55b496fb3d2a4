import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { FieldFrame } from '@/components/ui/field';

/** The images an upload of Kosh takes (the server checks them again by content). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A labelled native file input for a photo (the phone offers its camera), then its hint, or its
 * error in its place. What was chosen shows under the input, so the customer sees it is the right
 * one before sending it: a thumbnail and a line about the file (`chosen`), or the picture itself
 * in the shape it will be cut to (`previewClassName`).
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
  previewClassName,
}: {
  label: string;
  hint: string;
  /** In the reader's language. */
  error?: string;
  /** Marks it invalid while the form says why elsewhere. */
  invalid?: boolean;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The line about the file chosen ("Chosen: slip.png (120 KB)"), beside a thumbnail. */
  chosen?: (file: File) => string;
  /** The large preview's shape, the size the image will be cut to (in place of `chosen`). */
  previewClassName?: string;
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
    <FieldFrame id={id} label={label} hint={hint} error={error}>
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
      {previewClassName
        ? preview && (
            <img
              src={preview}
              alt="Preview of the chosen image"
              className={clsx('rounded-lg bg-canvas object-cover', previewClassName)}
            />
          )
        : value &&
          chosen && (
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
    </FieldFrame>
  );
}
