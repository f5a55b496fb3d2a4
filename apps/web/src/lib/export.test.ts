import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, EXCEL_FORMATS, excelBytes, type ExportTable } from './export';

interface Entry {
  amount: number;
  at: string;
  paid: string;
  note: string;
}

/** Two entries as a list in Hindi would export them: the second one late at night in India. */
const table: ExportTable<Entry> = {
  fileName: 'entries',
  sheetName: 'बैलेंस हिस्ट्री',
  rows: [
    {
      row: { amount: 125000.5, at: '2026-03-01T06:30:05.000Z', paid: '2026-02-27', note: 'NEFT' },
      srNo: 1,
    },
    // 00:15 on 2 March in India, still 1 March in UTC and in the Americas.
    { row: { amount: -49, at: '2026-03-01T18:45:00.000Z', paid: '', note: '' }, srNo: 2 },
  ],
  columns: [
    { header: 'क्र. सं.', value: (_, srNo) => srNo },
    { header: 'राशि', kind: 'rupees', value: (row) => row.amount },
    { header: 'तारीख', kind: 'dateTime', value: (row) => row.at },
    { header: 'दिन', kind: 'date', value: (row) => row.at },
    { header: 'भुगतान की तारीख', kind: 'date', value: (row) => row.paid },
    { header: 'टिप्पणी', value: (row) => row.note },
  ],
};

async function readBack(t: ExportTable<Entry>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await excelBytes(t));
  return workbook.worksheets[0]!;
}

describe('the Excel file', () => {
  it('names the sheet and the columns in the customer’s language', async () => {
    const sheet = await readBack(table);
    expect(sheet.name).toBe('बैलेंस हिस्ट्री');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'क्र. सं.',
      'राशि',
      'तारीख',
      'दिन',
      'भुगतान की तारीख',
      'टिप्पणी',
    ]);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes rupees as numbers shown with ₹ and India’s grouping', async () => {
    const sheet = await readBack(table);
    const cell = (row: number) => sheet.getRow(row).getCell(2);
    expect([cell(2).value, cell(3).value]).toEqual([125000.5, -49]);
    expect(cell(2).numFmt).toBe('₹#,##,##0.00');
    expect(cell(3).numFmt).toBe(EXCEL_FORMATS.rupees);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
  });

  it('writes dates as Excel dates on India’s calendar and clock, dd-mm-yyyy', async () => {
    const sheet = await readBack(table);
    const [late, day, paid] = [3, 4, 5].map((n) => sheet.getRow(3).getCell(n));
    // Excel keeps a date without a zone: the file holds India's wall clock (12:15 am on 2 March).
    expect(late?.value).toEqual(new Date('2026-03-02T00:15:00.000Z'));
    expect(late?.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(day?.value).toEqual(new Date('2026-03-02T00:00:00.000Z'));
    expect(day?.numFmt).toBe('dd-mm-yyyy');
    // No payment date: an empty cell, not a made-up date.
    expect(paid?.value ?? '').toBe('');
    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toEqual(new Date('2026-03-01T12:00:05.000Z'));
    expect(first.getCell(5).value).toEqual(new Date('2026-02-27T00:00:00.000Z'));
    expect(first.getCell(5).numFmt).toBe('dd-mm-yyyy');
  });

  it('keeps to what Excel allows in a sheet’s name', async () => {
    const sheet = await readBack({
      ...table,
      sheetName: 'Requests [1/2]: a very long name for it',
    });
    expect(sheet.name).toBe('Requests  1 2   a very long nam');
  });
});

describe('the CSV text', () => {
  it('has a header row in the customer’s language, plain numbers and sortable dates in IST', async () => {
    const text = await csvText(table);
    expect(text.split('\r\n')).toEqual([
      'क्र. सं.,राशि,तारीख,दिन,भुगतान की तारीख,टिप्पणी',
      '1,125000.5,2026-03-01 12:00:05,2026-03-01,2026-02-27,NEFT',
      '2,-49,2026-03-02 00:15:00,2026-03-02,,',
    ]);
    expect(Papa.parse(text).errors).toEqual([]);
  });

  it('keeps text that a spreadsheet would run as a formula as text, and numbers as numbers', async () => {
    const notes = ['=HYPERLINK("http://x","pay")', '+1+1', '@SUM(A1)', '-2+3', '-49', '-12.50'];
    const text = await csvText({
      ...table,
      rows: notes.map((note, i) => ({ row: { amount: -49, at: '', paid: '', note }, srNo: i + 1 })),
    });
    const cells = Papa.parse<string[]>(text).data.slice(1);
    expect(cells.map((row) => row.at(-1))).toEqual([
      `'=HYPERLINK("http://x","pay")`,
      "'+1+1",
      "'@SUM(A1)",
      "'-2+3",
      '-49',
      '-12.50',
    ]);
    expect(cells.map((row) => row[1])).toEqual(notes.map(() => '-49'));
  });
});
