import { clsx } from 'clsx';
import { FileText, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { TICKET_ATTACHMENT_TYPES } from '@kosh/contract/support';
import { useSupportT } from '../messages';
import { attachmentProblem, formatBytes, isImageType } from '../utils/support';

/**
 * The ticket's optional attachment (docs/product-2.md §5): an image or a PDF, at most 5 MB, checked before
 * sending; a preview of the chosen image or the PDF's name, and Remove. A file that fails the
 * check is not kept: the error says why.
 */
export function AttachmentField({
  value,
  onChange,
  disabled,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const t = useSupportT();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value && input.current) input.current.value = '';
    if (!value || !isImageType(value.type)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = (file: File | null) => {
    if (!file) {
      setError(null);
      onChange(null);
      return;
    }
    const problem = attachmentProblem(file);
    if (problem) {
      setError(t(problem));
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    setError(null);
    onChange(file);
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('attachment')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={TICKET_ATTACHMENT_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={`${id}-note`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        className={clsx(
          'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
          error ? 'border-danger' : 'border-line',
        )}
      />
      <p
        id={`${id}-note`}
        className={clsx('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('attachmentHint')}
      </p>
      {value && (
        <div className="flex items-center gap-3 rounded-xl bg-canvas p-2">
          {preview ? (
            <img
              src={preview}
              alt={t('attachmentPreview', { name: value.name })}
              className="h-16 w-16 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <FileText size={32} aria-hidden="true" className="shrink-0 text-brand-700" />
          )}
          <p className="min-w-0 flex-1 truncate text-sm text-ink">
            {t('attachmentChosen', { name: value.name, size: formatBytes(value.size) })}
          </p>
          <button
            type="button"
            onClick={() => choose(null)}
            disabled={disabled}
            aria-label={t('removeAttachment')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-danger hover:bg-surface"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
