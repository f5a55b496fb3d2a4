import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { CONTACTS_PAGE_SIZE, useContacts } from '@/features/admin/api/get-contacts';
import { ContactList } from '@/features/admin/components/contact-list';
import { AdminPage } from './admin-layout';

/** /admin/contacts?page=N: what people sent through Contact Us, newest first, 25 a page. */
export function ContactsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const contacts = useContacts(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage
      title="Contact messages"
      intro="What customers and visitors sent through the Contact Us page, newest first."
    >
      {contacts.data ? (
        <div className="space-y-4" aria-busy={contacts.isPlaceholderData}>
          {contacts.data.data.length === 0 && contacts.data.total > 0 ? (
            // An old link past the last page: say so rather than "no messages".
            <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
              <p className="font-semibold text-ink">There are no messages on page {page}.</p>
              <Button variant="secondary" className="mt-4" onClick={() => goTo(1)}>
                Go to the first page
              </Button>
            </div>
          ) : (
            <ContactList items={contacts.data.data} />
          )}
          {contacts.data.total > 0 && (
            <Pager
              label="Pages of contact messages"
              page={page}
              pageSize={CONTACTS_PAGE_SIZE}
              total={contacts.data.total}
              onPage={goTo}
              busy={contacts.isPlaceholderData}
            />
          )}
        </div>
      ) : contacts.isError ? (
        <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
          <p role="alert" className="font-semibold text-ink">
            The messages could not be loaded. {contacts.error.message}
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void contacts.refetch()}
            disabled={contacts.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-3" role="status" aria-label="Loading the messages…">
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="space-y-2 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
            >
              <div className="h-4 w-40 animate-pulse rounded bg-brand-100" />
              <div className="h-3 w-64 max-w-full animate-pulse rounded bg-brand-100" />
              <div className="h-12 animate-pulse rounded-xl bg-brand-100" />
            </div>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
