import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, FileText, Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePagedTable } from '@/hooks/use-paged-table';
import { ApiError } from '@/lib/api-client';
import { defaultDateRange, toShortDate, toWireDate } from '@/lib/dates';
import { downloadCsv, downloadExcel } from '@/lib/export';
import { useI18n } from '@/lib/i18n/i18n';
import { rechargeLogsQueryOptions, type RechargeLogsQuery } from '../api/get-recharge-logs';
import { useHistoryMessage, useHistoryT } from '../messages';
import { parseComplaint } from '../utils/entries';
import { historyExport } from '../utils/export-rows';
import { ComplaintDialog } from './complaint-dialog';
import { ComplaintStatusDialog } from './complaint-status-dialog';
import { HistoryFiltersForm, type HistoryFilters } from './history-filters';
import { entryIdOf, HistoryCards, historyColumns, HistoryTableView, srNoOf } from './history-views';

const EMPTY: RechargeLogRow[] = [];
const FETCHED = 'Data fetched successfully!';
const NO_DATA = 'No data available';

const toQuery = (filters: HistoryFilters): RechargeLogsQuery => ({
  fromdate: toWireDate(filters.from),
  todate: toWireDate(filters.to),
  ...(filters.search ? { search: filters.search } : {}),
});

/**
 * Balance History (spec/01 §2, §4, §8): top-ups, payments and refunds with the balance after
 * each, newest first; the range and a search, a table on wide screens and cards on phones, 5 a
 * page, the page to Excel or CSV, and complaints on successful recharges.
 */
export function BalanceHistory({
  onComplaintSent,
}: {
  /** After a complaint is accepted: the spec's result page takes over. */
  onComplaintSent: (row: RechargeLogRow) => void;
}) {
  const t = useHistoryT();
  const { t: tApp, language } = useI18n();
  const serverMessage = useHistoryMessage();
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 768px)');
  const [initial] = useState<HistoryFilters>(() => ({ ...defaultDateRange(), search: '' }));
  const [applied, setApplied] = useState(initial);
  const [searching, setSearching] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [complaining, setComplaining] = useState<RechargeLogRow | null>(null);
  const [viewing, setViewing] = useState<RechargeLogRow | null>(null);

  const query = useMemo(() => toQuery(applied), [applied]);
  const logs = useQuery(rechargeLogsQueryOptions(query));
  const rows = logs.data?.data ?? EMPTY;
  const table = usePagedTable(rows, historyColumns, entryIdOf);
  const caption = t('tableCaption', {
    from: toShortDate(applied.from),
    to: toShortDate(applied.to),
  });
  const errorMessage = (error: unknown) =>
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.message
      : t('fetchFailed');

  const search = async (filters: HistoryFilters) => {
    setSearching(true);
    try {
      const result = await queryClient.fetchQuery({
        ...rechargeLogsQueryOptions(toQuery(filters)),
        staleTime: 0,
      });
      setApplied(filters);
      table.setPageIndex(0);
      table.resetExpanded();
      if (result.found) toast.success(serverMessage(result.message || FETCHED));
      else toast.error(serverMessage(result.message || NO_DATA));
    } catch (error) {
      // spec/01 §8: an invalid token signs out (the client does it); anything else is shown.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(tApp('common.error'), { description: serverMessage(errorMessage(error)) });
    } finally {
      setSearching(false);
    }
  };

  const exportPage = async (kind: 'excel' | 'csv') => {
    const pageRows = table.getRowModel().rows;
    if (pageRows.length === 0) {
      toast.error(t('noDataExport'));
      return;
    }
    const file = historyExport({
      rows: pageRows.map((row) => ({ row: row.original, srNo: srNoOf(row) })),
      t,
      locale: language === 'hi' ? 'hi-IN' : 'en-IN',
      fileName: `balance-history-${query.fromdate}-to-${query.todate}-page-${table.state.pagination.pageIndex + 1}`,
    });
    setExporting(true);
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadCsv(file));
    } catch {
      toast.error(tApp('common.error'), { description: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const handlers = { onComplain: setComplaining, onViewStatus: setViewing };

  return (
    <div className="space-y-5">
      <Card>
        <HistoryFiltersForm
          initial={initial}
          searching={searching}
          onSearch={(f) => void search(f)}
        />
      </Card>

      <section aria-labelledby="balance-history-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="balance-history-heading" className="text-lg font-bold text-ink">
            {t('resultsLabel')}
          </h2>
          <div role="group" aria-label={t('exportLabel')} className="flex gap-2">
            <Button
              variant="secondary"
              className="min-h-11 px-3 text-sm"
              aria-label={t('exportExcelLabel')}
              disabled={exporting}
              onClick={() => void exportPage('excel')}
            >
              <FileSpreadsheet size={18} aria-hidden="true" />
              {t('exportExcel')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11 px-3 text-sm"
              aria-label={t('exportCsvLabel')}
              disabled={exporting}
              onClick={() => void exportPage('csv')}
            >
              <FileText size={18} aria-hidden="true" />
              {t('exportCsv')}
            </Button>
          </div>
        </div>

        {logs.isPending ? (
          <div role="status" aria-label={t('listLoading')} className="space-y-3">
            {[0, 1, 2].map((n) => (
              <div
                key={n}
                className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
              />
            ))}
          </div>
        ) : logs.isError ? (
          <Card className="text-center">
            <p role="alert" className="font-semibold text-ink">
              {serverMessage(errorMessage(logs.error))}
            </p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void logs.refetch()}
              disabled={logs.isFetching}
            >
              {t('retry')}
            </Button>
          </Card>
        ) : rows.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 py-10 text-center">
            <Inbox size={36} aria-hidden="true" className="text-ink-muted" />
            <p className="font-semibold text-ink">{t('emptyTitle')}</p>
            <p className="text-sm text-ink-muted">{t('emptyText')}</p>
          </Card>
        ) : (
          <div className="space-y-4" aria-busy={logs.isFetching}>
            {wide ? (
              <HistoryTableView table={table} caption={caption} {...handlers} />
            ) : (
              <HistoryCards table={table} caption={caption} {...handlers} />
            )}
            <PaginationBar table={table} label={t('paginationLabel')} />
          </div>
        )}
      </section>

      <ComplaintDialog
        row={complaining}
        onClose={() => setComplaining(null)}
        onSubmitted={(row) => {
          setComplaining(null);
          onComplaintSent(row);
        }}
      />
      <ComplaintStatusDialog
        orderId={viewing?.RId ?? null}
        known={parseComplaint(viewing?.complainStatus ?? null)}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
