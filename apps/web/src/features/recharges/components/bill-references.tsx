import { useQuery } from '@tanstack/react-query';
import { billPaymentQueryOptions } from '../api/get-bill-payment';
import { useRechargeT } from '../messages';
import { SummaryList } from './summary-list';

/**
 * A bill payment's Bharat BillPay references, under its receipt on the success page: BBPS's
 * transaction reference and the biller's approval number, once they are known.
 */
export function BillReferences({ orderId }: { orderId: string }) {
  const t = useRechargeT();
  const payment = useQuery(billPaymentQueryOptions(orderId));
  const rows: [string, string][] = [];
  if (payment.data?.bbpsRef) rows.push([t('bbpsRef'), payment.data.bbpsRef]);
  if (payment.data?.approvalNumber) rows.push([t('approvalNumber'), payment.data.approvalNumber]);
  if (rows.length === 0) return null;
  return <SummaryList rows={rows} />;
}
