import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { useI18n } from '@/lib/i18n/i18n';
import { useProfileT } from '../messages';
import { isAcceptedImage, PROFILE_IMAGE_TYPES } from '../utils/profile-form-schema';

/** The object URL of a chosen picture, released when it changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isAcceptedImage(file)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The profile image input: a native file input (keyboard and screen-reader friendly as it is),
 * the current picture or a preview of the chosen one, and the check's message under it.
 */
export function ImagePicker({
  value,
  onChange,
  error,
  currentSrc,
  name,
  inputRef,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  currentSrc: string | null;
  name: string;
  /** The form's handle on the input (to focus it when the server objects to the file). */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(value);
  const { tm } = useI18n();
  const pt = useProfileT();
  const described = error ? `${id}-error` : `${id}-hint`;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {pt('profileImage')}
      </label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview}
            alt={pt('preview')}
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-brand-500"
          />
        ) : (
          <Avatar
            src={currentSrc}
            name={name}
            className="h-16 w-16 shrink-0 text-xl dark:text-brand-700"
          />
        )}
        <p className="min-w-0 flex-1 break-words text-sm text-ink-muted">
          {preview ? pt('newImage') : pt('currentImage')}
        </p>
        {value && (
          <button
            type="button"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
              input.current?.focus();
            }}
            aria-label={pt('removeImage')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink"
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <input
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        id={id}
        type="file"
        accept={PROFILE_IMAGE_TYPES.join(',')}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={clsx(
          'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:bg-canvas disabled:file:cursor-not-allowed',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {tm(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {pt('imageHint')}
        </p>
      )}
    </div>
  );
}
