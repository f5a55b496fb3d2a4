import { createColumnHelper, type Row as TableRow } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import type { WalletRequestRow } from '@kosh/contract/wallet';
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
  const open = row.getIsExpanded();
  const n = srNoOf(row);
  return (
    <button
      type="button"
      onClick={() => row.toggleExpanded()}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('hideDetails', { n }) : t('showDetails', { n })}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t('details')}
      <ChevronDown
        size={18}
        aria-hidden="true"
        className={clsx('transition-transform', open && 'rotate-180')}
      />
    </button>
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

/** The list's columns (spec/01 §2): Sr no., DOE, Amount, Status, Action. */
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

/** Wide screens: Sr no., DOE, Amount, Status, Action, and a detail row under each (spec/01 §2). */
export function WalletRequestTableView({
  table,
  caption,
  onViewSlip,
}: {
  table: PagedTable<WalletRequestRow>;
  caption: string;
  onViewSlip: (row: WalletRequestRow) => void;
}) {
  const head =
    'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-ink-muted';
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={clsx(head, RIGHT.has(header.column.id) ? 'text-right' : 'text-left')}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr className="border-b border-line/70 last:border-0">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={CELL[cell.column.id]}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
              {row.getIsExpanded() && (
                <tr id={detailsIdOf(row)} className="border-b border-line/70 bg-canvas/50">
                  <td colSpan={row.getAllCells().length} className="px-4 py-4">
                    <WalletRequestDetails
                      row={row.original}
                      srNo={srNoOf(row)}
                      onViewSlip={onViewSlip}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card a request, the same page of rows as the table (spec/01 §2). */
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
