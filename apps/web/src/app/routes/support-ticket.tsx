import { PageBody, PageHeader } from '@/components/layout/page-header';
import { NewTicketForm } from '@/features/support/components/new-ticket-form';
import { useI18n } from '@/lib/i18n/i18n';

/** /support-ticket: raise a ticket (docs/product-2.md §2 Support). */
export function SupportTicketRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.support-ticket')} />
      <PageBody>
        <NewTicketForm />
      </PageBody>
    </>
  );
}
