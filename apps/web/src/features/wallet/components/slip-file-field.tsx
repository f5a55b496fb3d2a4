import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useWalletT } from '../messages';
import { formatFileSize } from '@/lib/money';
import { SLIP_TYPES } from '../utils/offline-form';

/** The attachment: a native file input for the slip image, with a preview of what was chosen. */
export function SlipFileField({
  value,
  onChange,
  onBlur,
  error,
  invalid,
  inputRef,
  name,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
}) {
  const t = useWalletT();
  const id = useId();
  const own = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // A reset form (null) must empty the native input too: it cannot be controlled.
  useEffect(() => {
    if (!value && own.current) own.current.value = '';
    if (!value || !(SLIP_TYPES as readonly string[]).includes(value.type)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('attachment')}
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
        accept={SLIP_TYPES.join(',')}
        aria-describedby={describedBy}
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
              className="h-14 w-14 shrink-0 rounded-lg bg-surface object-cover"
            />
          )}
          <p className="min-w-0 break-all text-sm text-ink">
            {t('attachmentChosen', { name: value.name, size: formatFileSize(value.size) })}
          </p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('attachmentHint')}
        </p>
      )}
    </div>
  );
}
