import { ImageOff } from 'lucide-react';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { Spinner } from '@/components/ui/loading-overlay';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useWalletT } from '../messages';

/**
 * A slip, full screen (spec/01 §2): open while `path` is set. The image comes from the authorised
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
  const { state, retry } = usePrivateImage(path);
  return (
    <FullScreenViewer
      open={path !== null}
      title={t('slipTitle')}
      description={caption}
      closeLabel={t('close')}
      onClose={onClose}
    >
      {state.status === 'ready' ? (
        <img
          src={state.url}
          alt={t('slipAlt')}
          className="max-h-full max-w-full rounded-lg object-contain"
        />
      ) : state.status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <ImageOff size={40} aria-hidden="true" className="text-white/70" />
          <p className="font-semibold">{t('slipError')}</p>
          <button
            type="button"
            onClick={retry}
            className="min-h-11 rounded-xl bg-white px-5 font-semibold text-brand-800 hover:bg-white/90"
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3">
          <Spinner />
          {t('slipLoading')}
        </p>
      )}
    </FullScreenViewer>
  );
}
