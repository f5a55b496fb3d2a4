import { createColumnHelper, type Row as TableRow } from '@tanstack/react-table';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import { RowCards, RowDetailsToggle, srNoOf, useDateLocale } from '@/components/list/row-cards';
import { rowColumns } from '@/components/list/row-columns';
import { ExpandableTable } from '@/components/ui/expandable-table';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';
import { useWalletT, type WalletKey } from '../messages';
import { formatDateTime } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { StatusBadge } from './status-badge';
import { WalletRequestDetails } from './wallet-request-details';

type Row = TableRow<PagedTableFeatures, WalletRequestRow>;

const detailsIdOf = (row: Row) => `request-details-${row.id}`;

function DetailsToggle({ row, controls }: { row: Row; controls: string }) {
  return <RowDetailsToggle row={row} controls={controls} t={useWalletT()} />;
}

function HeaderText({ k }: { k: WalletKey }) {
  return useWalletT()(k);
}

function RequestDate({ iso }: { iso: string }) {
  const locale = useDateLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

const helper = createColumnHelper<PagedTableFeatures, WalletRequestRow>();

/** The list's columns (docs/product-1.md §2): Sr no., DOE, Amount, Status, Action. */
export const walletRequestColumns = rowColumns({
  srNoHeader: () => <HeaderText k="col.srNo" />,
  columns: helper.columns([
    helper.accessor('DOE', {
      header: () => <HeaderText k="col.doe" />,
      cell: (cell) => <RequestDate iso={cell.getValue()} />,
    }),
    helper.accessor('Amount', {
      header: () => <HeaderText k="col.amount" />,
      cell: (cell) => formatRupees(cell.getValue()),
    }),
    helper.accessor('Status', {
      header: () => <HeaderText k="col.status" />,
      cell: (cell) => <StatusBadge status={cell.getValue()} />,
    }),
  ]),
  details: {
    id: 'action',
    header: () => <HeaderText k="col.action" />,
    toggle: (row) => <DetailsToggle row={row} controls={detailsIdOf(row)} />,
  },
});

const CELL: Record<string, string> = {
  srNo: 'px-4 py-3 tabular-nums text-ink-muted',
  DOE: 'px-4 py-3 text-ink',
  Amount: 'px-4 py-3 text-right font-semibold tabular-nums text-ink',
  Status: 'px-4 py-3',
  action: 'px-2 py-1 text-right',
};
const RIGHT = new Set(['Amount', 'action']);

interface ViewProps {
  table: PagedTable<WalletRequestRow>;
  caption: string;
  onViewSlip: (row: WalletRequestRow) => void;
}

/** Wide screens: Sr no., DOE, Amount, Status, Action, and a detail row under each (docs/product-1.md §2). */
export function WalletRequestTableView({ table, caption, onViewSlip }: ViewProps) {
  return (
    <ExpandableTable
      table={table}
      caption={caption}
      cellClassName={CELL}
      alignRight={RIGHT}
      detailsIdOf={detailsIdOf}
      renderDetails={(row) => (
        <WalletRequestDetails row={row.original} srNo={srNoOf(row)} onViewSlip={onViewSlip} />
      )}
    />
  );
}

/** Phones: one card a request, the same page of rows as the table (docs/product-1.md §2). */
export function WalletRequestCards({ table, caption, onViewSlip }: ViewProps) {
  const t = useWalletT();
  return (
    <RowCards
      table={table}
      caption={caption}
      idPrefix="request"
      t={t}
      titleClassName="text-lg font-bold tabular-nums text-ink"
      title={(request) => formatRupees(request.Amount)}
      dateOf={(request) => request.DOE}
      aside={(request) => <StatusBadge status={request.Status} />}
      summary={(request) => (
        // Wraps rather than truncates: the reference (a masked UPI id or a bank's number) is
        // what tells requests apart, and has no spaces, so it breaks anywhere (break-all).
        <span className="min-w-0 text-sm text-ink-muted">
          {t(`type.${request.PaymentType}`)}
          {request.TransactionNo && (
            <>
              {' · '}
              <span className="break-all">{request.TransactionNo}</span>
            </>
          )}
        </span>
      )}
      details={(request, srNo) => (
        <WalletRequestDetails row={request} srNo={srNo} onViewSlip={onViewSlip} />
      )}
    />
  );
}
