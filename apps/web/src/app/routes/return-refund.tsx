import { PageBody, PageHeader } from '@/components/layout/page-header';
import { returnRefundEn } from '@/features/content/data/return-refund.en';
import { returnRefundHi } from '@/features/content/data/return-refund.hi';
import { RefundPolicy } from '@/features/content/components/refund-policy';
import { useLocalized } from '@/features/content/hooks/use-localized';
import { useI18n } from '@/lib/i18n/i18n';

export function ReturnRefundRoute() {
  const { t } = useI18n();
  const policy = useLocalized({ en: returnRefundEn, hi: returnRefundHi });
  return (
    <>
      <PageHeader title={t('route.return-refund')} />
      <PageBody>
        <RefundPolicy policy={policy} />
      </PageBody>
    </>
  );
}
