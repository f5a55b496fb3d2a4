import { ImageOff } from 'lucide-react';
import { Spinner } from '@/components/ui/loading-overlay';
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
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <ImageOff size={40} aria-hidden="true" className="text-white/70" />
        <p className="font-semibold">{words.error}</p>
        <button
          type="button"
          onClick={retry}
          className="min-h-11 rounded-xl bg-white px-5 font-semibold text-brand-800 hover:bg-white/90"
        >
          {words.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3">
      <Spinner />
      {words.loading}
    </p>
  );
}
