import { PageBody, PageHeader } from '@/components/layout/page-header';
import { LegalDownloads } from '@/features/content/components/legal-downloads';
import { useI18n } from '@/lib/i18n/i18n';

export function LegalTermsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.legal-terms')} />
      <PageBody>
        <LegalDownloads />
      </PageBody>
    </>
  );
}
