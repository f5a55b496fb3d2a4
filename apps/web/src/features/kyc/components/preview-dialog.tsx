import { PrivateImageView } from '@/components/media/private-image-view';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useKycT } from '../messages';
import { StatusStamp, type StampedStatus } from './status-stamp';

/** What is shown full screen: a document's photo (behind its authorised route) or a stamp. */
export type Preview =
  | { kind: 'image'; path: string; title: string }
  | { kind: 'stamp'; status: StampedStatus; title: string; note: string };

/**
 * The full-screen preview (docs/product-1.md §2: "tapping an uploaded image or the stamp opens a
 * full-screen preview with a close button"): a titled dialog, Escape and Close end it, focus
 * returns to what opened it. Photos are fetched with the customer's token, never from a public URL.
 */
export function PreviewDialog({
  preview,
  onClose,
}: {
  preview: Preview | null;
  onClose: () => void;
}) {
  const t = useKycT();
  return (
    <FullScreenViewer
      open={preview !== null}
      title={preview?.title}
      describedBy={preview?.kind === 'stamp' ? 'kyc-preview-note' : undefined}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {preview?.kind === 'image' && <PrivateImage path={preview.path} alt={preview.title} />}
      {preview?.kind === 'stamp' && (
        <>
          {/* Lighter inks than the page's, for the black backdrop. */}
          <div className="w-full max-w-sm rounded-3xl bg-white p-8 dark:bg-surface">
            <StatusStamp status={preview.status} className="w-full" />
          </div>
          <p id="kyc-preview-note" className="max-w-sm text-center text-base text-white/90">
            {preview.note}
          </p>
        </>
      )}
    </FullScreenViewer>
  );
}

function PrivateImage({ path, alt }: { path: string; alt: string }) {
  const t = useKycT();
  return (
    <PrivateImageView
      image={usePrivateImage(path)}
      alt={alt}
      words={{ error: t('imageError'), retry: t('retry'), loading: t('imageLoading') }}
    />
  );
}
