import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loading-overlay';
import { usePrivateImage } from '@/hooks/use-private-image';
import { useBookingsT } from '../messages';

const linkClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold';

/**
 * The voucher (a PDF behind the customer's login): fetched with their token and offered through
 * an object URL — to read in a new tab or to save under Kosh's file name. The voucher route
 * needs the Authorization header, which a plain link cannot send.
 */
export function VoucherLinks({ url, reference }: { url: string; reference: string }) {
  const t = useBookingsT();
  const { state, retry } = usePrivateImage(url);

  if (state.status === 'ready') {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={state.url}
          target="_blank"
          rel="noopener"
          className={`${linkClass} bg-brand-600 text-white hover:bg-brand-800`}
        >
          <ExternalLink size={18} aria-hidden="true" />
          {t('voucher.view')}
          <span className="sr-only"> {t('voucher.newTab')}</span>
        </a>
        <a
          href={state.url}
          download={`kosh-hotel-${reference}.pdf`}
          className={`${linkClass} border border-brand-200 bg-surface text-brand-700 hover:bg-brand-50`}
        >
          <Download size={18} aria-hidden="true" />
          {t('voucher.download')}
        </a>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('voucher.failed')}
        </p>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-ink">
      <Spinner />
      {t('voucher.preparing')}
    </p>
  );
}
