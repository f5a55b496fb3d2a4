import type { Row, RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { PagedTable, PagedTableFeatures } from '@/hooks/use-paged-table';

type TableRow<Data extends RowData> = Row<PagedTableFeatures, Data>;

/** Opens and closes a row's details; `label` says which row, for screen readers. */
export function DetailsToggle<Data extends RowData>({
  row,
  controls,
  text,
  label,
}: {
  row: TableRow<Data>;
  /** The id of the details it opens. */
  controls: string;
  text: string;
  label: (open: boolean) => string;
}) {
  const open = row.getIsExpanded();
  return (
    <button
      type="button"
      onClick={() => row.toggleExpanded()}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label(open)}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {text}
      <ChevronDown
        size={18}
        aria-hidden="true"
        className={clsx('transition-transform', open && 'rotate-180')}
      />
    </button>
  );
}

const head =
  'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-ink-muted';

/** Wide screens: a history list's page of rows, with a details row under each row opened. */
export function ExpandableTable<Data extends RowData>({
  table,
  caption,
  cellClassName,
  alignRight,
  detailsIdOf,
  renderDetails,
}: {
  table: PagedTable<Data>;
  caption: string;
  /** Each column's cell classes, by column id. */
  cellClassName: Record<string, string>;
  /** The ids of the columns whose headers sit on the right. */
  alignRight: ReadonlySet<string>;
  detailsIdOf: (row: TableRow<Data>) => string;
  renderDetails: (row: TableRow<Data>) => ReactNode;
}) {
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
                  className={clsx(
                    head,
                    alignRight.has(header.column.id) ? 'text-right' : 'text-left',
                  )}
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
                  <td key={cell.id} className={cellClassName[cell.column.id]}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
              {row.getIsExpanded() && (
                <tr id={detailsIdOf(row)} className="border-b border-line/70 bg-canvas/50">
                  <td colSpan={row.getAllCells().length} className="px-4 py-4">
                    {renderDetails(row)}
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
