import { ImageOff } from 'lucide-react';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useKycT } from '../messages';

/**
 * A submitted document photo, small: a button that opens it full screen. The photo comes from its
 * authorised route with the customer's token.
 */
export function DocumentThumb({
  path,
  label,
  onOpen,
}: {
  /** The API's path of the photo (/api/v1/kyc/files/…). */
  path: string;
  /** What it is ("PAN card"), for its caption and the button's name. */
  label: string;
  onOpen: () => void;
}) {
  const t = useKycT();
  const { state } = usePrivateImage(path);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('viewImage', { what: label })}
      className="group flex w-28 flex-col items-center gap-1.5 rounded-xl p-1 text-center text-xs font-medium text-brand-700 hover:bg-brand-50"
    >
      <span className="flex h-20 w-28 items-center justify-center overflow-hidden rounded-lg border border-line bg-canvas">
        {state.status === 'ready' ? (
          <img
            src={state.url}
            alt=""
            width={112}
            height={80}
            className="h-full w-full object-cover"
          />
        ) : state.status === 'error' ? (
          <ImageOff size={24} aria-hidden="true" className="text-ink-muted" />
        ) : (
          <span aria-hidden="true" className="h-full w-full animate-pulse bg-brand-100" />
        )}
      </span>
      <span aria-hidden="true" className="line-clamp-2 group-hover:underline">
        {label}
      </span>
    </button>
  );
}
