import { PageHeader } from '@/components/layout/page-header';
import { TicketList } from '@/features/support/components/ticket-list';
import { useI18n } from '@/lib/i18n/i18n';

/** /all-tickets: the customer's tickets (docs/product-2.md §2 Support), wide on a desk. */
export function AllTicketsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.all-tickets')} wide />
      <main className="mx-auto w-full max-w-6xl px-4 pb-10 pt-5">
        <TicketList />
      </main>
    </>
  );
}
