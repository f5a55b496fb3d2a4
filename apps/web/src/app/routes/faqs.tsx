import { PageBody, PageHeader } from '@/components/layout/page-header';
import { FaqAccordion } from '@/features/content/components/faq-accordion';
import { FaqHelp } from '@/features/content/components/faq-help';
import { faqsEn } from '@/features/content/data/faqs.en';
import { faqsHi } from '@/features/content/data/faqs.hi';
import { useLocalized } from '@/features/content/hooks/use-localized';
import { useContentT } from '@/features/content/messages';
import { useI18n } from '@/lib/i18n/i18n';

export function FaqsRoute() {
  const { t } = useI18n();
  const ct = useContentT();
  const faqs = useLocalized({ en: faqsEn, hi: faqsHi });
  return (
    <>
      <PageHeader title={t('route.faqs')} />
      <PageBody>
        <p className="mb-4 px-1 text-base text-ink-muted">{ct('faq.intro')}</p>
        <FaqAccordion faqs={faqs} />
        <FaqHelp />
      </PageBody>
    </>
  );
}
