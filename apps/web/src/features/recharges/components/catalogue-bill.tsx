import { SearchX } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadFailed } from '@/components/ui/load-states';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useBiller } from '../api/get-biller';
import { useRechargeT } from '../messages';
import { BillerPayment } from './biller-payment';

/**
 * /bills/pay/:billerId: the biller's form once its catalogue entry is here; a biller the
 * catalogue does not have says so with the way back to All bills; a failure offers Try again.
 */
export function CatalogueBill({ billerId, prefill }: { billerId: string; prefill: string | null }) {
  const t = useRechargeT();
  const biller = useBiller(billerId);
  if (biller.data) return <BillerPayment biller={biller.data} prefill={prefill} />;
  if (biller.isError) {
    if (biller.error instanceof ApiError && biller.error.status === 404) {
      return (
        <div className="space-y-4">
          <EmptyState title={t('billerNotFound')} icon={SearchX}>
            {t('billerNotFoundBody')}
          </EmptyState>
          <LinkButton to="/bills" className="w-full px-5">
            {t('allBills')}
          </LinkButton>
        </div>
      );
    }
    return (
      <LoadFailed
        onRetry={() => void biller.refetch()}
        retrying={biller.isFetching}
        retryLabel={t('retry')}
      >
        {t('billerError')}
      </LoadFailed>
    );
  }
  return (
    <Card>
      <div
        role="status"
        aria-label={t('billerLoading')}
        className="grid min-h-48 place-items-center"
      >
        <Spinner className="h-8 w-8" />
      </div>
    </Card>
  );
}
