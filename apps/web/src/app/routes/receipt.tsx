import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';
import { useI18n } from '@/lib/i18n/i18n';

/** /receipt/:id: the receipt of a completed money movement (its owner only). */
export function ReceiptRoute() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={t('route.receipt')} />
      <PageBody>
        <ReceiptPage key={id} id={id} />
      </PageBody>
    </>
  );
}
