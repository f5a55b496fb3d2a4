import { useState } from 'react';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { srNoOf } from '@/components/list/row-cards';
import { SearchedList } from '@/components/list/searched-list';
import { useListSearch } from '@/hooks/use-list-search';
import { defaultDateRange, toShortDate, toWireDate } from '@/lib/dates';
import { rechargeLogsQueryOptions, type RechargeLogsQuery } from '../api/get-recharge-logs';
import { useHistoryMessage, useHistoryT } from '../messages';
import { parseComplaint } from '../utils/entries';
import { historyExport } from '../utils/export-rows';
import { ComplaintDialog } from './complaint-dialog';
import { ComplaintStatusDialog } from './complaint-status-dialog';
import { historyFilters, type HistoryFilters } from './history-filters';
import { entryIdOf, HistoryCards, historyColumns, HistoryTableView } from './history-views';

const initialFilters = (): HistoryFilters => ({ ...defaultDateRange(), search: '' });

const toQuery = (filters: HistoryFilters): RechargeLogsQuery => ({
  fromdate: toWireDate(filters.from),
  todate: toWireDate(filters.to),
  ...(filters.search ? { search: filters.search } : {}),
});

/**
 * Balance History (docs/product-1.md §2, §4, §8): top-ups, payments and refunds with the balance after
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
  const serverMessage = useHistoryMessage();
  const [complaining, setComplaining] = useState<RechargeLogRow | null>(null);
  const [viewing, setViewing] = useState<RechargeLogRow | null>(null);

  const listSearch = useListSearch({
    initial: initialFilters,
    toQuery,
    queryOptions: rechargeLogsQueryOptions,
    columns: historyColumns,
    getRowId: entryIdOf,
    // One message per event: what Search found is the list (or its empty state), not a toast.
    messages: { fetchFailed: t('fetchFailed') },
    serverMessage,
    // It asks again on its own while a payment is pending (rechargeLogsQueryOptions).
    keepOnRefresh: true,
  });
  const { applied, query, table } = listSearch;
  const caption = t('tableCaption', {
    from: toShortDate(applied.from),
    to: toShortDate(applied.to),
  });

  const handlers = { onComplain: setComplaining, onViewStatus: setViewing };

  return (
    <SearchedList
      listSearch={listSearch}
      filters={historyFilters}
      t={t}
      headingId="balance-history-heading"
      toFile={(pageRows, page) =>
        historyExport({
          rows: pageRows.map((row) => ({ row: row.original, srNo: srNoOf(row) })),
          t,
          fileName: `balance-history-${query.fromdate}-to-${query.todate}-page-${page}`,
        })
      }
      table={<HistoryTableView table={table} caption={caption} {...handlers} />}
      cards={<HistoryCards table={table} caption={caption} {...handlers} />}
    >
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
    </SearchedList>
  );
}
