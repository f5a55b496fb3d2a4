import { randomInt } from 'node:crypto';
import { randomText } from '../common/random-ids';
import { badRequest, type RazorpayError } from './payments.errors';

/** Razorpay's order entity, as GET /v1/orders/{id} returns it. Amounts are in paise. */
export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string | number>;
  created_at: number;
}

/**
 * Razorpay's payment entity: a card payment is captured (or fails) at once; a UPI payment is
 * `created` while its collect request (or QR) waits for the customer's UPI app, then captured or
 * failed, as the sandbox plays them.
 */
export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  /** `refunded` once refunds add up to the whole amount; a partly refunded payment stays `captured`. */
  status: 'created' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card' | 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  /** The payer's UPI id (a UPI payment's; null for a card, and for a QR not yet scanned). */
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string | number>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  /** A card's authorisation code; a UPI payment's bank reference (RRN) and UPI transaction id. */
  acquirer_data:
    { auth_code: string | null } | { rrn: string | null; upi_transaction_id: string | null };
  created_at: number;
}

/** Who pays, as Checkout passes it on. */
export interface PayingCustomer {
  email?: string;
  contact?: string;
  description?: string;
}

/** How a payment is made: a card, or UPI (a collect request to `vpa`, or a QR with no vpa yet). */
export type PaymentMethodInput = { method: 'card' } | { method: 'upi'; vpa: string | null };

/** Why a UPI payment failed: the customer declined it, or let the collect request expire. */
export type UpiFailure = 'declined' | 'expired';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/** Razorpay's refund entity, as POST /v1/payments/{id}/refund and GET /v1/refunds/{id} return it. */
export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string | number>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** The sandbox settles every refund at once, so it is never left `pending`. */
  status: 'processed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-style id: a prefix and 14 random alphanumerics (order_…, pay_…, evt_…). */
export function razorpayId(prefix: string) {
  return `${prefix}_${randomText(ALPHANUMERIC, 14)}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

const STORE_LIMIT = 10_000;

/** The gateway's orders and payments, in memory; empty at each start, like the SMS outbox. */
export class PaymentsStore {
  private readonly orders = new Map<string, OrderEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  private readonly refunds = new Map<string, RefundEntity>();

  createOrder(input: {
    amount: number;
    receipt: string | null;
    notes: Record<string, string | number>;
  }): OrderEntity {
    const order: OrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: 'INR',
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    evictOldest(this.orders);
    return order;
  }

  order(id: string) {
    return this.orders.get(id);
  }

  /** Newest first, as Razorpay lists them. */
  listOrders(filter: { receipt?: string }) {
    return [...this.orders.values()]
      .filter((o) => filter.receipt === undefined || o.receipt === filter.receipt)
      .reverse();
  }

  payment(id: string) {
    return this.payments.get(id);
  }

  /** An order's payments, newest first. */
  orderPayments(orderId: string) {
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse();
  }

  /**
   * One attempt at paying an order, as Checkout makes it: a captured payment that pays the order in
   * full, or a failed one that leaves it 'attempted'.
   */
  attempt(
    order: OrderEntity,
    outcome: 'success' | 'failure',
    customer: PayingCustomer,
    how: PaymentMethodInput = { method: 'card' },
  ): PaymentEntity {
    const payment = this.start(order, customer, how);
    this.settle(payment, outcome);
    return payment;
  }

  /**
   * A payment begun but not settled: a UPI collect request or QR, waiting for the customer's UPI
   * app (status `created`, as Razorpay shows it meanwhile). The order stays as it was.
   */
  start(order: OrderEntity, customer: PayingCustomer, how: PaymentMethodInput): PaymentEntity {
    const upi = how.method === 'upi';
    const payment: PaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: how.method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: customer.description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: upi ? how.vpa : null,
      email: customer.email || 'void@razorpay.com',
      contact: customer.contact || '+919999999999',
      notes: { ...order.notes },
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: upi ? { rrn: null, upi_transaction_id: null } : { auth_code: null },
      created_at: unixNow(),
    };
    this.payments.set(payment.id, payment);
    evictOldest(this.payments);
    order.attempts += 1;
    return payment;
  }

  /**
   * Settles a started payment: captured pays the order in full; failed leaves it 'attempted' for
   * another try. A UPI payment paid by QR learns its payer's vpa here.
   */
  settle(
    payment: PaymentEntity,
    outcome: 'success' | 'failure',
    detail: { vpa?: string; failure?: UpiFailure } = {},
  ) {
    const order = this.orders.get(payment.order_id);
    if (payment.status !== 'created' || !order) return payment;
    // Another attempt paid the order while this one waited: it cannot pay it again.
    const success = outcome === 'success' && order.status !== 'paid';
    const upi = payment.method === 'upi';
    if (upi && detail.vpa && !payment.vpa) payment.vpa = detail.vpa;
    payment.status = success ? 'captured' : 'failed';
    payment.captured = success;
    if (success) {
      const base = Math.round(order.amount * 0.02);
      const tax = Math.round(base * 0.18);
      payment.fee = base + tax;
      payment.tax = tax;
      payment.acquirer_data = upi
        ? { rrn: digits(12), upi_transaction_id: `KOSH${digits(12)}` }
        : { auth_code: String(randomInt(100000, 1000000)) };
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = 'paid';
    } else {
      const expired = detail.failure === 'expired';
      payment.error_code = 'BAD_REQUEST_ERROR';
      payment.error_description = expired
        ? 'Payment was not completed on time.'
        : upi
          ? 'Payment was declined on the UPI app.'
          : 'Payment failed';
      payment.error_source = 'customer';
      payment.error_step = 'payment_authentication';
      payment.error_reason = expired
        ? 'payment_timed_out'
        : upi
          ? 'payment_declined'
          : 'payment_failed';
      if (order.status !== 'paid') order.status = 'attempted';
    }
    return payment;
  }

  refund(id: string) {
    return this.refunds.get(id);
  }

  /** A payment's refunds, newest first. */
  paymentRefunds(paymentId: string) {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
  }

  /** Every refund, newest first. */
  listRefunds() {
    return [...this.refunds.values()].reverse();
  }

  /**
   * Refunds a captured payment, in full unless an amount is given, as Razorpay does: only what
   * was captured and not yet refunded can be refunded. The refund is processed at once.
   */
  refundPayment(
    payment: PaymentEntity,
    input: {
      amount: number | null;
      speed: 'normal' | 'optimum';
      receipt: string | null;
      notes: Record<string, string | number>;
    },
  ): { ok: true; value: RefundEntity } | { ok: false; error: RazorpayError } {
    if (payment.status === 'refunded') {
      return { ok: false, error: badRequest('The payment has been fully refunded already') };
    }
    if (payment.status !== 'captured') {
      return {
        ok: false,
        error: badRequest('Only payments which have been captured can be refunded'),
      };
    }
    const refundable = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? refundable;
    if (amount > refundable) {
      return {
        ok: false,
        error: badRequest('The refund amount provided is greater than amount captured', 'amount'),
      };
    }
    const refund: RefundEntity = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'processed',
      speed_processed: input.speed === 'optimum' ? 'instant' : 'normal',
      speed_requested: input.speed,
    };
    this.refunds.set(refund.id, refund);
    evictOldest(this.refunds);
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    return { ok: true, value: refund };
  }
}

function evictOldest<V>(map: Map<string, V>) {
  if (map.size <= STORE_LIMIT) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}
