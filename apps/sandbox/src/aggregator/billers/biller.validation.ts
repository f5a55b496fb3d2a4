import { badRequest, unknownBiller, type AggregatorError } from '../aggregator.errors';
import type { BillerCatalogue, BillerQuery } from './biller.catalogue';
import type { Biller } from './biller.types';

export type Result<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 409 | 422; error: AggregatorError };
export const fail = (message: string, field: string) =>
  ({ ok: false, status: 400, error: badRequest(message, field) }) as const;

export const asObject = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;

export const missing = (value: unknown) => value === undefined || value === null || value === '';

const PAGE = /^[1-9][0-9]{0,5}$/;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const Q_MAX_LENGTH = 100;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** GET /aggregator/v1/billers: every query parameter is optional, none may be malformed. */
export function parseBillerQuery(
  query: Record<string, unknown>,
  catalogue: BillerCatalogue,
): Result<BillerQuery> {
  const { category, q, page, pageSize, updatedSince } = query;
  const value: BillerQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (!missing(page)) {
    if (typeof page !== 'string' || !PAGE.test(page)) {
      return fail('page must be a whole number from 1.', 'page');
    }
    value.page = Number(page);
  }
  if (!missing(pageSize)) {
    const size = typeof pageSize === 'string' && PAGE.test(pageSize) ? Number(pageSize) : 0;
    if (size < 1 || size > MAX_PAGE_SIZE) {
      return fail(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 'pageSize');
    }
    value.pageSize = size;
  }
  if (!missing(category)) {
    if (typeof category !== 'string' || !catalogue.findCategory(category)) {
      return fail('category must be a category code from /billers/categories.', 'category');
    }
    value.category = category;
  }
  if (!missing(q)) {
    if (typeof q !== 'string' || q.length > Q_MAX_LENGTH) {
      return fail(`q must be text of at most ${Q_MAX_LENGTH} characters.`, 'q');
    }
    value.q = q;
  }
  if (!missing(updatedSince)) {
    if (
      typeof updatedSince !== 'string' ||
      !ISO_TIME.test(updatedSince) ||
      Number.isNaN(Date.parse(updatedSince))
    ) {
      return fail('updatedSince must be an ISO 8601 date or time.', 'updatedSince');
    }
    value.updatedSince = updatedSince;
  }
  return { ok: true, value };
}

/**
 * The customer's parameters, checked against the biller's own rules: each required one present,
 * each one given a string of the right length that matches its regex, and nothing else.
 */
export function checkParams(biller: Biller, raw: unknown): Result<Record<string, string>> {
  if (missing(raw)) return fail('params is required.', 'params');
  const params = asObject(raw);
  if (!params) return fail('params must be an object of parameter name to value.', 'params');
  const value: Record<string, string> = {};
  for (const p of biller.params) {
    const given = params[p.name];
    const field = `params.${p.name}`;
    if (missing(given)) {
      if (p.optional) continue;
      return fail(`${p.label} is required.`, field);
    }
    if (typeof given !== 'string') return fail(`${p.label} must be text.`, field);
    if (given.length < p.minLength || given.length > p.maxLength) {
      const length =
        p.minLength === p.maxLength ? `${p.minLength}` : `${p.minLength}–${p.maxLength}`;
      return fail(`${p.label} must be ${length} characters long.`, field);
    }
    if (!new RegExp(p.regex).test(given)) {
      return fail(`${p.label} is not in the biller's format.`, field);
    }
    value[p.name] = given;
  }
  const unknown = Object.keys(params).find((name) => !biller.params.some((p) => p.name === name));
  if (unknown !== undefined) {
    return fail(`${unknown} is not a parameter of ${biller.id}.`, `params.${unknown}`);
  }
  return { ok: true, value };
}

/** POST /aggregator/v1/bills/fetch and /bills/validate with a billerId: the biller and its params. */
export function parseBillerRequest(
  body: unknown,
  catalogue: BillerCatalogue,
): Result<{ biller: Biller; params: Record<string, string> }> {
  const input = asObject(body) ?? {};
  const { billerId } = input;
  if (missing(billerId)) return fail('billerId is required.', 'billerId');
  if (typeof billerId !== 'string') return fail('billerId must be a biller id.', 'billerId');
  const biller = catalogue.findBiller(billerId);
  if (!biller) return { ok: false, status: 404, error: unknownBiller(billerId, 'billerId') };
  const params = checkParams(biller, input.params);
  if (!params.ok) return params;
  return { ok: true, value: { biller, params: params.value } };
}
