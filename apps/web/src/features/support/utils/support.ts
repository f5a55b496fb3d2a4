import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  type TicketMessage,
} from '@kosh/contract/support';
import type { Language } from '@/lib/i18n/i18n';

/** Whitespace only counts as empty (docs/product-2.md §5). */
export const isBlank = (value: string) => value.trim() === '';

/** The list cuts a subject at 20 and a message at 500 characters (docs/product-2.md §9). */
export function cut(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  return { text: `${chars.slice(0, max).join('')}…`, cut: true };
}

/**
 * What is wrong with a chosen attachment before it is sent, if anything: an image (JPEG, PNG,
 * WebP) or a PDF, at most 5 MB. The server checks the bytes again; this only spares an upload.
 */
export function attachmentProblem(file: {
  type: string;
  size: number;
}): 'attachmentType' | 'attachmentSize' | null {
  if (!(TICKET_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'attachmentType';
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return 'attachmentSize';
  return null;
}

export const isImageType = (type: string | null | undefined) => !!type && type.startsWith('image/');

/** 1.2 MB, 340 KB, 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const IST = 'Asia/Kolkata';

function istParts(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: IST,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? '0');
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** The list's date: 'd/M/yyyy' in India's time (docs/product-2.md §2, §9). */
export function formatListDate(iso: string): string {
  const p = istParts(iso);
  return p ? `${p.day}/${p.month}/${p.year}` : iso;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A message's time: 'dd MMM, yyyy at h:mm a' in India's time; `at` is the reader's word for it. */
export function formatMessageTime(iso: string, at = 'at'): string {
  const p = istParts(iso);
  if (!p) return iso;
  const dd = String(p.day).padStart(2, '0');
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const mm = String(p.minute).padStart(2, '0');
  const ampm = p.hour < 12 ? 'AM' : 'PM';
  return `${dd} ${MONTHS[p.month - 1] ?? ''}, ${p.year} ${at} ${h12}:${mm} ${ampm}`;
}

/** yyyy-MM-dd of an ISO instant's day in India (for filters and tests). */
export function istDay(iso: string): string {
  const p = istParts(iso);
  if (!p) return '';
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export type SortKey = 'Mid' | 'Category' | 'MsgSubject' | 'Msg' | 'Doe' | 'isOpen';
export interface Sort {
  key: SortKey;
  desc: boolean;
}

/** The list sorted by a column; ticket numbers as numbers, dates by instant. Stable. */
export function sortTickets(rows: readonly TicketMessage[], sort: Sort): TicketMessage[] {
  const value = (row: TicketMessage): number | string => {
    switch (sort.key) {
      case 'Mid':
        return Number(row.Mid);
      case 'Doe':
        return new Date(row.Doe).getTime();
      case 'isOpen':
        return row.isOpen ? 1 : 0;
      default:
        return row[sort.key].toLocaleLowerCase();
    }
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      const order = x < y ? -1 : x > y ? 1 : 0;
      return (sort.desc ? -order : order) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A category's name as the reader sees it: in Hindi, its Hindi name when an admin entered one. */
export function categoryName(
  category: { Category: string; CategoryHi: string | null },
  language: Language,
): string {
  return language === 'hi' && category.CategoryHi ? category.CategoryHi : category.Category;
}

/** The tickets with their category named as the reader sees it, so sorting and exports agree. */
export function inLanguage(rows: readonly TicketMessage[], language: Language): TicketMessage[] {
  return rows.map((row) => ({ ...row, Category: categoryName(row, language) }));
}

/** One page of rows (pageIndex from 0) and how many pages there are (at least 1). */
export function pageOf<T>(rows: readonly T[], pageIndex: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const index = Math.min(Math.max(0, pageIndex), pages - 1);
  return { rows: rows.slice(index * pageSize, (index + 1) * pageSize), pageIndex: index, pages };
}

/** The conversation's newest `count` messages, oldest first (docs/product-2.md §5: chunks of 4). */
export function newest<T>(messages: readonly T[], count: number): T[] {
  return messages.slice(Math.max(0, messages.length - count));
}

/** senderType '0' is the customer (Client); anything else the team (Admin). */
export const isClient = (senderType: string) => senderType === '0';
