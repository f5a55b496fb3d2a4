import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PaymentPage } from '@/features/hotels/payment/components/payment-page';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * /hotelpayment/:code?traceId= — the payment review page (docs/product-2.md §2), public. The traceId comes
 * from the query; without one it is '0' (docs/product-2.md §7), which the server answers as a session over.
 */
export function HotelPaymentRoute() {
  const { t } = useI18n();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const traceId = search.get('traceId')?.trim() || '0';
  return (
    <>
      <PageHeader title={t('route.hotelpayment')} wide />
      {/* Another itinerary is another page: its own query, method and payment. */}
      <PaymentPage key={`${code}|${traceId}`} code={code} traceId={traceId} />
    </>
  );
}
