import { useState, type ReactNode } from 'react';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/**
 * A button that fetches a private file with the reader's token only when pressed, then hands it
 * to the browser as a download; disabled while the file is on its way.
 */
export function DownloadButton({
  url,
  name,
  onError,
  className,
  'aria-label': ariaLabel,
  children,
}: {
  url: string;
  /** The file name the browser saves under. */
  name: string;
  onError: () => void;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiBlob(url);
      saveBlob(blob, name);
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-label={ariaLabel}
      className={className}
    >
      {children}
    </button>
  );
}
