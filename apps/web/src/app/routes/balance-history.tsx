import { useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BalanceHistory } from '@/features/history/components/balance-history';
import { useI18n } from '@/lib/i18n/i18n';

/** /balancehistory: Balance History (docs/product-1.md §2). */
export function BalanceHistoryRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('route.balancehistory')} />
      <PageBody>
        <BalanceHistory
          onComplaintSent={(row) =>
            navigate(`/balancehistorycomplaint?orderId=${encodeURIComponent(row.RId)}`, {
              state: { row },
            })
          }
        />
      </PageBody>
    </>
  );
}
