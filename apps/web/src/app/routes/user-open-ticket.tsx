import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { TicketConversation } from '@/features/support/components/ticket-conversation';
import { useI18n } from '@/lib/i18n/i18n';

/** /user-open-ticket/:Mid: one ticket's conversation (docs/product-2.md §2 Support). */
export function UserOpenTicketRoute() {
  const { t } = useI18n();
  const { Mid = '' } = useParams();
  return (
    <>
      <PageHeader title={t('route.user-open-ticket')} />
      <PageBody>
        <TicketConversation key={Mid} Mid={Mid} />
      </PageBody>
    </>
  );
}
