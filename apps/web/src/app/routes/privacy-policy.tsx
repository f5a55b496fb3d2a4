import { PageBody, PageHeader } from '@/components/layout/page-header';
import { privacyPolicyEn } from '@/features/content/data/privacy-policy.en';
import { privacyPolicyHi } from '@/features/content/data/privacy-policy.hi';
import { LegalDocumentView } from '@/features/content/components/legal-document';
import { useLocalized } from '@/features/content/hooks/use-localized';
import { useI18n } from '@/lib/i18n/i18n';

export function PrivacyPolicyRoute() {
  const { t } = useI18n();
  const doc = useLocalized({ en: privacyPolicyEn, hi: privacyPolicyHi });
  return (
    <>
      <PageHeader title={t('route.privacy-policy')} />
      <PageBody>
        <LegalDocumentView doc={doc} />
      </PageBody>
    </>
  );
}
