import { clsx } from 'clsx';
import { useEffect, useId, useState, type Ref } from 'react';
import { useI18n } from '@/lib/i18n/i18n';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A chosen file's preview URL, released when the file changes or the field goes away. */
function usePreviewUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A labelled native file input for an image, with a preview and its hint or error. */
export function ImageFileField({
  label,
  hint,
  error,
  value,
  onChange,
  previewClassName,
  inputRef,
}: {
  label: string;
  hint: string;
  error?: string;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** The preview's shape: the size the image will be cut to. */
  previewClassName: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { tm } = useI18n();
  const id = useId();
  const preview = usePreviewUrl(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={clsx(
          'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {preview && (
        <img
          src={preview}
          alt="Preview of the chosen image"
          className={clsx('rounded-lg bg-canvas object-cover', previewClassName)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {tm(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
