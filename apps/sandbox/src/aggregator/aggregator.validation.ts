import { SERVICE_KINDS, isBillKind, type ServiceKind } from '@kosh/contract/service-kinds';
import { findCircle, findOperator, type Operator } from './aggregator.catalogue';
import { badRequest, unknownOperator, type AggregatorError } from './aggregator.errors';
import { MOBILE } from './aggregator.lookup';
import type { PaymentInput } from './aggregator.store';

type Result<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; error: AggregatorError };
const fail = (message: string, field: string) =>
  ({ ok: false, status: 400, error: badRequest(message, field) }) as const;

/** The client's reference: its idempotency key for a payment. */
const CLIENT_REF = /^[A-Za-z0-9._:-]{1,100}$/;
/** DTH ids, vehicle numbers, consumer and account numbers. */
const SERVICE_NUMBER = /^[A-Za-z0-9/-]{4,30}$/;
const OPTION_MAX_LENGTH = 100;

const asObject = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

const missing = (value: unknown) => value === undefined || value === null || value === '';

export function parseClientRef(body: unknown): Result<string> {
  const { clientRef } = asObject(body);
  if (missing(clientRef)) return fail('clientRef is required.', 'clientRef');
  if (typeof clientRef !== 'string' || !CLIENT_REF.test(clientRef)) {
    return fail('clientRef must be 1–100 letters, digits, ".", "_", ":" or "-".', 'clientRef');
  }
  return { ok: true, value: clientRef };
}

export function parseCategory(value: unknown): Result<ServiceKind | undefined> {
  if (missing(value)) return { ok: true, value: undefined };
  if (!SERVICE_KINDS.includes(value as ServiceKind)) {
    return fail(`category must be one of ${SERVICE_KINDS.join(', ')}.`, 'category');
  }
  return { ok: true, value: value as ServiceKind };
}

function parseOperator(value: unknown): Result<Operator> {
  if (missing(value)) return fail('operator is required.', 'operator');
  if (typeof value !== 'string') return fail('operator must be an operator code.', 'operator');
  const operator = findOperator(value);
  if (!operator) return { ok: false, status: 404, error: unknownOperator(value) };
  return { ok: true, value: operator };
}

function parseOptions(
  input: Record<string, unknown>,
): Result<{ option1?: string; option2?: string }> {
  const value: { option1?: string; option2?: string } = {};
  for (const field of ['option1', 'option2'] as const) {
    const option = input[field];
    if (option === undefined || option === null || option === '') continue;
    if (typeof option !== 'string' || option.length > OPTION_MAX_LENGTH) {
      return fail(`${field} must be text of at most ${OPTION_MAX_LENGTH} characters.`, field);
    }
    value[field] = option;
  }
  return { ok: true, value };
}

/** POST /aggregator/v1/bills/fetch: a biller (electricity, gas or postpaid) and a service number. */
export function parseBillFetch(
  body: unknown,
): Result<{ operator: Operator; serviceNumber: string }> {
  const input = asObject(body);
  const operator = parseOperator(input.operator);
  if (!operator.ok) return operator;
  if (!isBillKind(operator.value.category)) {
    return fail(
      `${operator.value.code} is a ${operator.value.category} operator: it has no bills to fetch.`,
      'operator',
    );
  }
  const { serviceNumber } = input;
  if (missing(serviceNumber)) return fail('serviceNumber is required.', 'serviceNumber');
  if (typeof serviceNumber !== 'string' || !SERVICE_NUMBER.test(serviceNumber)) {
    return fail('serviceNumber must be 4–30 letters, digits, "/" or "-".', 'serviceNumber');
  }
  const options = parseOptions(input);
  if (!options.ok) return options;
  return { ok: true, value: { operator: operator.value, serviceNumber } };
}

/** POST /aggregator/v1/payments, once the clientRef is known to be new. */
export function parsePayment(body: unknown): Result<PaymentInput> {
  const input = asObject(body);
  const clientRef = parseClientRef(input);
  if (!clientRef.ok) return clientRef;

  if (missing(input.category)) return fail('category is required.', 'category');
  const category = parseCategory(input.category);
  if (!category.ok) return category;
  const operator = parseOperator(input.operator);
  if (!operator.ok) return operator;
  if (operator.value.category !== category.value) {
    return fail(
      `${operator.value.code} is a ${operator.value.category} operator, not ${category.value}.`,
      'operator',
    );
  }

  const { number } = input;
  if (missing(number)) return fail('number is required.', 'number');
  if (category.value === 'mobile') {
    if (typeof number !== 'string' || !MOBILE.test(number)) {
      return fail('number must be a 10-digit mobile number starting 6–9.', 'number');
    }
  } else if (typeof number !== 'string' || !SERVICE_NUMBER.test(number)) {
    return fail('number must be 4–30 letters, digits, "/" or "-".', 'number');
  }

  const { amountPaise } = input;
  if (missing(amountPaise)) return fail('amountPaise is required.', 'amountPaise');
  if (typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    return fail('amountPaise must be a positive integer (paise).', 'amountPaise');
  }

  let circle: string | undefined;
  if (!missing(input.circle)) {
    if (typeof input.circle !== 'string' || !findCircle(input.circle)) {
      return fail('circle must be one of the 22 telecom circle codes.', 'circle');
    }
    circle = input.circle;
  }
  const options = parseOptions(input);
  if (!options.ok) return options;

  return {
    ok: true,
    value: {
      clientRef: clientRef.value,
      category: operator.value.category,
      operator: operator.value.code,
      number,
      amountPaise,
      ...(circle ? { circle } : {}),
      ...options.value,
    },
  };
}
