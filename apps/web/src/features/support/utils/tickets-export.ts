import { TICKET_EXPORT_COLUMNS, type TicketMessage } from '@kosh/contract/support';
import type { ExportColumn, ExportTable } from '@/lib/export';
import type { SupportKey } from '../messages';

type Column = (typeof TICKET_EXPORT_COLUMNS)[number];

const cells: Record<Column, (t: (key: SupportKey) => string) => ExportColumn<TicketMessage>> = {
  Mid: (t) => ({ header: t('export.Mid'), value: (row) => row.Mid }),
  Mtype: (t) => ({ header: t('export.Mtype'), value: (row) => row.Category }),
  MsgSubject: (t) => ({ header: t('export.MsgSubject'), value: (row) => row.MsgSubject }),
  // When the ticket was raised, to the second: a spreadsheet sorts the tickets by it.
  Doe: (t) => ({ header: t('export.Doe'), kind: 'dateTime', value: (row) => row.Doe }),
  isOpen: (t) => ({
    header: t('export.isOpen'),
    value: (row) => t(row.isOpen ? 'open' : 'closed'),
  }),
};

/**
 * The page of tickets shown, as a file (docs/product-2.md §9: the current page, columns Mid, Mtype,
 * MsgSubject, Doe and isOpen), in the customer's language; the category's name for Mtype.
 */
export function ticketsExport({
  rows,
  t,
  fileName,
}: {
  rows: { row: TicketMessage; srNo: number }[];
  t: (key: SupportKey) => string;
  fileName: string;
}): ExportTable<TicketMessage> {
  return {
    fileName,
    sheetName: t('sheetName'),
    rows,
    columns: TICKET_EXPORT_COLUMNS.map((column) => cells[column](t)),
  };
}
