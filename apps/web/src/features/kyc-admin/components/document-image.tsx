import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { Spinner } from '@/components/ui/loading-overlay';
import { usePrivateImage, type PrivateImageState } from '@/hooks/use-private-image';
import { useKycAdminT } from '../messages';

/** A document image, full screen, while `image` is set. */
export function ImageViewer({
  image,
  onClose,
}: {
  image: { url: string; title: string; alt: string } | null;
  onClose: () => void;
}) {
  const t = useKycAdminT();
  return (
    <FullScreenViewer
      open={image !== null}
      title={image?.title}
      closeLabel={t('closeImage')}
      onClose={onClose}
    >
      {image && (
        <img
          src={image.url}
          alt={image.alt}
          className="max-h-full max-w-full rounded-lg object-contain"
        />
      )}
    </FullScreenViewer>
  );
}

/**
 * A loaded image as a thumbnail that opens full screen; the box keeps its size while loading,
 * so nothing below it jumps.
 */
export function ImageThumbnail({
  state,
  title,
  alt,
  onRetry,
}: {
  state: PrivateImageState;
  title: string;
  alt: string;
  onRetry: () => void;
}) {
  const t = useKycAdminT();
  const [open, setOpen] = useState(false);
  const box =
    'flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas';
  return (
    <figure className="min-w-0 space-y-1.5">
      <figcaption className="text-xs font-medium uppercase tracking-wide text-ink-muted">
        {title}
      </figcaption>
      {state.status === 'ready' ? (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('openImage', { image: title })}
            className={`${box} group relative hover:border-brand-500`}
          >
            <img src={state.url} alt={alt} className="h-full w-full object-contain" />
            <span className="absolute bottom-2 right-2 rounded-full bg-black/60 p-1.5 text-white group-hover:bg-black/80">
              <Maximize2 size={16} aria-hidden="true" />
            </span>
          </button>
          <ImageViewer
            image={open ? { url: state.url, title, alt } : null}
            onClose={() => setOpen(false)}
          />
        </>
      ) : state.status === 'error' ? (
        <div role="alert" className={`${box} flex-col gap-2 p-3 text-center`}>
          <ImageOff size={24} aria-hidden="true" className="text-ink-muted" />
          <p className="text-sm font-medium text-ink">{t('imageError')}</p>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <div role="status" className={`${box} gap-2 text-sm text-ink-muted`}>
          <Spinner className="h-5 w-5" />
          {t('imageLoading')}
        </div>
      )}
    </figure>
  );
}

/**
 * A PAN or bank image, fetched as the page opens (these are not recorded as views), or a note
 * when the section has none (online verification sends no picture).
 */
export function DocumentImage({
  path,
  title,
  alt,
  verifiedOnline,
}: {
  path: string;
  title: string;
  alt: string;
  verifiedOnline: boolean;
}) {
  const t = useKycAdminT();
  const { state, retry } = usePrivateImage(path || null);
  if (!path) {
    return (
      <p className="text-sm text-ink-muted">{verifiedOnline ? t('noImage') : t('noImageYet')}</p>
    );
  }
  return <ImageThumbnail state={state} title={title} alt={alt} onRetry={retry} />;
}
