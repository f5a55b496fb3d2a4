import { createColumnHelper, type Row as TableRow } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { RowCards, RowDetailsToggle, srNoOf } from '@/components/list/row-cards';
import { rowColumns } from '@/components/list/row-columns';
import { ExpandableTable } from '@/components/ui/expandable-table';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';
import { useHistoryT, type HistoryKey } from '../messages';
import { entryNumber, entryWords } from '../utils/entry-words';
import { formatSignedAmount, isCredit, isRecharge } from '../utils/entries';
import { PendingEntry } from './check-status';
import { EntryDetails, type ComplaintHandlers } from './entry-details';
import { EntryStatusBadge } from './entry-status-badge';

type Row = TableRow<PagedTableFeatures, RechargeLogRow>;

/**
 * An entry's id, stable while the list refreshes itself (a refund arriving on top must not move
 * an open entry to another row): what it refers to, why and when — a recharge's payment and its
 * refund share the reference but not the code.
 */
export const entryIdOf = (row: RechargeLogRow) => `${row.RId}-${row.Code}-${row.doe}`;

const detailsIdOf = (row: Row) => `entry-details-${row.id}`;

function DetailsToggle({ row, controls }: { row: Row; controls: string }) {
  return <RowDetailsToggle row={row} controls={controls} t={useHistoryT()} />;
}

/** + in green for money in, − for money out (docs/product-1.md §2 'signed amount'). */
export function SignedAmount({ row, className }: { row: RechargeLogRow; className?: string }) {
  return (
    <span
      className={clsx(
        'font-semibold tabular-nums',
        isCredit(row.Code) ? 'text-success' : 'text-ink',
        className,
      )}
    >
      {formatSignedAmount(row)}
    </span>
  );
}

function HeaderText({ k }: { k: HistoryKey }) {
  return useHistoryT()(k);
}

function ServiceNumber({ row }: { row: RechargeLogRow }) {
  const t = useHistoryT();
  return <span className="break-all">{entryNumber(row, t)}</span>;
}

const helper = createColumnHelper<PagedTableFeatures, RechargeLogRow>();

/** The list's columns (docs/product-1.md §2): Sr no., Service No., signed amount, Status, expander. */
export const historyColumns = rowColumns({
  srNoHeader: () => <HeaderText k="col.srNo" />,
  columns: helper.columns([
    helper.accessor('rechNo', {
      header: () => <HeaderText k="col.serviceNo" />,
      cell: ({ row }) => <ServiceNumber row={row.original} />,
    }),
    helper.accessor('amount', {
      header: () => <HeaderText k="col.amount" />,
      cell: ({ row }) => <SignedAmount row={row.original} />,
    }),
    helper.accessor('status', {
      header: () => <HeaderText k="col.status" />,
      cell: (cell) => <EntryStatusBadge status={cell.getValue()} />,
    }),
  ]),
  details: {
    id: 'details',
    header: () => <HeaderText k="col.details" />,
    toggle: (row) => <DetailsToggle row={row} controls={detailsIdOf(row)} />,
  },
});

const CELL: Record<string, string> = {
  srNo: 'px-4 py-3 tabular-nums text-ink-muted',
  rechNo: 'px-4 py-3 text-ink',
  amount: 'px-4 py-3 text-right',
  status: 'px-4 py-3',
  details: 'px-2 py-1 text-right',
};
const RIGHT = new Set(['amount', 'details']);

interface ViewProps extends ComplaintHandlers {
  table: PagedTable<RechargeLogRow>;
  caption: string;
}

/** Wide screens: the five columns, and a detail row under each entry. */
export function HistoryTableView({ table, caption, ...handlers }: ViewProps) {
  return (
    <ExpandableTable
      table={table}
      caption={caption}
      cellClassName={CELL}
      alignRight={RIGHT}
      detailsIdOf={detailsIdOf}
      renderDetails={(row) => (
        <EntryDetails row={row.original} srNo={srNoOf(row)} withPending {...handlers} />
      )}
    />
  );
}

/** Phones: one card an entry, the same page of rows as the table. */
export function HistoryCards({ table, caption, ...handlers }: ViewProps) {
  const t = useHistoryT();
  const describe = (entry: RechargeLogRow) => {
    const words = entryWords(entry, t);
    return words.description || words.service;
  };
  return (
    <RowCards
      table={table}
      caption={caption}
      idPrefix="entry"
      t={t}
      titleClassName="break-all text-base font-bold text-ink"
      title={(entry) => entryNumber(entry, t)}
      dateOf={(entry) => entry.doe}
      aside={(entry) => (
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <SignedAmount row={entry} className="text-lg" />
          <EntryStatusBadge status={entry.status} />
        </div>
      )}
      extra={(entry, srNo) =>
        isRecharge(entry) && (
          <div className="mt-2 empty:hidden">
            <PendingEntry row={entry} srNo={srNo} />
          </div>
        )
      }
      summary={(entry) => (
        // Wraps rather than truncates: a top-up's words end in its masked UPI id, which is cut
        // mid-id on a 360px phone; an id has no spaces, so it may break anywhere.
        <span className="min-w-0 text-sm text-ink-muted wrap-anywhere">{describe(entry)}</span>
      )}
      details={(entry, srNo) => <EntryDetails row={entry} srNo={srNo} {...handlers} />}
    />
  );
}
