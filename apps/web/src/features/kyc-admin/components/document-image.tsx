import { ImageThumbnail as Thumbnail } from '@/components/ui/image-thumbnail';
import { usePrivateImage, type PrivateImageState } from '@/hooks/use-private-image';
import { useKycAdminT } from '../messages';

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
  return (
    <figure className="min-w-0 space-y-1.5">
      <figcaption className="text-xs font-medium uppercase tracking-wide text-ink-muted">
        {title}
      </figcaption>
      <Thumbnail
        state={state}
        onRetry={onRetry}
        box="aspect-[3/2] w-full"
        alt={alt}
        title={title}
        words={{
          open: t('openImage', { image: title }),
          close: t('closeImage'),
          error: t('imageError'),
          retry: t('retry'),
          loading: t('imageLoading'),
        }}
      />
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
