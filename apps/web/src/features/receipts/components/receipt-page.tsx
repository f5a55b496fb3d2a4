import type { ReactNode } from 'react';
import type { Receipt } from '@kosh/contract/receipts';
import { ApiError } from '@/lib/api-client';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/loading-overlay';
import { useI18n } from '@/lib/i18n/i18n';
import { useReceipt } from '../api/get-receipt';
import { useReceiptT } from '../messages';
import { ReceiptActions } from './receipt-actions';
import { ReceiptCard } from './receipt-card';

/** /receipt/:id: a completed movement's receipt, or why there is none (yet). */
export function ReceiptPage({
  id,
  after,
}: {
  id: string;
  /** What the screen shows under a receipt (a bill's BBPS complaints). */
  after?: (receipt: Receipt) => ReactNode;
}) {
  const t = useReceiptT();
  const { tm } = useI18n();
  const receipt = useReceipt(id);

  if (receipt.data) {
    return (
      <div className="mx-auto max-w-xl">
        <ReceiptCard receipt={receipt.data.data} />
        <ReceiptActions receipt={receipt.data.data} />
        {after?.(receipt.data.data)}
      </div>
    );
  }
  if (receipt.isError) {
    const code = receipt.error instanceof ApiError ? receipt.error.code : undefined;
    const status = receipt.error instanceof ApiError ? receipt.error.status : 0;
    const notReady = code === 'RECEIPT_NOT_READY';
    const missing = status === 404 || status === 400;
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h2 className="text-lg font-bold text-ink">
          {notReady ? t('notReadyTitle') : missing ? t('notFoundTitle') : t('failed')}
        </h2>
        <p role="alert" className="mt-2 text-sm text-ink">
          {tm(receipt.error)}
        </p>
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          {!missing && (
            <Button
              variant="secondary"
              onClick={() => void receipt.refetch()}
              disabled={receipt.isFetching}
            >
              {t('retry')}
            </Button>
          )}
          <LinkButton to="/balancehistory" variant="secondary" className="px-5">
            {t('balanceHistory')}
          </LinkButton>
          <LinkButton to="/" className="px-5">
            {t('goHome')}
          </LinkButton>
        </div>
      </Card>
    );
  }
  return (
    <Card className="mx-auto flex min-h-96 max-w-xl items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-sm text-ink">
        <Spinner />
        {t('loading')}
      </p>
    </Card>
  );
}
