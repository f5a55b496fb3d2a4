import type { FetchedBill } from '@kosh/contract/bills';
import { formatInr } from '@kosh/contract/common/money';
import { useRechargeT } from '../messages';
import { formatBillDate } from '../utils/bill-form';
import { SummaryList } from './summary-list';

/** A fetched bill as the biller gave it: whose, how much, when, its number and every extra field. */
export function BillerBillSummary({ bill }: { bill: FetchedBill }) {
  const t = useRechargeT();
  const rows: [string, string][] = [
    [t('customerName'), bill.customerName],
    [t('billAmount'), formatInr(BigInt(bill.amountPaise))],
    [t('dueDate'), formatBillDate(bill.dueDate)],
    [t('billDate'), formatBillDate(bill.billDate)],
    [t('billNumber'), bill.billNumber],
    ...bill.extraFields.map((field): [string, string] => [field.name, field.value]),
  ];
  return (
    <section aria-labelledby="biller-bill-heading" className="space-y-2">
      <h3 id="biller-bill-heading" className="text-sm font-semibold text-ink">
        {t('billSummary')}
      </h3>
      <SummaryList rows={rows} />
    </section>
  );
}
