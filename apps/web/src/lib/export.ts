import { istWallClock, type IstWallClock } from '@kosh/contract/common/ist-day';
import { saveBlob } from './save-file';

/**
 * What a column holds, for a spreadsheet: rupees and dates are written so that a spreadsheet can
 * add them up, sort and filter them (Excel gets numbers and real dates with a format, CSV plain
 * numbers and sortable dates); anything else is written as it is.
 */
export type ExportCellKind = 'rupees' | 'date' | 'dateTime';

/** One exported column: what the list shows for a row, numbers kept as numbers. */
export interface ExportColumn<Row> {
  /** In the customer's language. */
  header: string;
  /**
   * rupees: a number of rupees. date: a yyyy-MM-dd day, or an ISO instant's day in India.
   * dateTime: an ISO instant, India's clock to the second.
   */
  kind?: ExportCellKind;
  value: (row: Row, srNo: number) => string | number;
}

/** The current page of a history list, as Excel or CSV (docs/product-1.md §5: only the current page). */
export interface ExportTable<Row> {
  columns: ExportColumn<Row>[];
  rows: { row: Row; srNo: number }[];
  /** Without the extension. */
  fileName: string;
  /** In the customer's language. */
  sheetName: string;
}

/** Excel's number formats: rupees with ₹ and India's grouping, days as India writes them. */
export const EXCEL_FORMATS: Record<ExportCellKind, string> = {
  rupees: '₹#,##,##0.00',
  date: 'dd-mm-yyyy',
  dateTime: 'dd-mm-yyyy hh:mm',
};

const WIDTHS: Record<ExportCellKind, number> = { rupees: 14, date: 12, dateTime: 18 };

type Fields = Omit<IstWallClock, 'weekday'>;

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date cell's calendar day and clock in India: a yyyy-MM-dd day (a payment date) is India's day
 * already; an instant is read on India's clock, whatever the phone's zone. Null for anything else.
 */
function indianFields(value: string | number): Fields | null {
  const day = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (day) {
    return { year: +day[1]!, month: +day[2]!, day: +day[3]!, hour: 0, minute: 0, second: 0 };
  }
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? istWallClock(ms) : null;
}

const two = (n: number) => String(n).padStart(2, '0');

function csvCell(kind: ExportCellKind | undefined, value: string | number): string | number {
  if (kind !== 'date' && kind !== 'dateTime') return value;
  const f = indianFields(value);
  if (!f) return value;
  const day = `${f.year}-${two(f.month)}-${two(f.day)}`;
  return kind === 'date' ? day : `${day} ${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
}

function excelCell(
  kind: ExportCellKind | undefined,
  value: string | number,
): string | number | Date {
  if (kind !== 'date' && kind !== 'dateTime') return value;
  const f = indianFields(value);
  if (!f) return value;
  // exceljs writes a Date as the wall clock of its UTC fields: hand it India's clock in them.
  return kind === 'date'
    ? new Date(Date.UTC(f.year, f.month - 1, f.day))
    : new Date(Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second));
}

/** Excel refuses []:*?/\ in a sheet's name and keeps at most 31 characters of it. */
function sheetTitle(name: string): string {
  const clean = Array.from(name.replace(/[[\]:*?/\\]/g, ' '))
    .slice(0, 31)
    .join('')
    .trim();
  return clean || 'Sheet1';
}

/** What a spreadsheet reads as a formula: =, +, @, a tab or CR first, or a - before anything but a number. */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/** Both libraries are CommonJS/UMD: the bundler may hand them over as `default` or as the namespace. */
const interop = <T>(module: T): T => (module as { default?: T }).default ?? module;

/**
 * The page as CSV text (papaparse, loaded only when someone exports): a header row, plain numbers,
 * dates as yyyy-MM-dd and times as yyyy-MM-dd HH:mm:ss on India's clock, as every date in Kosh
 * is (the headers keep the list's own words, the spec's column names among them).
 */
export async function csvText<Row>(table: ExportTable<Row>): Promise<string> {
  const Papa = interop(await import('papaparse'));
  return Papa.unparse(
    {
      fields: table.columns.map((column) => column.header),
      data: table.rows.map(({ row, srNo }) =>
        table.columns.map((column) => csvCell(column.kind, column.value(row, srNo))),
      ),
    },
    // Text a customer typed (a ticket's subject) that a spreadsheet would run as a formula gets a
    // leading ' and stays text; numbers, negative amounts among them, stay numbers.
    { escapeFormulae: FORMULA_START },
  );
}

export async function downloadCsv<Row>(table: ExportTable<Row>): Promise<void> {
  const csv = await csvText(table);
  // The byte-order mark makes Excel read the ₹ and Hindi text as UTF-8.
  saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), `${table.fileName}.csv`);
}

/**
 * The page as an .xlsx (exceljs, which is large: it loads only when someone exports): rupees as
 * numbers shown ₹1,00,000.00, dates as Excel dates on India's calendar shown dd-mm-yyyy (with
 * hh:mm where the time matters), the header row frozen.
 */
export async function excelBytes<Row>(table: ExportTable<Row>): Promise<ArrayBuffer> {
  const ExcelJS = interop(await import('exceljs'));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kosh';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetTitle(table.sheetName));
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: Math.max(column.kind ? WIDTHS[column.kind] : 12, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const { row, srNo } of table.rows) {
    const added = sheet.addRow(
      table.columns.map((column) => excelCell(column.kind, column.value(row, srNo))),
    );
    table.columns.forEach((column, index) => {
      if (column.kind) added.getCell(index + 1).numFmt = EXCEL_FORMATS[column.kind];
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadExcel<Row>(table: ExportTable<Row>): Promise<void> {
  const bytes = await excelBytes(table);
  saveBlob(
    new Blob([bytes], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${table.fileName}.xlsx`,
  );
}
