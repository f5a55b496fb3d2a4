import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TICKET_PAGE_SIZES } from '@kosh/contract/support';
import { ListSection } from '@/components/layout/list-states';
import { Card } from '@/components/ui/card';
import { ExportButtons } from '@/components/ui/export-buttons';
import { Field } from '@/components/ui/field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import type { ExportKind } from '@/hooks/use-page-export';
import { useMediaQuery } from '@/hooks/use-media-query';
import { downloadCsv, downloadExcel } from '@/lib/export';
import { useI18n } from '@/lib/i18n/i18n';
import { ticketsQueryOptions, type TicketFilters } from '../api/support-api';
import { useSupportT } from '../messages';
import { inLanguage, pageOf, sortTickets, type Sort, type SortKey } from '../utils/support';
import { ticketsExport } from '../utils/tickets-export';
import { BackLink } from './back-link';
import { TicketPageNav } from './ticket-page-nav';
import { TicketCards, TicketTable } from './ticket-rows';

const STATUSES: TicketFilters['isOpen'][] = ['-1', '1', '0'];

/**
 * /all-tickets (docs/product-2.md §2 Support, §5, §8): status and dates, a sortable table on wide screens and
 * cards on phones, 10 a page, the current page to Excel or CSV, and each ticket's switch.
 */
export function TicketList() {
  const t = useSupportT();
  const { language } = useI18n();
  const wide = useMediaQuery('(min-width: 768px)');
  const [filters, setFilters] = useState<TicketFilters>({ isOpen: '-1', from: '', to: '' });
  const [sort, setSort] = useState<Sort>({ key: 'Doe', desc: true });
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TICKET_PAGE_SIZES[0]);
  const [exporting, setExporting] = useState(false);
  const list = useQuery(ticketsQueryOptions(filters));

  const sorted = useMemo(
    () => sortTickets(inLanguage(list.data ?? [], language), sort),
    [list.data, language, sort],
  );
  const page = pageOf(sorted, pageIndex, pageSize);

  const setFilter = (patch: Partial<TicketFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageIndex(0);
  };
  const sortBy = (key: SortKey) => {
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: false }));
    setPageIndex(0);
  };

  const exportPage = async (kind: ExportKind) => {
    if (page.rows.length === 0) {
      toast.error(t('noDataExport'), { id: 'page-export' });
      return;
    }
    const file = ticketsExport({
      rows: page.rows.map((row, i) => ({ row, srNo: page.pageIndex * pageSize + i + 1 })),
      t,
      fileName: `tickets-page-${page.pageIndex + 1}`,
    });
    setExporting(true);
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadCsv(file));
    } catch {
      toast.error(t('wentWrong'), { id: 'page-export' });
    } finally {
      setExporting(false);
    }
  };

  const body = () => {
    if (list.isPending) {
      return (
        <div role="status" aria-label={t('loading')} className="space-y-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded-[var(--radius-card)] bg-surface" />
          ))}
        </div>
      );
    }
    if (list.isError) {
      return (
        <Card className="text-center">
          <RetryAlert
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            retryLabel={t('retry')}
          >
            {t('fetchFailed')}
          </RetryAlert>
        </Card>
      );
    }
    if (sorted.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <p className="font-semibold text-ink">{t('empty')}</p>
          <Link to="/support-ticket" className="font-semibold text-brand-700 underline">
            {t('emptyLink')}
          </Link>
        </Card>
      );
    }
    return (
      <div className="space-y-4" aria-busy={list.isFetching}>
        {wide ? (
          <TicketTable rows={page.rows} sort={sort} onSort={sortBy} />
        ) : (
          <TicketCards rows={page.rows} />
        )}
        <TicketPageNav
          pageIndex={page.pageIndex}
          pages={page.pages}
          pageSize={pageSize}
          onPageSize={(size) => {
            setPageSize(size);
            setPageIndex(0);
          }}
          onPage={setPageIndex}
        />
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <BackLink to="/support-ticket" />
      <Card>
        <form
          aria-label={t('filtersLabel')}
          onSubmit={(e) => e.preventDefault()}
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        >
          <SelectField
            label={t('status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={filters.isOpen}
            onChange={(e) => setFilter({ isOpen: e.target.value as TicketFilters['isOpen'] })}
          />
          <Field
            label={t('from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilter({ from: e.target.value })}
          />
          <Field
            label={t('to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilter({ to: e.target.value })}
          />
        </form>
      </Card>
      <ListSection
        headingId="tickets-heading"
        title={t('listTitle')}
        actions={<ExportButtons exporting={exporting} onExport={(kind) => void exportPage(kind)} />}
      >
        {body()}
      </ListSection>
    </div>
  );
}
