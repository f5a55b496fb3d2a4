import { FileDown, ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { Spinner } from '@/components/ui/loading-overlay';
import { usePrivateImage } from '@/hooks/use-private-image';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { useSupportAdminT } from '../messages';

/** A message's attachment, fetched with the admin's token: an image full screen, a PDF saved. */
export function TicketAttachment({
  url,
  type,
  name,
}: {
  url: string;
  type: string | null;
  name: string | null;
}) {
  const label = name ?? 'attachment';
  return type?.startsWith('image/') ? (
    <AttachedImage url={url} name={label} />
  ) : (
    <AttachedFile url={url} name={label} />
  );
}

function AttachedImage({ url, name }: { url: string; name: string }) {
  const t = useSupportAdminT();
  const { state, retry } = usePrivateImage(url);
  const [open, setOpen] = useState(false);
  const box =
    'flex h-40 w-full max-w-xs items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas';
  if (state.status === 'ready') {
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('openImage', { name })}
          className={`${box} group relative hover:border-brand-500`}
        >
          <img src={state.url} alt={name} className="h-full w-full object-contain" />
          <span className="absolute bottom-2 right-2 rounded-full bg-black/60 p-1.5 text-white group-hover:bg-black/80">
            <Maximize2 size={16} aria-hidden="true" />
          </span>
        </button>
        <FullScreenViewer
          open={open}
          title={name}
          closeLabel={t('closeImage')}
          onClose={() => setOpen(false)}
        >
          <img
            src={state.url}
            alt={name}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
        </FullScreenViewer>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={`${box} flex-col gap-2 p-3 text-center`}>
        <ImageOff size={24} aria-hidden="true" className="text-ink-muted" />
        <p className="text-sm font-medium text-ink">{t('imageError')}</p>
        <button
          type="button"
          onClick={retry}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div role="status" className={`${box} gap-2 text-sm text-ink-muted`}>
      <Spinner className="h-5 w-5" />
      {t('imageLoading')}
    </div>
  );
}

function AttachedFile({ url, name }: { url: string; name: string }) {
  const t = useSupportAdminT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiBlob(url);
      saveBlob(blob, name);
    } catch {
      toast.error(t('downloadFailed'), { id: 'support-download' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-200 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <FileDown size={18} aria-hidden="true" />
      {t('download', { name })}
    </button>
  );
}
