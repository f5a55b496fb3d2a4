import { saveBlob } from './save-file';

/** One exported column: what the list shows for a row, numbers kept as numbers. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row, srNo: number) => string | number;
}

/** The current page of a history list, as Excel or CSV (spec/01 §5: only the current page). */
export interface ExportTable<Row> {
  columns: ExportColumn<Row>[];
  rows: { row: Row; srNo: number }[];
  /** Without the extension. */
  fileName: string;
  sheetName: string;
}

function matrix<Row>({ columns, rows }: ExportTable<Row>): (string | number)[][] {
  return rows.map(({ row, srNo }) => columns.map((column) => column.value(row, srNo)));
}

/** Both libraries are CommonJS/UMD: the bundler may hand them over as `default` or as the namespace. */
const interop = <T>(module: T): T => (module as { default?: T }).default ?? module;

/** CSV through papaparse, loaded only when someone exports. */
export async function downloadCsv<Row>(table: ExportTable<Row>): Promise<void> {
  const Papa = interop(await import('papaparse'));
  const csv = Papa.unparse({
    fields: table.columns.map((column) => column.header),
    data: matrix(table),
  });
  // The byte-order mark makes Excel read the ₹ and Hindi text as UTF-8.
  saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), `${table.fileName}.csv`);
}

/** An .xlsx through exceljs, which is large: it loads only when someone exports. */
export async function downloadExcel<Row>(table: ExportTable<Row>): Promise<void> {
  const ExcelJS = interop(await import('exceljs'));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kosh';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(matrix(table));
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(
    new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    `${table.fileName}.xlsx`,
  );
}
