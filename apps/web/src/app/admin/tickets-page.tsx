import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
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
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
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
      <div className="space-y-4" aria-busy={tickets.isPlaceholderData || tickets.isFetching}>
        {data.length === 0 ? (
          <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
            {totalCount > 0 ? (
              <>
                <p className="font-semibold text-ink">{t('emptyPage', { page: filters.page })}</p>
                <Button variant="secondary" className="mt-4" onClick={() => onPage(1)}>
                  {t('firstPage')}
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold text-ink">{t('emptyTitle')}</p>
                <p className="mt-1 text-sm text-ink-muted">{t('emptyText')}</p>
              </>
            )}
          </div>
        ) : (
          <TicketList tickets={data} search={search} />
        )}
        {totalCount > 0 && (
          <Pager
            label={t('pages')}
            page={filters.page}
            pageSize={TICKETS_PAGE_SIZE}
            total={totalCount}
            onPage={(page) => {
              onPage(page);
              window.scrollTo({ top: 0 });
            }}
            busy={tickets.isPlaceholderData}
            words={{
              previous: t('previous'),
              next: t('next'),
              where: (at) => t('where', at),
            }}
          />
        )}
      </div>
    );
  }
  if (tickets.isError) {
    return (
      <LoadFailed
        what={t('loadError')}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  return (
    <div className="space-y-3" role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="h-32 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
        />
      ))}
    </div>
  );
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
      <LoadFailed
        what={t('ticketError')}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
      />
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

function LoadFailed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  return (
    <div className="rounded-[var(--radius-card)] bg-surface p-6 text-center shadow-[var(--shadow-card)]">
      <p role="alert" className="font-semibold text-ink">
        {what} {tm(error)}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
