import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { useI18n } from '@/lib/i18n/i18n';
import type { MessageKey } from '@/lib/i18n/en';

/** A screen that is routed and guarded but not built yet: says so, rather than pretending. */
export function ComingSoonRoute({ title }: { title: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t(title)} />
      <PageBody>
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <IconBadge icon={Hourglass} size={32} className="h-16 w-16 rounded-full" />
          <h2 className="text-lg font-bold text-ink">
            {t('comingSoon.heading', { title: t(title) })}
          </h2>
          <p className="max-w-xs text-sm text-ink-muted">{t('comingSoon.text')}</p>
          <Link to="/" className="mt-2 font-semibold text-brand-700 underline underline-offset-4">
            {t('common.backHome')}
          </Link>
        </Card>
      </PageBody>
    </>
  );
}
