import { describe, expect, it } from 'vitest';
import type { WalletRequestRow } from '@kosh/contract/wallet';
import { walletRequestsExport } from './wallet-requests-export';

const request = (patch: Partial<WalletRequestRow>): WalletRequestRow => ({
  id: 'r1',
  DOE: '2026-03-01T18:45:00.000Z',
  Amount: 1000,
  Status: 0,
  PaymentType: 'NEFT',
  CompanyBank: 'HDFC Bank',
  CompanyAccNo: '50200078451236',
  PaymentDate: '2026-03-01',
  TransactionNo: 'UTR1',
  UserBank: 'State Bank of India',
  Remarks: 'NEFT from savings',
  AdminRemark: '',
  SlipImage: null,
  ...patch,
});

describe('wallet requests export', () => {
  it('names the sheet in the customer’s language; the amount in rupees, DOE and payment date as dates', () => {
    const file = walletRequestsExport({
      rows: [
        request({}),
        request({ id: 'r2', Status: 1, Amount: 250.5, PaymentType: 'CashOffice' }),
      ].map((row, i) => ({ row, srNo: i + 6 })),
      t: (key) => key,
      fileName: 'wallet-requests-page-2',
    });
    expect(file.sheetName).toBe('sheetName');
    const byHeader = Object.fromEntries(file.columns.map((c) => [c.header, c]));
    expect(byHeader['col.doe']?.kind).toBe('dateTime');
    expect(byHeader['col.amount']?.kind).toBe('rupees');
    expect(byHeader.paymentDate?.kind).toBe('date');
    const cells = file.rows.map(({ row, srNo }) => file.columns.map((c) => c.value(row, srNo)));
    expect(cells.map((c) => c.slice(0, 5))).toEqual([
      [6, '2026-03-01T18:45:00.000Z', 1000, 'status.0', 'type.NEFT'],
      [7, '2026-03-01T18:45:00.000Z', 250.5, 'status.1', 'type.CashOffice'],
    ]);
    expect(cells[0]?.[7]).toBe('2026-03-01');
    expect(cells[0]?.[11]).toBe('');
  });
});
