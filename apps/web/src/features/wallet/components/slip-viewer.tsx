import * as Dialog from '@radix-ui/react-dialog';
import { ImageOff, X } from 'lucide-react';
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
    <Dialog.Root open={path !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={caption ? 'slip-caption' : undefined}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
        >
          <div className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold">{t('slipTitle')}</Dialog.Title>
              {caption && (
                <Dialog.Description id="slip-caption" className="truncate text-sm text-white/80">
                  {caption}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('close')}
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <X size={24} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center p-4 pt-0">
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
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
