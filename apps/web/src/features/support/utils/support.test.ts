import { describe, expect, it } from 'vitest';
import type { TicketMessage } from '@kosh/contract/support';
import {
  attachmentProblem,
  categoryName,
  cut,
  formatListDate,
  formatMessageTime,
  isBlank,
  inLanguage,
  isClient,
  newest,
  pageOf,
  sortTickets,
} from './support';
import { readSupportEvent } from './sse';

const row = (patch: Partial<TicketMessage>): TicketMessage => ({
  Mid: '1',
  Mtype: '1',
  Category: 'Wallet',
  CategoryHi: null,
  MsgSubject: 'Subject',
  Msg: 'Message',
  Doe: '2026-11-24T10:00:00.000Z',
  isOpen: true,
  SenderId: 'u1',
  ReceiverId: 'a1',
  senderType: '0',
  Attach: null,
  attachType: null,
  attachName: null,
  messageId: '1',
  messageCount: 1,
  lastMessageAt: '2026-11-24T10:00:00.000Z',
  unread: 0,
  ...patch,
});

describe('support utils', () => {
  it('treats whitespace as empty', () => {
    expect(isBlank('  \n\t ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('cuts at the limit with an ellipsis, and leaves shorter text alone', () => {
    expect(cut('a'.repeat(20), 20)).toEqual({ text: 'a'.repeat(20), cut: false });
    expect(cut('b'.repeat(21), 20)).toEqual({ text: `${'b'.repeat(20)}…`, cut: true });
    expect(cut('नमस्ते दुनिया', 3).text).toBe('नमस…');
  });

  it('checks an attachment by type and size before sending', () => {
    expect(attachmentProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ type: 'image/gif', size: 10 })).toBe('attachmentType');
    expect(attachmentProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'attachmentSize',
    );
  });

  it('shows dates in India time', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatListDate('2026-11-24T20:00:00.000Z')).toBe('25/11/2026');
    expect(formatListDate('2026-01-05T00:00:00.000Z')).toBe('5/1/2026');
    expect(formatMessageTime('2026-11-24T20:00:00.000Z')).toBe('25 Nov, 2026 at 1:30 AM');
    expect(formatMessageTime('2026-03-02T07:05:00.000Z', 'को')).toBe('02 Mar, 2026 को 12:35 PM');
    expect(formatListDate('nonsense')).toBe('nonsense');
  });

  it('sorts by ticket number numerically and by date, both ways', () => {
    const rows = [
      row({ Mid: '9', Doe: '2026-11-02T00:00:00Z' }),
      row({ Mid: '10', Doe: '2026-11-01T00:00:00Z' }),
    ];
    expect(sortTickets(rows, { key: 'Mid', desc: false }).map((r) => r.Mid)).toEqual(['9', '10']);
    expect(sortTickets(rows, { key: 'Mid', desc: true }).map((r) => r.Mid)).toEqual(['10', '9']);
    expect(sortTickets(rows, { key: 'Doe', desc: false }).map((r) => r.Mid)).toEqual(['10', '9']);
  });

  it('names a category in Hindi for a Hindi reader when it has a Hindi name, and sorts by it', () => {
    const wallet = { Category: 'Wallet', CategoryHi: 'वॉलेट' };
    expect(categoryName(wallet, 'hi')).toBe('वॉलेट');
    expect(categoryName(wallet, 'en')).toBe('Wallet');
    expect(categoryName({ Category: 'KYC', CategoryHi: null }, 'hi')).toBe('KYC');
    const rows = [
      row({ Mid: '1', Category: 'Account', CategoryHi: 'खाता' }),
      row({ Mid: '2', Category: 'Wallet', CategoryHi: 'वॉलेट' }),
      row({ Mid: '3', Category: 'Bills', CategoryHi: null }),
    ];
    const byCategory = { key: 'Category', desc: false } as const;
    expect(sortTickets(inLanguage(rows, 'hi'), byCategory).map((r) => r.Category)).toEqual([
      'Bills',
      'खाता',
      'वॉलेट',
    ]);
    expect(sortTickets(inLanguage(rows, 'en'), byCategory).map((r) => r.Mid)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('pages rows and clamps the page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 0, 10)).toEqual({ rows: rows.slice(0, 10), pageIndex: 0, pages: 3 });
    expect(pageOf(rows, 2, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf(rows, 7, 10).pageIndex).toBe(2);
    expect(pageOf([], 0, 10)).toEqual({ rows: [], pageIndex: 0, pages: 1 });
  });

  it('shows the newest messages of a conversation, oldest first', () => {
    const messages = [1, 2, 3, 4, 5, 6];
    expect(newest(messages, 4)).toEqual([3, 4, 5, 6]);
    expect(newest(messages, 8)).toEqual(messages);
    expect(isClient('0')).toBe(true);
    expect(isClient('1')).toBe(false);
  });

  it('reads a ticket event and refuses anything else', () => {
    expect(
      readSupportEvent('{"Mid":"7","kind":"message","senderType":"1","isOpen":true,"unread":2}'),
    ).toEqual({ Mid: '7', unread: 2 });
    expect(readSupportEvent('{"Mid":7,"unread":2}')).toBeNull();
    expect(readSupportEvent('{"Mid":"7","unread":1.5}')).toBeNull();
    expect(readSupportEvent('not json')).toBeNull();
    expect(readSupportEvent('null')).toBeNull();
  });
});
