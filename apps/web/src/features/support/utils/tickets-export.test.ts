import { describe, expect, it } from 'vitest';
import type { TicketMessage } from '@kosh/contract/support';
import type { SupportKey } from '../messages';
import { ticketsExport } from './tickets-export';

const ticket = (patch: Partial<TicketMessage>): TicketMessage => ({
  Mid: '41',
  Mtype: '3',
  Category: 'Wallet',
  CategoryHi: null,
  MsgSubject: 'Top-up not credited',
  Msg: 'I paid by NEFT yesterday.',
  Doe: '2026-03-01T18:45:00.000Z',
  isOpen: true,
  SenderId: 'u1',
  ReceiverId: null,
  senderType: '0',
  Attach: null,
  attachType: null,
  attachName: null,
  messageId: '900',
  messageCount: 1,
  lastMessageAt: '2026-03-01T18:45:00.000Z',
  unread: 0,
  ...patch,
});

describe('tickets export', () => {
  const hindi: Partial<Record<SupportKey, string>> = {
    sheetName: 'टिकट',
    'export.Doe': 'तारीख',
    open: 'खुला',
    closed: 'बंद',
  };
  const t = (key: SupportKey) => hindi[key] ?? key;

  it('has the spec’s five columns in the customer’s words, the raising time as a date', () => {
    const file = ticketsExport({
      rows: [ticket({}), ticket({ Mid: '40', isOpen: false })].map((row, i) => ({
        row,
        srNo: i + 1,
      })),
      t,
      fileName: 'tickets-page-1',
    });
    expect(file.sheetName).toBe('टिकट');
    expect(file.columns.map((c) => [c.header, c.kind])).toEqual([
      ['export.Mid', undefined],
      ['export.Mtype', undefined],
      ['export.MsgSubject', undefined],
      ['तारीख', 'dateTime'],
      ['export.isOpen', undefined],
    ]);
    const cells = file.rows.map(({ row, srNo }) => file.columns.map((c) => c.value(row, srNo)));
    expect(cells).toEqual([
      ['41', 'Wallet', 'Top-up not credited', '2026-03-01T18:45:00.000Z', 'खुला'],
      ['40', 'Wallet', 'Top-up not credited', '2026-03-01T18:45:00.000Z', 'बंद'],
    ]);
  });
});
