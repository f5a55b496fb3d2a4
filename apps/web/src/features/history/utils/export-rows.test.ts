import { describe, expect, it } from 'vitest';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { historyExport } from './export-rows';

const row = (patch: Partial<RechargeLogRow>): RechargeLogRow => ({
  rechNo: '9876543210',
  amount: 199,
  doe: '2025-05-10T06:30:00.000Z',
  RId: 'RCH1',
  Wallet_Bal: 301,
  status: 'Success',
  Code: 'MOBILE_RECHARGE',
  complain_flag: 0,
  complainStatus: null,
  operator: 'Jio',
  service: 'Mobile Prepaid',
  description: '',
  entryKind: 'payment',
  serviceKind: 'mobile',
  ...patch,
});

describe('balance history export', () => {
  it('holds the page given, signed amounts as numbers, in the list’s order', () => {
    const rows = [
      row({
        RId: 'RCH2',
        Code: 'WALLET_CREDIT',
        amount: 49,
        Wallet_Bal: 350,
        service: 'Refund',
        entryKind: 'refund',
      }),
      row({ RId: 'RCH2', status: 'Failure', amount: 49, Wallet_Bal: 301 }),
      row({
        RId: 'TOP1',
        rechNo: 'Online top-up',
        Code: 'WALLET',
        amount: 500,
        operator: '',
        entryKind: 'topup_online',
        serviceKind: null,
      }),
    ].map((r, i) => ({ row: r, srNo: i + 6 }));
    const file = historyExport({
      rows,
      t: (key) => key,
      fileName: 'balance-history-page-2',
    });
    expect(file.fileName).toBe('balance-history-page-2');
    expect(file.columns.map((c) => c.header)).toEqual([
      'col.srNo',
      'col.serviceNo',
      'col.amount',
      'col.status',
      'walletBalance',
      'date',
      'rechargeId',
      'code',
      'operator',
      'service',
    ]);
    const cells = file.rows.map(({ row: r, srNo }) => file.columns.map((c) => c.value(r, srNo)));
    expect(cells.map((c) => c.slice(0, 5))).toEqual([
      [6, '9876543210', 49, 'status.Success', 350],
      [7, '9876543210', -49, 'status.Failure', 301],
      // A top-up's Service No. is worded in the file's language, not the server's English.
      [8, 'number.topupOnline', 500, 'status.Success', 301],
    ]);
    // Rupees and the entry's time go to the file as such, for it to format (lib/export.ts).
    expect(file.columns.map((c) => c.kind)).toEqual([
      undefined,
      undefined,
      'rupees',
      undefined,
      'rupees',
      'dateTime',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(cells[0]?.[5]).toBe('2025-05-10T06:30:00.000Z');
    expect(cells.map((c) => c.slice(6))).toEqual([
      // The service in the reader's words, from what the entry is (not the server's English).
      ['RCH2', 'WALLET_CREDIT', 'Jio', 'service.refund'],
      ['RCH2', 'MOBILE_RECHARGE', 'Jio', 'kind.mobile'],
      ['TOP1', 'WALLET', '', 'service.addMoney'],
    ]);
  });
});
