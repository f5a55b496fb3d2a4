import { clsx } from 'clsx';
import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { ImageFailed } from '@/components/media/image-failed';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { Spinner } from '@/components/ui/loading-overlay';
import type { PrivateImageState } from '@/hooks/use-private-image';

/**
 * An image fetched behind the token (usePrivateImage) as a thumbnail button that opens it full
 * screen; while it loads, and when it failed (with a retry), the box keeps its size so nothing
 * below it jumps. `box` sizes the box; the words come in the page's language.
 */
export function ImageThumbnail({
  state,
  onRetry,
  box,
  alt,
  title,
  words,
}: {
  state: PrivateImageState;
  onRetry: () => void;
  box: string;
  alt: string;
  /** The full-screen viewer's title. */
  title: string;
  words: { open: string; close: string; error: string; retry: string; loading: string };
}) {
  const [open, setOpen] = useState(false);
  const frame = clsx(
    'flex items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas',
    box,
  );
  if (state.status === 'ready') {
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={words.open}
          className={`${frame} group relative hover:border-brand-500`}
        >
          <img src={state.url} alt={alt} className="h-full w-full object-contain" />
          <span className="absolute bottom-2 right-2 rounded-full bg-black/60 p-1.5 text-white group-hover:bg-black/80">
            <Maximize2 size={16} aria-hidden="true" />
          </span>
        </button>
        <FullScreenViewer
          open={open}
          title={title}
          closeLabel={words.close}
          onClose={() => setOpen(false)}
        >
          <img
            src={state.url}
            alt={alt}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
        </FullScreenViewer>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <ImageFailed
        tone="light"
        className={frame}
        message={words.error}
        retryLabel={words.retry}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div role="status" className={`${frame} gap-2 text-sm text-ink-muted`}>
      <Spinner className="h-5 w-5" />
      {words.loading}
    </div>
  );
}
