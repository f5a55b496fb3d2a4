import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { AttachmentByKind, type AttachmentProps } from '@/components/media/attachment-by-kind';
import { DownloadButton } from '@/components/ui/download-button';
import { ImageThumbnail } from '@/components/ui/image-thumbnail';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useSupportAdminT } from '../messages';

/** A message's attachment, fetched with the admin's token: an image full screen, a PDF saved. */
export function TicketAttachment(attachment: AttachmentProps) {
  return <AttachmentByKind {...attachment} image={AttachedImage} file={AttachedFile} />;
}

function AttachedImage({ url, name }: { url: string; name: string }) {
  const t = useSupportAdminT();
  const { state, retry } = usePrivateImage(url);
  return (
    <ImageThumbnail
      state={state}
      onRetry={retry}
      box="h-40 w-full max-w-xs"
      alt={name}
      title={name}
      words={{
        open: t('openImage', { name }),
        close: t('closeImage'),
        error: t('imageError'),
        retry: t('retry'),
        loading: t('imageLoading'),
      }}
    />
  );
}

function AttachedFile({ url, name }: { url: string; name: string }) {
  const t = useSupportAdminT();
  return (
    <DownloadButton
      url={url}
      name={name}
      onError={() => toast.error(t('downloadFailed'), { id: 'support-download' })}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-200 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <FileDown size={18} aria-hidden="true" />
      {t('download', { name })}
    </DownloadButton>
  );
}
