import { createColumnHelper, type Row as TableRow } from '@tanstack/react-table';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import {
  DetailsToggle as DetailsToggleButton,
  ExpandableTable,
} from '@/components/ui/expandable-table';
import { useI18n } from '@/lib/i18n/i18n';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';
import { useWalletT, type WalletKey } from '../messages';
import { formatDateTime } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { StatusBadge } from './status-badge';
import { WalletRequestDetails } from './wallet-request-details';

type Row = TableRow<PagedTableFeatures, WalletRequestRow>;

/** Sr no. counts across pages, from the first request in the list. */
export const srNoOf = (row: Row) => row.index + 1;

const detailsIdOf = (row: Row) => `request-details-${row.id}`;

function DetailsToggle({ row, controls }: { row: Row; controls: string }) {
  const t = useWalletT();
  const n = srNoOf(row);
  return (
    <DetailsToggleButton
      row={row}
      controls={controls}
      text={t('details')}
      label={(open) => (open ? t('hideDetails', { n }) : t('showDetails', { n }))}
    />
  );
}

const useDateLocale = () => (useI18n().language === 'hi' ? 'hi-IN' : 'en-IN');

function HeaderText({ k }: { k: WalletKey }) {
  return useWalletT()(k);
}

function RequestDate({ iso }: { iso: string }) {
  const locale = useDateLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

const helper = createColumnHelper<PagedTableFeatures, WalletRequestRow>();

/** The list's columns (docs/product-1.md §2): Sr no., DOE, Amount, Status, Action. */
export const walletRequestColumns = helper.columns([
  helper.display({
    id: 'srNo',
    header: () => <HeaderText k="col.srNo" />,
    cell: ({ row }) => srNoOf(row),
  }),
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
  helper.display({
    id: 'action',
    header: () => <HeaderText k="col.action" />,
    cell: ({ row }) => <DetailsToggle row={row} controls={detailsIdOf(row)} />,
  }),
]);

const CELL: Record<string, string> = {
  srNo: 'px-4 py-3 tabular-nums text-ink-muted',
  DOE: 'px-4 py-3 text-ink',
  Amount: 'px-4 py-3 text-right font-semibold tabular-nums text-ink',
  Status: 'px-4 py-3',
  action: 'px-2 py-1 text-right',
};
const RIGHT = new Set(['Amount', 'action']);

/** Wide screens: Sr no., DOE, Amount, Status, Action, and a detail row under each (docs/product-1.md §2). */
export function WalletRequestTableView({
  table,
  caption,
  onViewSlip,
}: {
  table: PagedTable<WalletRequestRow>;
  caption: string;
  onViewSlip: (row: WalletRequestRow) => void;
}) {
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
export function WalletRequestCards({
  table,
  caption,
  onViewSlip,
}: {
  table: PagedTable<WalletRequestRow>;
  caption: string;
  onViewSlip: (row: WalletRequestRow) => void;
}) {
  const t = useWalletT();
  const locale = useDateLocale();
  return (
    <ol aria-label={caption} className="space-y-3">
      {table.getRowModel().rows.map((row) => {
        const request = row.original;
        const detailsId = `request-card-details-${row.id}`;
        return (
          <li key={row.id}>
            <article
              aria-labelledby={`request-card-${row.id}`}
              className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3
                    id={`request-card-${row.id}`}
                    className="text-lg font-bold tabular-nums text-ink"
                  >
                    <span className="sr-only">
                      {t('col.srNo')} {srNoOf(row)},{' '}
                    </span>
                    {formatRupees(request.Amount)}
                  </h3>
                  <p className="text-sm text-ink-muted">
                    <span aria-hidden="true">#{srNoOf(row)} · </span>
                    <time dateTime={request.DOE}>{formatDateTime(request.DOE, locale)}</time>
                  </p>
                </div>
                <StatusBadge status={request.Status} />
              </div>
              <div className="mt-2 flex items-center justify-between gap-3 border-t border-line/70 pt-2">
                <span className="truncate text-sm text-ink-muted">
                  {t(`type.${request.PaymentType}`)}
                  {request.TransactionNo && ` · ${request.TransactionNo}`}
                </span>
                <DetailsToggle row={row} controls={detailsId} />
              </div>
              {row.getIsExpanded() && (
                <div id={detailsId} className="mt-2 rounded-xl bg-canvas p-3">
                  <WalletRequestDetails row={request} srNo={srNoOf(row)} onViewSlip={onViewSlip} />
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
