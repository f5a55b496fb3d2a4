import { paiseToRupees } from '@kosh/contract/common/money';
import { isServiceKind, type ServiceKind } from '@kosh/contract/service-kinds';

/** The screen of each kind: where a repeat (or a tap on a saved item) opens. */
export const PAY_PATHS: Record<ServiceKind, string> = {
  mobile: '/mobile-recharge',
  dth: '/dth-recharge',
  fastag: '/fastag-recharge',
  electricity: '/electricity-bill',
  gas: '/book-gas-cylinder',
  postpaid: '/mobile-postpaid',
  // A catalogue biller's own form: the biller's id follows (`/bills/pay/DJB`).
  bbps: '/bills/pay',
};

/** A payment to make again: what the form is filled with. */
export interface Repeat {
  kind: ServiceKind;
  number: string;
  operatorCode: string;
  circle?: string | null;
  /** The last amount, integer paise (mobile: the plan's price; bills: fetched again instead). */
  amountPaise?: number | null;
  planId?: string | null;
  option1?: string;
  option2?: string;
  /** The mobile a bill was fetched with. */
  customerMobile?: string | null;
}

/** What a form reads back from the address (`kind` is the screen's own). */
export type RepeatPrefill = Omit<Repeat, 'kind' | 'amountPaise'> & { amount: string | null };

const FIELD = /^[\p{L}\p{N} ./_-]{1,50}$/u;
const take = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim() ?? '';
  return FIELD.test(value) ? value : '';
};

/**
 * The prefilled address of a payment made again: `/mobile-recharge?number=…&operator=…&circle=…
 * &amount=…&plan=…`, bills likewise with their fields. Written and read here only, so the page
 * that links and the form that reads agree. A catalogue biller's payment goes to its own form,
 * `/bills/pay/<biller>?number=…`, the number being its first parameter's value.
 */
export function repeatLink(repeat: Repeat): string {
  if (repeat.kind === 'bbps') {
    const query = new URLSearchParams({ number: repeat.number });
    return `${PAY_PATHS.bbps}/${encodeURIComponent(repeat.operatorCode)}?${query.toString()}`;
  }
  const params = new URLSearchParams({ number: repeat.number, operator: repeat.operatorCode });
  if (repeat.circle) params.set('circle', repeat.circle);
  if (repeat.amountPaise && repeat.amountPaise > 0) {
    params.set('amount', paiseToRupees(BigInt(repeat.amountPaise)).replace(/\.00$/, ''));
  }
  if (repeat.planId) params.set('plan', repeat.planId);
  if (repeat.option1) params.set('option1', repeat.option1);
  if (repeat.option2) params.set('option2', repeat.option2);
  if (repeat.customerMobile) params.set('mobile', repeat.customerMobile);
  return `${PAY_PATHS[repeat.kind]}?${params.toString()}`;
}

/**
 * What a pay screen's address asks it to fill in, or null when it asks nothing. Each value is
 * kept only if it looks like what the form takes: the form checks it again as if typed.
 */
export function repeatPrefillOf(params: URLSearchParams): RepeatPrefill | null {
  const number = take(params, 'number');
  const operatorCode = take(params, 'operator');
  if (!number || !operatorCode) return null;
  const amount = params.get('amount');
  return {
    number,
    operatorCode,
    circle: take(params, 'circle') || null,
    amount: amount !== null && /^\d{1,6}(\.\d{1,2})?$/.test(amount) ? amount : null,
    planId: take(params, 'plan') || null,
    option1: take(params, 'option1'),
    option2: take(params, 'option2'),
    customerMobile: take(params, 'mobile') || null,
  };
}

/** The first parameter a catalogue biller's form is filled with (`?number=`), or null. */
export function billerPrefillOf(params: URLSearchParams): string | null {
  return take(params, 'number') || null;
}

/** A Balance History row's kind, when it is a payment that can be made again. */
export const repeatableKind = (kind: string | null | undefined): ServiceKind | null =>
  isServiceKind(kind) ? kind : null;
