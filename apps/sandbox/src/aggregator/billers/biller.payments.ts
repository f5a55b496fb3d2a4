import { aggregatorError } from '../aggregator.errors';
import type { AggregatorStore, PaymentInput } from '../aggregator.store';
import type { BillerFetches } from './biller.bills';
import type { BillerCatalogue } from './biller.catalogue';
import type { Biller, Exactness } from './biller.types';
import { asObject, checkParams, fail, missing, type Result } from './biller.validation';

const FETCH_ID = /^FET[A-Z0-9]{14}$/;

/** Whether an amount is one the biller takes for a bill of `due` (BBPS's exactness). */
export function fitsExactness(exactness: Exactness, amountPaise: number, duePaise: number) {
  switch (exactness) {
    case 'EXACT':
      return amountPaise === duePaise;
    case 'EXACT_OR_MORE':
      return amountPaise >= duePaise;
    case 'EXACT_OR_LESS':
      return amountPaise <= duePaise;
    case 'ANY':
      return true;
  }
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** The fetched bill a payment quotes: this biller's, for the same account, not paid already. */
function checkFetch(
  biller: Biller,
  params: Record<string, string>,
  raw: unknown,
  amountPaise: number,
  fetches: BillerFetches,
  store: AggregatorStore,
): Result<string | undefined> {
  if (missing(raw)) {
    return biller.fetchRequirement === 'MANDATORY'
      ? fail(`${biller.id} is paid against a fetched bill: fetchId is required.`, 'fetchId')
      : { ok: true, value: undefined };
  }
  if (typeof raw !== 'string' || !FETCH_ID.test(raw)) {
    return fail('fetchId must be a fetchId from /bills/fetch.', 'fetchId');
  }
  const bill = fetches.get(raw);
  if (!bill || bill.billerId !== biller.id) {
    return {
      ok: false,
      status: 404,
      error: aggregatorError('NOT_FOUND', 'No such fetch.', 'fetchId'),
    };
  }
  const first = biller.params[0]!.name;
  if (bill.params[first] !== params[first]) {
    return fail('The fetch is for another account than params names.', 'fetchId');
  }
  if (store.payingFetch(raw)) {
    return {
      ok: false,
      status: 409,
      error: aggregatorError('CONFLICT', 'This bill has already been paid.', 'fetchId'),
    };
  }
  const due = fetches.amountNow(bill, biller);
  if (!fitsExactness(biller.exactness, amountPaise, due)) {
    return {
      ok: false,
      status: 422,
      error: aggregatorError(
        'AMOUNT_MISMATCH',
        `The biller takes ${biller.exactness} of the bill due, ${rupees(due)}.`,
        'amountPaise',
      ),
    };
  }
  return { ok: true, value: raw };
}

/**
 * POST /aggregator/v1/payments with a billerId, once its clientRef is known to be new: the biller,
 * its params by its own rules, the amount within its limits and, for a fetched bill, the fetch it
 * pays with an amount the biller's exactness takes.
 */
export function parseCataloguePayment(
  body: unknown,
  clientRef: string,
  deps: { catalogue: BillerCatalogue; fetches: BillerFetches; store: AggregatorStore },
): Result<PaymentInput> {
  const input = asObject(body) ?? {};
  const { billerId, amountPaise } = input;
  if (typeof billerId !== 'string') return fail('billerId must be a biller id.', 'billerId');
  const biller = deps.catalogue.findBiller(billerId);
  if (!biller) {
    return {
      ok: false,
      status: 404,
      error: aggregatorError('UNKNOWN_BILLER', `Unknown biller "${billerId}".`, 'billerId'),
    };
  }
  const params = checkParams(biller, input.params);
  if (!params.ok) return params;
  if (missing(amountPaise)) return fail('amountPaise is required.', 'amountPaise');
  if (typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    return fail('amountPaise must be a positive integer (paise).', 'amountPaise');
  }
  if (amountPaise < biller.minAmountPaise || amountPaise > biller.maxAmountPaise) {
    return fail(
      `${biller.id} takes ${rupees(biller.minAmountPaise)} to ${rupees(biller.maxAmountPaise)}.`,
      'amountPaise',
    );
  }
  const fetchId = checkFetch(
    biller,
    params.value,
    input.fetchId,
    amountPaise,
    deps.fetches,
    deps.store,
  );
  if (!fetchId.ok) return fetchId;
  return {
    ok: true,
    value: {
      clientRef,
      category: 'bbps',
      operator: biller.id,
      number: params.value[biller.params[0]!.name]!,
      amountPaise,
      billerId: biller.id,
      params: params.value,
      ...(fetchId.value ? { fetchId: fetchId.value } : {}),
    },
  };
}
