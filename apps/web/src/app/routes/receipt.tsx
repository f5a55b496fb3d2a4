import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BbpsComplaintPanel } from '@/features/bbps-complaints/components/bbps-complaint-panel';
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
        <ReceiptPage
          key={id}
          id={id}
          after={(receipt) =>
            // A bill paid through Bharat BillPay takes a BBPS complaint.
            receipt.status === 'success' && receipt.providerReference?.kind === 'bbps' ? (
              <BbpsComplaintPanel paymentId={receipt.orderId} />
            ) : null
          }
        />
      </PageBody>
    </>
  );
}
