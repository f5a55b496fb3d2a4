import { PageBody, PageHeader } from '@/components/layout/page-header';
import { InboxList } from '@/features/inbox/components/inbox-list';
import { useI18n } from '@/lib/i18n/i18n';

/** /inbox: every text Kosh sent the customer and the back office's notices. */
export function InboxRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.inbox')} />
      <PageBody>
        <InboxList />
      </PageBody>
    </>
  );
}
