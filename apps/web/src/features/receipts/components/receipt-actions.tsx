import { Download, Printer, RotateCcw, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { Receipt } from '@kosh/contract/receipts';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { useI18n } from '@/lib/i18n/i18n';
import { saveBlob } from '@/lib/save-file';
import { getReceiptPdf } from '../api/get-receipt-pdf';
import { useReceiptT } from '../messages';
import { repeatLinkOf } from '../utils/repeat-of-receipt';
import { shareFile } from '../utils/share-file';

/**
 * Download the PDF, share it (the share sheet with the file where the browser can share files,
 * else a download), print the page, or (a recharge or bill) make the payment again. The PDF is
 * fetched with the reader's token when pressed, in the language the page is read in.
 */
export function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const t = useReceiptT();
  const { language } = useI18n();
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const [failed, setFailed] = useState(false);
  const repeat = repeatLinkOf(receipt);

  const run = async (action: 'download' | 'share') => {
    setBusy(action);
    setFailed(false);
    try {
      const file = await getReceiptPdf(receipt.id, language);
      const shared = action === 'share' && (await shareFile(file, `Kosh ${receipt.orderId}`));
      if (!shared) saveBlob(file, file.name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-4 print:hidden">
      {/* On a phone Download PDF, the longest label, has a row of its own and the others
          share rows of two; no label wraps (whitespace-nowrap), as a two-line button reads as two. */}
      <div className="grid grid-cols-2 gap-3 whitespace-nowrap sm:flex">
        <Button
          className="col-span-2 sm:col-span-1"
          onClick={() => void run('download')}
          disabled={busy !== null}
        >
          <Download size={18} aria-hidden="true" />
          {t('download')}
        </Button>
        <Button
          variant="secondary"
          className="px-3 sm:px-5"
          onClick={() => void run('share')}
          disabled={busy !== null}
        >
          <Share2 size={18} aria-hidden="true" />
          {t('share')}
        </Button>
        {repeat && (
          <LinkButton
            to={repeat}
            variant="secondary"
            className="gap-2 px-3 text-base transition-colors sm:px-5"
          >
            <RotateCcw size={18} aria-hidden="true" />
            {t('repeat')}
          </LinkButton>
        )}
        <Button
          variant="ghost"
          // Beside Share on a phone, or alone on its row when Repeat has that place.
          className={repeat ? 'col-span-2 sm:col-span-1' : 'px-3 sm:px-5'}
          onClick={() => window.print()}
        >
          <Printer size={18} aria-hidden="true" />
          {t('print')}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-muted">
        {busy ? t('preparing') : ''}
      </p>
      {failed && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('pdfFailed')}
        </p>
      )}
    </div>
  );
}
