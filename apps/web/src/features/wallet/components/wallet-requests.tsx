import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, FileText, Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { walletMessages, type WalletRequestRow } from '@kosh/contract/wallet';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { walletRequestsQueryOptions, type WalletRequestsQuery } from '../api/get-wallet-requests';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePagedTable } from '@/hooks/use-paged-table';
import { useWalletMessage, useWalletT } from '../messages';
import {
  defaultDateRange,
  formatDateTime,
  formatPlainDate,
  toShortDate,
  toWireDate,
} from '@/lib/dates';
import { downloadCsv, downloadExcel, type ExportTable } from '@/lib/export';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SlipViewer } from './slip-viewer';
import { WalletRequestFiltersForm, type WalletRequestFilters } from './wallet-request-filters';
import {
  srNoOf,
  walletRequestColumns,
  WalletRequestCards,
  WalletRequestTableView,
} from './wallet-request-views';
import { formatRupees } from '@/lib/money';

const EMPTY: WalletRequestRow[] = [];

const toQuery = (filters: WalletRequestFilters): WalletRequestsQuery => ({
  status: filters.status,
  fromdate: toWireDate(filters.from),
  todate: toWireDate(filters.to),
});

/**
 * All Wallet Requests (spec/01 §2, §8): the range and status, Search with the spec's toasts, a
 * table on wide screens and cards on phones, 5 a page, and the current page to Excel or CSV.
 */
export function WalletRequests() {
  const t = useWalletT();
  const { t: tApp, language } = useI18n();
  const serverMessage = useWalletMessage();
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 768px)');
  const [initial] = useState<WalletRequestFilters>(() => ({
    ...defaultDateRange(),
    status: 'All',
  }));
  const [applied, setApplied] = useState(initial);
  const [searching, setSearching] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [slip, setSlip] = useState<WalletRequestRow | null>(null);

  const query = useMemo(() => toQuery(applied), [applied]);
  const requests = useQuery(walletRequestsQueryOptions(query));
  const rows = requests.data?.data ?? EMPTY;
  const table = usePagedTable(rows, walletRequestColumns, (row) => row.id);
  const caption = t('tableCaption', {
    from: toShortDate(applied.from),
    to: toShortDate(applied.to),
  });

  const search = async (filters: WalletRequestFilters) => {
    setSearching(true);
    try {
      const result = await queryClient.fetchQuery({
        ...walletRequestsQueryOptions(toQuery(filters)),
        staleTime: 0,
      });
      setApplied(filters);
      table.setPageIndex(0);
      table.resetExpanded();
      if (result.found) toast.success(serverMessage(result.message || walletMessages.fetched));
      else toast.error(serverMessage(result.message || walletMessages.noData));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const message =
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : walletMessages.fetchFailed;
      toast.error(tApp('common.error'), { description: serverMessage(message) });
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
    const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
    const none = '';
    const file: ExportTable<WalletRequestRow> = {
      fileName: `wallet-requests-${query.fromdate}-to-${query.todate}-page-${table.state.pagination.pageIndex + 1}`,
      sheetName: 'Wallet requests',
      rows: pageRows.map((row) => ({ row: row.original, srNo: srNoOf(row) })),
      columns: [
        { header: t('col.srNo'), value: (_, srNo) => srNo },
        { header: t('col.doe'), value: (row) => formatDateTime(row.DOE, locale) },
        { header: t('col.amount'), value: (row) => row.Amount },
        { header: t('col.status'), value: (row) => t(`status.${row.Status}`) },
        { header: t('paymentType'), value: (row) => t(`type.${row.PaymentType}`) },
        { header: t('companyBank'), value: (row) => row.CompanyBank || none },
        { header: t('companyAccountLabel'), value: (row) => row.CompanyAccNo || none },
        { header: t('paymentDate'), value: (row) => formatPlainDate(row.PaymentDate) },
        { header: t('transactionNoLabel'), value: (row) => row.TransactionNo || none },
        { header: t('userBankLabel'), value: (row) => row.UserBank || none },
        { header: t('remarksLabel'), value: (row) => row.Remarks || none },
        { header: t('adminRemarkLabel'), value: (row) => row.AdminRemark || none },
      ],
    };
    setExporting(true);
    try {
      await (kind === 'excel' ? downloadExcel(file) : downloadCsv(file));
    } catch {
      toast.error(tApp('common.error'), { description: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-5">
      <Card>
        <WalletRequestFiltersForm
          initial={initial}
          searching={searching}
          onSearch={(f) => void search(f)}
        />
      </Card>

      <section aria-labelledby="wallet-requests-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="wallet-requests-heading" className="text-lg font-bold text-ink">
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

        {requests.isPending ? (
          <div role="status" aria-label={t('listLoading')} className="space-y-3">
            {[0, 1, 2].map((n) => (
              <div
                key={n}
                className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
              />
            ))}
          </div>
        ) : requests.isError ? (
          <Card className="text-center">
            <p role="alert" className="font-semibold text-ink">
              {serverMessage(
                requests.error instanceof ApiError &&
                  requests.error.status > 0 &&
                  requests.error.status < 500
                  ? requests.error.message
                  : walletMessages.fetchFailed,
              )}
            </p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void requests.refetch()}
              disabled={requests.isFetching}
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
          <div className="space-y-4" aria-busy={requests.isFetching}>
            {wide ? (
              <WalletRequestTableView table={table} caption={caption} onViewSlip={setSlip} />
            ) : (
              <WalletRequestCards table={table} caption={caption} onViewSlip={setSlip} />
            )}
            <PaginationBar table={table} label={t('paginationLabel')} />
          </div>
        )}
      </section>

      <SlipViewer
        path={slip?.SlipImage ?? null}
        caption={
          slip
            ? [formatRupees(slip.Amount), slip.TransactionNo].filter(Boolean).join(' · ')
            : undefined
        }
        onClose={() => setSlip(null)}
      />
    </div>
  );
}
