import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatFileSize } from '@/lib/money';
import { useKycT } from '../messages';
import { KYC_IMAGE_TYPES } from '../utils/forms';

/**
 * A document photo of a KYC form: a native file input (the phone offers its camera), with a
 * preview of the photo chosen so the customer sees it is the right one before sending it.
 */
export function PhotoField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** The field's message in the reader's language. */
  error?: string;
}) {
  const t = useKycT();
  const id = useId();
  const { field } = useController({ control, name });
  const file = (field.value as File | null | undefined) ?? null;
  const input = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // A reset form (null) must empty the native input too: it cannot be controlled.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
    if (!file || !(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={(node) => {
          input.current = node;
          field.ref(node);
        }}
        id={id}
        name={field.name}
        type="file"
        accept={KYC_IMAGE_TYPES.join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
        className={clsx(
          'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {file && (
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
          <p className="min-w-0 break-all text-sm text-ink">
            {t('fileChosen', { name: file.name, size: formatFileSize(file.size) })}
          </p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('fileHint')}
        </p>
      )}
    </div>
  );
}
