import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CardSkeletons, LoadFailed } from '@/components/ui/load-states';
import { PagedList } from '@/components/ui/paged-list';
import {
  TICKETS_PAGE_SIZE,
  useCategories,
  useSupportAdmins,
  useTicket,
  useTickets,
  type TicketFilters,
} from '@/features/support-admin/api/tickets';
import { TicketFiltersBar } from '@/features/support-admin/components/ticket-filters';
import { TicketList } from '@/features/support-admin/components/ticket-list';
import { TicketView } from '@/features/support-admin/components/ticket-view';
import { useSupportAdminT } from '@/features/support-admin/messages';
import { useI18n } from '@/lib/i18n/i18n';
import { AdminPage } from './admin-layout';
import { pageParam } from './list-params';

const STATUSES = ['open', 'closed', 'all'] as const;
const isStatus = (value: string | null): value is TicketFilters['status'] =>
  (STATUSES as readonly string[]).includes(value ?? '');

function readFilters(params: URLSearchParams): TicketFilters {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : 'open',
    category: /^\d+$/.test(params.get('category') ?? '') ? (params.get('category') ?? '') : '',
    assignee: (params.get('assignee') ?? '').slice(0, 64),
    waiting: params.get('unread') === 'true',
    search: (params.get('search') ?? '').slice(0, 100),
    page: pageParam(params),
  };
}

function filtersParams(filters: TicketFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status !== 'open') query.status = filters.status;
  if (filters.category) query.category = filters.category;
  if (filters.assignee) query.assignee = filters.assignee;
  if (filters.waiting) query.unread = 'true';
  if (filters.search) query.search = filters.search;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/**
 * /admin/tickets?status=&category=&assignee=&unread=&search=&page=: the help desk's inbox, oldest
 * waiting first. A ticket opens at /admin/tickets/:Mid (or ?ticket=Mid), the filters kept.
 */
export function TicketsAdminPage() {
  const t = useSupportAdminT();
  const [params, setParams] = useSearchParams();
  const { Mid: routeMid } = useParams();
  const { search } = useLocation();
  const selected = routeMid ?? params.get('ticket');
  const filters = readFilters(params);
  const admins = useSupportAdmins();
  const categories = useCategories();

  const show = (next: Partial<TicketFilters>) => setParams(filtersParams({ ...filters, ...next }));
  const inboxSearch = (() => {
    const query = new URLSearchParams(search);
    query.delete('ticket');
    const text = query.toString();
    return text ? `?${text}` : '';
  })();

  return (
    <AdminPage title={t('ticketsTitle')} intro={t('ticketsIntro')}>
      {selected ? (
        <>
          <Link
            to={`/admin/tickets${inboxSearch}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft size={18} aria-hidden="true" />
            {t('backToTickets')}
          </Link>
          <SelectedTicket Mid={selected} admins={admins.data ?? []} />
        </>
      ) : (
        <>
          <TicketFiltersBar
            key={filters.search}
            filters={filters}
            categories={categories.data ?? []}
            admins={admins.data ?? []}
            onChange={show}
          />
          <Inbox filters={filters} search={inboxSearch} onPage={(page) => show({ page })} />
        </>
      )}
    </AdminPage>
  );
}

function Inbox({
  filters,
  search,
  onPage,
}: {
  filters: TicketFilters;
  search: string;
  onPage: (page: number) => void;
}) {
  const t = useSupportAdminT();
  const tickets = useTickets(filters);
  if (tickets.data) {
    const { data, totalCount } = tickets.data;
    return (
      <PagedList
        busy={tickets.isPlaceholderData || tickets.isFetching}
        nothingShown={data.length === 0}
        pastEnd={t('emptyPage', { page: filters.page })}
        firstPageLabel={t('firstPage')}
        onFirstPage={() => onPage(1)}
        empty={
          <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
            <p className="font-semibold text-ink">{t('emptyTitle')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('emptyText')}</p>
          </div>
        }
        pager={{
          label: t('pages'),
          page: filters.page,
          pageSize: TICKETS_PAGE_SIZE,
          total: totalCount,
          onPage: (page) => {
            onPage(page);
            window.scrollTo({ top: 0 });
          },
          busy: tickets.isPlaceholderData,
          words: {
            previous: t('previous'),
            next: t('next'),
            where: (at) => t('where', at),
          },
        }}
      >
        <TicketList tickets={data} search={search} />
      </PagedList>
    );
  }
  if (tickets.isError) {
    return (
      <Failed what={t('loadError')} error={tickets.error} onRetry={() => void tickets.refetch()} />
    );
  }
  return <CardSkeletons label={t('loading')} height="h-32" />;
}

function SelectedTicket({
  Mid,
  admins,
}: {
  Mid: string;
  admins: readonly { userId: string; name: string }[];
}) {
  const t = useSupportAdminT();
  const ticket = useTicket(Mid);
  if (ticket.data) {
    return <TicketView key={Mid} detail={ticket.data.data} admins={admins} />;
  }
  if (ticket.isError) {
    return (
      <Failed what={t('ticketError')} error={ticket.error} onRetry={() => void ticket.refetch()} />
    );
  }
  return (
    <div
      role="status"
      aria-label={t('loadingTicket')}
      className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
    />
  );
}

/** Try again stays enabled while the query fetches again (unlike the other back-office lists). */
function Failed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  return (
    <LoadFailed onRetry={onRetry} retryLabel={t('retry')}>
      {what} {tm(error)}
    </LoadFailed>
  );
}
