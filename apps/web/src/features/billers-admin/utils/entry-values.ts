import { updateBillerEntryRequestSchema } from '@kosh/contract/billers';
import { formatInr } from '@kosh/contract/common/inr';

/** What an input's text reads as: the value to save, or the catalogue code of what is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; code: string };

/** The first issue's message: the contract writes each as a catalogue code. */
function check<T>(patch: { displayOrder?: number; icon?: string | null }, value: T): Parsed<T> {
  const result = updateBillerEntryRequestSchema.safeParse(patch);
  if (result.success) return { ok: true, value };
  return { ok: false, code: result.error.issues[0]?.message ?? 'SORT_ORDER_WHOLE' };
}

/**
 * A display order as typed: a whole number 0–9999, checked by the contract's own rule, so the
 * field says what the server would. Blank is not 0 (Number('') is): it is asked for again.
 */
export function parseDisplayOrder(text: string): Parsed<number> {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, code: 'SORT_ORDER_WHOLE' };
  return check({ displayOrder: value }, value);
}

/** An icon name as typed: blank means the category's default (null). */
export function parseIcon(text: string): Parsed<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  return check({ icon: trimmed }, trimmed);
}

/** A biller's amount range in rupees, from its integer paise. */
export const amountBounds = (minPaise: number, maxPaise: number) => ({
  min: formatInr(BigInt(minPaise)),
  max: formatInr(BigInt(maxPaise)),
});

/** The part of a biller list's address: ?category=&q=&page= (page 1 and blanks left out). */
export interface BillerListParams {
  category: string;
  q: string;
  page: number;
}

const CATEGORY_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Reads the address, whatever was typed there: a malformed category or page is dropped. */
export function readBillerListParams(params: URLSearchParams): BillerListParams {
  const category = params.get('category') ?? '';
  return {
    category: CATEGORY_ID.test(category) ? category : '',
    q: (params.get('q') ?? '').trim().slice(0, 60),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

export function writeBillerListParams({ category, q, page }: BillerListParams) {
  const query: Record<string, string> = {};
  if (category) query.category = category;
  if (q) query.q = q;
  if (page > 1) query.page = String(page);
  return query;
}
