import { PageBody, PageHeader } from '@/components/layout/page-header';
import { KycScreen } from '@/features/kyc/components/kyc-screen';
import { useI18n } from '@/lib/i18n/i18n';

/** /kyc: KYC Verification (docs/product-1.md §2). */
export function KycRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.kyc')} />
      <PageBody>
        <KycScreen />
      </PageBody>
    </>
  );
}
