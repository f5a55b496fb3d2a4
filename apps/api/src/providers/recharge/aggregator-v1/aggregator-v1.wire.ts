import type { ProviderPayment } from '../recharge.port';

/*
 * The aggregator's v1 API as it is on the wire (`/aggregator/v1`, `X-Api-Key`, JSON, errors as
 * `{error: {code, message}}`): the sandbox plays it, so switching to the real one is a base URL
 * and keys.
 */

/** The header that carries the hex HMAC-SHA256 of a callback's raw body. */
export const AGGREGATOR_SIGNATURE_HEADER = 'x-aggregator-signature';

/** A payment as the aggregator answers it (pay, status). */
export interface WirePayment {
  clientRef: string;
  providerRef?: string | null;
  status: ProviderPayment['status'];
  operatorRef?: string | null;
  bbpsRef?: string | null;
  message?: string;
}

export const toPayment = (p: WirePayment): ProviderPayment => ({
  clientRef: p.clientRef,
  providerRef: p.providerRef ?? null,
  status: p.status,
  operatorRef: p.operatorRef ?? null,
  bbpsRef: p.bbpsRef ?? null,
  message: p.message ?? '',
});

/** The aggregator's error body. */
export interface WireError {
  code?: string;
  message?: string;
  /** The request's field it is about (a biller's parameter: `params.<name>`). */
  field?: string;
}

/**
 * A status callback's body, as much of it as Kosh reads. Nothing is taken on trust: a field may be
 * missing (the callback is then incomplete) or a status Kosh does not know (it is only recorded).
 */
export interface WireCallback {
  eventId?: string;
  clientRef?: string;
  providerRef?: string;
  status?: string;
  operatorRef?: string;
  bbpsRef?: string;
  message?: string;
}
