import { Spinner } from '@/components/ui/loading-overlay';
import { ImageFailed } from '@/components/media/image-failed';
import type { usePrivateImage } from '@/hooks/use-private-image';

/**
 * A private image (behind its authorised route, usePrivateImage) on a full-screen viewer's black
 * backdrop: the image once fetched, else why not with a way to try again, else that it is loading.
 */
export function PrivateImageView({
  image: { state, retry },
  alt,
  words,
}: {
  image: ReturnType<typeof usePrivateImage>;
  alt: string;
  /** The screen's words: the failure, its Try again, the loading line. */
  words: { error: string; retry: string; loading: string };
}) {
  if (state.status === 'ready') {
    return (
      <img src={state.url} alt={alt} className="max-h-full max-w-full rounded-lg object-contain" />
    );
  }
  if (state.status === 'error') {
    return (
      <ImageFailed tone="dark" message={words.error} retryLabel={words.retry} onRetry={retry} />
    );
  }
  return (
    <p role="status" className="flex items-center gap-3">
      <Spinner />
      {words.loading}
    </p>
  );
}
