import { aggregatorError } from '../aggregator.errors';
import type { BillerCatalogue } from './biller.catalogue';
import {
  EXACTNESS_KINDS,
  FETCH_REQUIREMENTS,
  PAYMENT_CHANNELS,
  type Biller,
  type BillerCategory,
  type BillerParam,
  type ParamDataType,
} from './biller.types';
import { asObject, fail, missing, type Result } from './biller.validation';

/** What a tester may add at run time: checked as strictly as the seed is written. */

const CATEGORY_CODE = /^[A-Z][A-Z0-9_]{1,29}$/;
const BILLER_ID = /^[A-Z0-9]{2,20}$/;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9]{0,29}$/;
const DATA_TYPES: readonly ParamDataType[] = ['NUMERIC', 'ALPHANUMERIC', 'MOBILE', 'DATE'];
const MAX_PARAMS = 5;
const MAX_EXTRA_FIELDS = 10;

const conflict = (message: string, field: string) =>
  ({ ok: false, status: 409, error: aggregatorError('CONFLICT', message, field) }) as const;

function text(input: Record<string, unknown>, field: string, max: number): Result<string> {
  const value = input[field];
  if (missing(value)) return fail(`${field} is required.`, field);
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    return fail(`${field} must be text of 1–${max} characters.`, field);
  }
  return { ok: true, value };
}

const isCount = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

function oneOf<T extends string>(
  input: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): Result<T> {
  const value = input[field];
  if (!allowed.includes(value as T))
    return fail(`${field} must be one of ${allowed.join(', ')}.`, field);
  return { ok: true, value: value as T };
}

/** POST /aggregator/billers/categories `{code, name, nameHi}`. */
export function parseNewCategory(
  body: unknown,
  catalogue: BillerCatalogue,
): Result<BillerCategory> {
  const input = asObject(body) ?? {};
  if (typeof input.code !== 'string' || !CATEGORY_CODE.test(input.code)) {
    return fail('code must be 2–30 capitals, digits or "_", starting with a capital.', 'code');
  }
  if (catalogue.findCategory(input.code)) {
    return conflict(`The category ${input.code} already exists.`, 'code');
  }
  const name = text(input, 'name', 60);
  if (!name.ok) return name;
  const nameHi = text(input, 'nameHi', 60);
  if (!nameHi.ok) return nameHi;
  return { ok: true, value: { code: input.code, name: name.value, nameHi: nameHi.value } };
}

function parseParam(raw: unknown, at: string): Result<BillerParam> {
  const input = asObject(raw);
  if (!input) return fail(`${at} must be an object.`, at);
  if (typeof input.name !== 'string' || !PARAM_NAME.test(input.name)) {
    return fail(`${at}.name must be 1–30 letters or digits, starting with a letter.`, `${at}.name`);
  }
  if (typeof input.label !== 'string' || input.label.trim() === '' || input.label.length > 60) {
    return fail(`${at}.label must be text of 1–60 characters.`, `${at}.label`);
  }
  if (!DATA_TYPES.includes(input.dataType as ParamDataType)) {
    return fail(`${at}.dataType must be one of ${DATA_TYPES.join(', ')}.`, `${at}.dataType`);
  }
  if (!isCount(input.minLength, 1, 50) || !isCount(input.maxLength, input.minLength, 50)) {
    return fail(`${at}.minLength and maxLength must be 1–50, minLength first.`, `${at}.minLength`);
  }
  if (typeof input.regex !== 'string' || input.regex === '' || input.regex.length > 200) {
    return fail(`${at}.regex must be a regular expression of 1–200 characters.`, `${at}.regex`);
  }
  try {
    new RegExp(input.regex);
  } catch {
    return fail(`${at}.regex is not a valid regular expression.`, `${at}.regex`);
  }
  if (input.optional !== undefined && typeof input.optional !== 'boolean') {
    return fail(`${at}.optional must be true or false.`, `${at}.optional`);
  }
  return {
    ok: true,
    value: {
      name: input.name,
      label: input.label,
      dataType: input.dataType as ParamDataType,
      regex: input.regex,
      minLength: input.minLength,
      maxLength: input.maxLength,
      optional: input.optional ?? false,
    },
  };
}

/** POST /aggregator/billers: a biller of the shape GET /billers/{id} answers, less updatedAt. */
export function parseNewBiller(
  body: unknown,
  catalogue: BillerCatalogue,
): Result<Omit<Biller, 'updatedAt'>> {
  const input = asObject(body) ?? {};
  if (typeof input.id !== 'string' || !BILLER_ID.test(input.id)) {
    return fail('id must be 2–20 capitals or digits.', 'id');
  }
  if (catalogue.findBiller(input.id))
    return conflict(`The biller ${input.id} already exists.`, 'id');
  const name = text(input, 'name', 100);
  if (!name.ok) return name;
  if (typeof input.category !== 'string' || !catalogue.findCategory(input.category)) {
    return fail('category must be a category code from /billers/categories.', 'category');
  }
  const coverage = missing(input.coverage)
    ? { ok: true as const, value: 'All India' }
    : text(input, 'coverage', 60);
  if (!coverage.ok) return coverage;

  if (!Array.isArray(input.params) || input.params.length < 1 || input.params.length > MAX_PARAMS) {
    return fail(`params must be a list of 1–${MAX_PARAMS} parameters.`, 'params');
  }
  const params: BillerParam[] = [];
  for (const [index, raw] of input.params.entries()) {
    const parsed = parseParam(raw, `params[${index}]`);
    if (!parsed.ok) return parsed;
    if (params.some((p) => p.name === parsed.value.name)) {
      return fail(`params[${index}].name repeats another parameter's.`, `params[${index}].name`);
    }
    params.push(parsed.value);
  }
  // The magic values are read from the first parameter, so it must always be there.
  if (params[0]!.optional) return fail('params[0] must not be optional.', 'params[0].optional');

  const fetchRequirement = oneOf(input, 'fetchRequirement', FETCH_REQUIREMENTS);
  if (!fetchRequirement.ok) return fetchRequirement;
  const exactness = oneOf(input, 'exactness', EXACTNESS_KINDS);
  if (!exactness.ok) return exactness;
  const { minAmountPaise, maxAmountPaise } = input;
  if (!isCount(minAmountPaise, 1, Number.MAX_SAFE_INTEGER)) {
    return fail('minAmountPaise must be a positive integer (paise).', 'minAmountPaise');
  }
  if (!isCount(maxAmountPaise, minAmountPaise, Number.MAX_SAFE_INTEGER)) {
    return fail(
      'maxAmountPaise must be an integer (paise) of at least minAmountPaise.',
      'maxAmountPaise',
    );
  }
  const channels = input.paymentChannels ?? PAYMENT_CHANNELS;
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    !channels.every((c) => PAYMENT_CHANNELS.includes(c))
  ) {
    return fail(
      `paymentChannels must be a list of ${PAYMENT_CHANNELS.join(', ')}.`,
      'paymentChannels',
    );
  }
  const extraFields = input.extraFields ?? [];
  if (
    !Array.isArray(extraFields) ||
    extraFields.length > MAX_EXTRA_FIELDS ||
    !extraFields.every((f) => typeof f === 'string' && f.trim() !== '' && f.length <= 60)
  ) {
    return fail(`extraFields must be a list of at most ${MAX_EXTRA_FIELDS} names.`, 'extraFields');
  }
  return {
    ok: true,
    value: {
      id: input.id,
      name: name.value,
      category: input.category,
      coverage: coverage.value,
      params,
      fetchRequirement: fetchRequirement.value,
      exactness: exactness.value,
      minAmountPaise,
      maxAmountPaise,
      paymentChannels: [...new Set(channels)],
      extraFields: extraFields as string[],
    },
  };
}
