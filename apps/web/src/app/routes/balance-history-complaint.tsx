import { useLocation, useSearchParams } from 'react-router';
import { rechargeLogRowSchema, type RechargeLogRow } from '@kosh/contract/recharge';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { ComplaintResult } from '@/features/history/components/complaint-result';
import { useI18n } from '@/lib/i18n/i18n';

/** The entry the complaint was raised on, when the app itself came here (history state). */
function knownRow(state: unknown, orderId: string): RechargeLogRow | undefined {
  const parsed = rechargeLogRowSchema.safeParse((state as { row?: unknown } | null)?.row);
  return parsed.success && parsed.data.RId === orderId ? parsed.data : undefined;
}

/** /balancehistorycomplaint?orderId=: the complaint result, titled Mobile Recharge (docs/product-1.md §2). */
export function BalanceHistoryComplaintRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = params.get('orderId')?.trim() ?? '';
  return (
    <>
      <PageHeader title={t('route.balancehistorycomplaint')} />
      <PageBody>
        <ComplaintResult key={orderId} orderId={orderId} known={knownRow(state, orderId)} />
      </PageBody>
    </>
  );
}
