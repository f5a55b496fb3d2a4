import { PageBody, PageHeader } from '@/components/layout/page-header';
import { termsOfUseEn } from '@/features/content/data/terms-of-use.en';
import { termsOfUseHi } from '@/features/content/data/terms-of-use.hi';
import { LegalDocumentView } from '@/features/content/components/legal-document';
import { useLocalized } from '@/features/content/hooks/use-localized';
import { useI18n } from '@/lib/i18n/i18n';

export function TermsOfUseRoute() {
  const { t } = useI18n();
  const doc = useLocalized({ en: termsOfUseEn, hi: termsOfUseHi });
  return (
    <>
      <PageHeader title={t('route.terms-of-use')} />
      <PageBody>
        <LegalDocumentView doc={doc} />
      </PageBody>
    </>
  );
}
