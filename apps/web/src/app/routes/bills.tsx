import { PageBody, PageHeader } from '@/components/layout/page-header';
import { AllBills } from '@/features/bills/components/all-bills';
import { useI18n } from '@/lib/i18n/i18n';

/** /bills: All bills — every Bharat BillPay category, and a search across their billers. */
export function BillsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.bills')} />
      <PageBody>
        <AllBills />
      </PageBody>
    </>
  );
}
