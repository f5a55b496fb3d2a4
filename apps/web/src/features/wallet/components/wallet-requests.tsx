import { useState } from 'react';
import { type WalletRequestRow } from '@kosh/contract/wallet';
import { srNoOf } from '@/components/list/row-cards';
import { SearchedList } from '@/components/list/searched-list';
import { useListSearch } from '@/hooks/use-list-search';
import { defaultDateRange, toShortDate, toWireDate } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { walletRequestsQueryOptions, type WalletRequestsQuery } from '../api/get-wallet-requests';
import { useWalletMessage, useWalletT } from '../messages';
import { walletRequestsExport } from '../utils/wallet-requests-export';
import { SlipViewer } from './slip-viewer';
import { walletRequestFilters, type WalletRequestFilters } from './wallet-request-filters';
import {
  walletRequestColumns,
  WalletRequestCards,
  WalletRequestTableView,
} from './wallet-request-views';

const initialFilters = (): WalletRequestFilters => ({ ...defaultDateRange(), status: 'All' });

const toQuery = (filters: WalletRequestFilters): WalletRequestsQuery => ({
  status: filters.status,
  fromdate: toWireDate(filters.from),
  todate: toWireDate(filters.to),
});

const rowIdOf = (row: WalletRequestRow) => row.id;

/**
 * All Wallet Requests (docs/product-1.md §2, §8): the range and status, Search with the spec's toasts, a
 * table on wide screens and cards on phones, 5 a page, and the current page to Excel or CSV.
 */
export function WalletRequests() {
  const t = useWalletT();
  const serverMessage = useWalletMessage();
  const [slip, setSlip] = useState<WalletRequestRow | null>(null);

  const listSearch = useListSearch({
    initial: initialFilters,
    toQuery,
    queryOptions: walletRequestsQueryOptions,
    columns: walletRequestColumns,
    getRowId: rowIdOf,
    // No `fetched`: the rows are the answer; "Data fetched successfully!" on them says nothing more.
    messages: { noData: 'NO_DATA', fetchFailed: 'FETCH_FAILED' },
    serverMessage,
  });
  const { applied, query, table } = listSearch;
  const caption = t('tableCaption', {
    from: toShortDate(applied.from),
    to: toShortDate(applied.to),
  });

  return (
    <SearchedList
      listSearch={listSearch}
      filters={walletRequestFilters}
      t={t}
      headingId="wallet-requests-heading"
      toFile={(pageRows, page) =>
        walletRequestsExport({
          rows: pageRows.map((row) => ({ row: row.original, srNo: srNoOf(row) })),
          t,
          fileName: `wallet-requests-${query.fromdate}-to-${query.todate}-page-${page}`,
        })
      }
      table={<WalletRequestTableView table={table} caption={caption} onViewSlip={setSlip} />}
      cards={<WalletRequestCards table={table} caption={caption} onViewSlip={setSlip} />}
    >
      <SlipViewer
        path={slip?.SlipImage ?? null}
        caption={
          slip
            ? [formatRupees(slip.Amount), slip.TransactionNo].filter(Boolean).join(' · ')
            : undefined
        }
        onClose={() => setSlip(null)}
      />
    </SearchedList>
  );
}
