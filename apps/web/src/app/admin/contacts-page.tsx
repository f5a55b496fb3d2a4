import { useSearchParams } from 'react-router';
import { QueryStates } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import { CONTACTS_PAGE_SIZE, useContacts } from '@/features/admin/api/get-contacts';
import { ContactList } from '@/features/admin/components/contact-list';
import { AdminPage } from './admin-layout';
import { pageParam } from './list-params';

/** /admin/contacts?page=N: what people sent through Contact Us, newest first, 25 a page. */
export function ContactsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
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
      <QueryStates
        query={contacts}
        failed={(error) => <>The messages could not be loaded. {error.message}</>}
        loading={<ContactsSkeleton />}
      >
        {({ data, total }) => {
          const list = <ContactList items={data} />;
          return (
            // An old link past the last page: say so rather than "no messages".
            <PagedList
              busy={contacts.isPlaceholderData}
              nothingShown={data.length === 0}
              pastEnd={<>There are no messages on page {page}.</>}
              empty={list}
              pager={{
                label: 'Pages of contact messages',
                page,
                pageSize: CONTACTS_PAGE_SIZE,
                total,
                onPage: goTo,
                busy: contacts.isPlaceholderData,
              }}
            >
              {list}
            </PagedList>
          );
        }}
      </QueryStates>
    </AdminPage>
  );
}

function ContactsSkeleton() {
  return (
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
  );
}
