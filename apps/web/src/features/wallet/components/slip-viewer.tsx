import { PrivateImageView } from '@/components/media/private-image-view';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useWalletT } from '../messages';

/**
 * A slip, full screen (docs/product-1.md §2): open while `path` is set. The image comes from the authorised
 * slip route with the viewer's token, never from a public URL.
 */
export function SlipViewer({
  path,
  caption,
  onClose,
}: {
  path: string | null;
  /** What the slip belongs to, e.g. "₹1,000.00 · UTR123". */
  caption?: string;
  onClose: () => void;
}) {
  const t = useWalletT();
  const image = usePrivateImage(path);
  return (
    <FullScreenViewer
      open={path !== null}
      title={t('slipTitle')}
      description={caption}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <PrivateImageView
        image={image}
        alt={t('slipAlt')}
        words={{ error: t('slipError'), retry: t('retry'), loading: t('slipLoading') }}
      />
    </FullScreenViewer>
  );
}
