import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { useI18n } from '@/lib/i18n/i18n';

export function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <PageBody>
        <Card className="py-10 text-center">
          {/* brand-500 keeps the large numeral above 3:1 contrast on white. */}
          <p className="text-5xl font-black text-brand-500" aria-hidden="true">
            404
          </p>
          <h2 className="mt-3 text-lg font-bold text-ink">{t('notFound.heading')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('notFound.text')}</p>
          <LinkButton to="/" className="mt-6 px-6">
            {t('common.goHome')}
          </LinkButton>
        </Card>
      </PageBody>
    </>
  );
}
