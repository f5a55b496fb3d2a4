import { useNavigate, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { ComplaintBox, ComplaintStatusFinder } from '@/features/history/components/complaint-links';
import { useI18n } from '@/lib/i18n/i18n';

/** ?orderId= as the links carry it; choosing a recharge puts it there (Back returns to the list). */
function useOrderIdParam(): [string, (orderId: string) => void] {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  return [orderId, (next) => setParams(next ? { orderId: next } : {})];
}

/** /complainbalancehistory: raise a complaint on a recharge (docs/product-1.md §2 complaint links). */
export function ComplainBoxRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [orderId, pick] = useOrderIdParam();
  return (
    <>
      <PageHeader title={t('route.complainbalancehistory')} />
      <PageBody>
        <ComplaintBox
          key={orderId}
          orderId={orderId}
          onPick={pick}
          onSubmitted={(row) =>
            navigate(`/balancehistorycomplaint?orderId=${encodeURIComponent(row.RId)}`, {
              state: { row },
            })
          }
        />
      </PageBody>
    </>
  );
}

/** /complainstatusbalancehistory: the status of the complaint on a recharge. */
export function ComplainStatusRoute() {
  const { t } = useI18n();
  const [orderId, pick] = useOrderIdParam();
  return (
    <>
      <PageHeader title={t('route.complainstatusbalancehistory')} />
      <PageBody>
        <ComplaintStatusFinder key={orderId} orderId={orderId} onPick={pick} />
      </PageBody>
    </>
  );
}
