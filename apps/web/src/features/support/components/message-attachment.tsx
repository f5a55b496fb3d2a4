import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AttachmentByKind, type AttachmentProps } from '@/components/media/attachment-by-kind';
import { DownloadButton } from '@/components/ui/download-button';
import { FullScreenViewer } from '@/components/ui/full-screen-viewer';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useSupportT } from '../messages';

/** An image thumbnail behind the token, opening full screen. */
function ImageAttachment({ url, name }: { url: string; name: string }) {
  const t = useSupportT();
  const { state, retry } = usePrivateImage(url);
  const [open, setOpen] = useState(false);
  if (state.status === 'error') {
    return (
      <button type="button" onClick={retry} className="text-sm font-semibold text-danger underline">
        {t('imageFailed')} {t('retry')}
      </button>
    );
  }
  if (state.status !== 'ready') {
    return (
      <span role="status" className="block h-20 w-20 animate-pulse rounded-lg bg-canvas">
        <span className="sr-only">{t('imageLoading')}</span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('viewImage', { name })}
        className="block overflow-hidden rounded-lg border border-line"
      >
        <img src={state.url} alt="" className="h-24 w-24 object-cover" />
      </button>
      <FullScreenViewer
        open={open}
        title={name}
        closeLabel={t('close')}
        onClose={() => setOpen(false)}
      >
        <img src={state.url} alt={name} className="max-h-full max-w-full object-contain" />
      </FullScreenViewer>
    </>
  );
}

/** A PDF: fetched with the token when asked for, then handed to the browser as a download. */
function PdfAttachment({ url, name }: { url: string; name: string }) {
  const t = useSupportT();
  return (
    <DownloadButton
      url={url}
      name={name}
      onError={() => toast.error(t('imageFailed'))}
      aria-label={t('openPdf', { name })}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-brand-700"
    >
      <FileText size={18} aria-hidden="true" />
      {name}
    </DownloadButton>
  );
}

/** A message's attachment: an image as a thumbnail, a PDF as a download. */
export function MessageAttachment(attachment: AttachmentProps) {
  return <AttachmentByKind {...attachment} image={ImageAttachment} file={PdfAttachment} />;
}
