import type { ServiceKind } from '@kosh/contract/service-kinds';
import type { CallbackSignature, HeaderReader } from '../provider-callbacks';

/**
 * What Kosh needs from a recharge/BBPS aggregator, both ways: plans, bill fetch, payment with an
 * asynchronous outcome and the status of a payment by Kosh's own reference; and the aggregator's
 * signed status callbacks, read by the vendor's adapter (`providers/recharge/<vendor>/`) into a
 * RechargeStatus. Modules see only these types.
 */
/** The aggregator's categories are Kosh's service kinds (the sandbox speaks the same list). */
export type ProviderCategory = ServiceKind;
export type ProviderStatus = 'SUCCESS' | 'FAILURE' | 'PENDING';

export interface ProviderPlan {
  id: string;
  /** Whole rupees. */
  price: number;
  validity: string;
  description: string;
}

export interface ProviderBill {
  customerName: string;
  amountPaise: bigint;
  billNumber: string;
  /** yyyy-MM-dd */
  billDate: string;
  dueDate: string;
}

export interface ProviderPayment {
  clientRef: string;
  providerRef: string | null;
  status: ProviderStatus;
  /** The operator's or biller's confirmation (a bill's BBPS approval number). */
  operatorRef: string | null;
  /** BBPS's transaction reference of a bill payment; absent for a recharge. */
  bbpsRef?: string | null;
  message: string;
}

/** A catalogue biller's payment: the biller is `operator`; these are what it is paid against. */
export interface BillerPaymentDetails {
  params: Record<string, string>;
  /** The aggregator's id of the fetched bill it pays, for a fetch → pay biller. */
  fetchId?: string;
}

/** A status callback, read: how a payment the aggregator answered PENDING came out. */
export interface RechargeStatus {
  /** The same on every redelivery of one callback: what deduplicates it. */
  eventId: string;
  /** Kosh's reference of the payment. */
  clientRef: string;
  /** The payment's final state; null for a status that settles nothing (still pending, unknown). */
  outcome: (ProviderPayment & { status: 'SUCCESS' | 'FAILURE' }) | null;
  /** The body as the aggregator sent it, kept with the callback's record. */
  payload: unknown;
}

export interface RechargeProvider {
  lookup(mobile: string): Promise<{ operator: string; circle: string } | null>;
  circles(): Promise<{ code: string; name: string }[]>;
  plans(operator: string, circle: string): Promise<Record<string, ProviderPlan[]>>;
  /** null when the biller has no bill due for the number. */
  fetchBill(input: {
    operator: string;
    serviceNumber: string;
    option1?: string;
    option2?: string;
  }): Promise<ProviderBill | null>;
  /** Throws ProviderTimeoutError when the outcome is unknown (no answer in time). */
  pay(input: {
    clientRef: string;
    category: ProviderCategory;
    operator: string;
    number: string;
    amountPaise: bigint;
    circle?: string;
    option1?: string;
    option2?: string;
    /** Only for the `bbps` category. */
    biller?: BillerPaymentDetails;
  }): Promise<ProviderPayment>;
  /** null when the aggregator has never seen the reference. */
  status(clientRef: string): Promise<ProviderPayment | null>;

  /** How its status callbacks prove they are the aggregator's (checked before anything reads them). */
  readonly callbackSignature: CallbackSignature;
  /** A signed status callback as Kosh's RechargeStatus; throws CallbackRejectedError otherwise. */
  parseCallback(header: HeaderReader, rawBody: Buffer): RechargeStatus;
}

/** The aggregator refused or could not be reached; `status` is its HTTP status when it answered. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The request may or may not have reached the aggregator: the outcome is unknown, ask later. */
export class ProviderTimeoutError extends ProviderError {
  constructor(options?: { cause?: unknown }) {
    super('the aggregator did not answer in time', undefined, 'TIMEOUT', options);
    this.name = 'ProviderTimeoutError';
  }
}
