import type { TopupMethod } from '@kosh/contract/payments';
import type { HeaderReader } from '../provider-callbacks';

/**
 * What Kosh needs from a payment gateway (cards, UPI, …), both ways (docs/architecture.md §5): the calls Kosh makes (orders,
 * payments and refunds, amounts in paise) and what the gateway sends back — the browser checkout's
 * signed answer and the gateway's signed webhooks — checked and turned into Kosh's own events by
 * the vendor's adapter (`providers/payments/<vendor>/`). Modules see only these types.
 */
export interface GatewayOrder {
  id: string;
  amount: number;
  amountPaid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

/**
 * How a payment was made: the method in Kosh's words and, for UPI, the payer's UPI id already
 * masked by the adapter (`ra******@okhdfc`) — the full one never leaves the adapter.
 */
export interface PaidWith {
  method: TopupMethod;
  upiId?: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** How it was paid, when the gateway says. */
  paidWith?: PaidWith;
}

/** A refund of a captured payment (in paise). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Kosh's own reference, sent when refunding: how a retry finds a refund it already made. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

/** What the browser's checkout needs to open a payment of a gateway order. */
export interface CheckoutSetup {
  /** The gateway's public key for the checkout. */
  key: string;
  /** The checkout script the browser loads. */
  scriptUrl: string;
}

/** The browser checkout's answer: which payment paid which order, and the gateway's proof of it. */
export interface CheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** A request header by its (lower-case) name: its first value, or undefined. */
export type { HeaderReader };

/** A refund the gateway reports done (amount in paise, when it says). */
export interface RefundNotice {
  id: string;
  paymentId: string;
  amount?: number;
  receipt?: string | null;
}

/**
 * What a gateway's webhook means to Kosh. Events Kosh does not act on are not listed; a refund the
 * gateway reports failed is not a processed one.
 */
export type PaymentEvent =
  /** A payment of an order was captured (amount in paise, when the gateway says). */
  | {
      type: 'payment_captured';
      orderId: string;
      paymentId: string;
      amount?: number;
      /** How it was paid, when the gateway says. */
      paidWith?: PaidWith;
    }
  /** An attempt to pay an order failed; the customer may try the same order again. */
  | { type: 'payment_failed'; orderId: string; reason?: string }
  | { type: 'refund_processed'; refund: RefundNotice };

/** One signed webhook delivery, read. */
export interface GatewayWebhook {
  /** The same on every redelivery of one event: what deduplicates it. */
  id: string;
  /** The gateway's own name for the event, kept with its record. */
  name: string;
  /** The gateway order the delivery's payment belongs to, if it names one. */
  orderId?: string;
  /** The body as the gateway sent it (the payer's UPI id masked), kept with the record. */
  payload: unknown;
  /** What it means to Kosh: empty for an event Kosh does not act on. */
  events: PaymentEvent[];
}

/** The gateway's webhooks: the signature is the adapter's to check, the format its to read. */
export interface GatewayWebhooks {
  /** How the webhook is signed and deduplicated, for the API's documentation. */
  readonly description: string;
  /** Whether the delivery carries the gateway's valid signature over these exact bytes. */
  isSigned(header: HeaderReader, rawBody: Buffer): boolean;
  /** A signed delivery as Kosh's events; throws WebhookRejectedError otherwise. */
  parse(header: HeaderReader, rawBody: Buffer): GatewayWebhook;
}

export interface PaymentGateway {
  createOrder(input: {
    amountPaise: bigint;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds a captured payment. The gateway does not deduplicate: check paymentRefunds first. */
  refundPayment(
    paymentId: string,
    input: { amountPaise: bigint; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>;
  /** Every refund of a payment, newest first. */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>;

  /** What the browser's checkout is opened with. */
  readonly checkout: CheckoutSetup;
  /**
   * Whether the gateway signed that this payment pays this order. The caller checks the order
   * against the one it stored: never trust anything else the client says about it.
   */
  verifyCheckoutResult(result: CheckoutResult): boolean;
  readonly webhooks: GatewayWebhooks;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** A webhook delivery that is not the gateway's: unsigned, not JSON, or not a JSON object. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: 'unsigned' | 'not_json' | 'not_object') {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejectedError';
  }
}
