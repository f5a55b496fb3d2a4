import { createHmac } from 'node:crypto';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '@kosh/api/providers/payments/payments.port';
import { razorpayIncoming } from '@kosh/api/providers/payments/razorpay/razorpay.gateway';
import type { GatewayOrderTruth } from '../invariants';
import type { Rng } from '../rng';
import type { Deliveries } from './deliveries';

interface Order {
  id: string;
  amount: number;
  receipt: string;
  status: GatewayOrder['status'];
  payments: GatewayPayment[];
}

/**
 * The card gateway (Razorpay's model), in process and seeded: orders, a checkout that pays or
 * fails, webhooks for each, refunds. Its calls fail now and then — before acting, or after acting
 * with the answer lost — as a real gateway's do.
 */
export class FakeGateway implements PaymentGateway {
  readonly orders = new Map<string, Order>();
  private readonly refunds = new Map<string, GatewayRefund[]>();
  private serial = 0;

  readonly checkout: PaymentGateway['checkout'];
  readonly verifyCheckoutResult: PaymentGateway['verifyCheckoutResult'];
  readonly webhooks: PaymentGateway['webhooks'];

  /** Its checkout answers and webhooks are Razorpay's, so Razorpay's adapter reads them. */
  constructor(
    private readonly rng: Rng,
    private readonly secrets: Parameters<typeof razorpayIncoming>[0],
    private readonly deliveries: Deliveries,
  ) {
    const incoming = razorpayIncoming(secrets);
    this.checkout = incoming.checkout;
    this.verifyCheckoutResult = incoming.verifyCheckoutResult;
    this.webhooks = incoming.webhooks;
  }

  private id(prefix: string) {
    this.serial += 1;
    return `${prefix}_sim${String(this.serial).padStart(8, '0')}`;
  }

  /** A failure before the call did anything. */
  private flaky(probability: number) {
    if (this.rng.chance(probability)) throw new GatewayError('gateway unavailable', 502);
  }

  async createOrder(input: { amountPaise: bigint; receipt: string }): Promise<GatewayOrder> {
    this.flaky(0.04);
    const order: Order = {
      id: this.id('order'),
      amount: Number(input.amountPaise),
      receipt: input.receipt,
      status: 'created',
      payments: [],
    };
    this.orders.set(order.id, order);
    // Made, but the answer is lost: an order nobody will ever be shown.
    if (this.rng.chance(0.02)) throw new GatewayError('gateway timed out', undefined);
    return this.view(order);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    this.flaky(0.05);
    const order = this.orders.get(orderId);
    if (!order) throw new GatewayError('The id provided does not exist', 400);
    return this.view(order);
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    this.flaky(0.05);
    return [...(this.orders.get(orderId)?.payments ?? [])].reverse();
  }

  async refundPayment(
    paymentId: string,
    input: { amountPaise: bigint; receipt: string },
  ): Promise<GatewayRefund> {
    this.flaky(0.04);
    const payment = [...this.orders.values()]
      .flatMap((o) => o.payments)
      .find((p) => p.id === paymentId);
    if (!payment || payment.status !== 'captured') {
      throw new GatewayError('Only payments which have been captured can be refunded', 400);
    }
    const refund: GatewayRefund = {
      id: this.id('rfnd'),
      paymentId,
      amount: Number(input.amountPaise),
      receipt: input.receipt,
      status: 'processed',
    };
    this.refunds.set(paymentId, [refund, ...(this.refunds.get(paymentId) ?? [])]);
    if (this.refunds.get(paymentId)!.reduce((s, r) => s + r.amount, 0) >= payment.amount) {
      payment.status = 'refunded';
    }
    if (this.rng.chance(0.8)) {
      this.deliveries.webhook('refund.processed', {
        refund: { entity: { ...refund, payment_id: paymentId, entity: 'refund' } },
      });
    }
    if (this.rng.chance(0.03)) throw new GatewayError('gateway timed out', undefined);
    return refund;
  }

  async fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
    this.flaky(0.03);
    return [...(this.refunds.get(paymentId) ?? [])];
  }

  /**
   * The customer at the checkout: a captured payment (signed for the verify call, webhooks
   * queued) or a failed one. Null for an order that is unknown or already paid.
   */
  pay(orderId: string, outcome: 'success' | 'failure') {
    const order = this.orders.get(orderId);
    if (!order || order.status === 'paid') return null;
    const payment: GatewayPayment = {
      id: this.id('pay'),
      orderId,
      amount: order.amount,
      status: outcome === 'success' ? 'captured' : 'failed',
    };
    order.payments.push(payment);
    order.status = outcome === 'success' ? 'paid' : 'attempted';
    const entity = {
      id: payment.id,
      entity: 'payment',
      order_id: orderId,
      amount: payment.amount,
      status: payment.status,
      ...(outcome === 'failure' ? { error_description: 'Payment failed' } : {}),
    };
    if (outcome === 'failure') {
      this.deliveries.webhook('payment.failed', { payment: { entity } });
      return null;
    }
    // Each webhook may be lost; reconciliation then has to find the payment.
    if (this.rng.chance(0.85)) this.deliveries.webhook('payment.captured', { payment: { entity } });
    if (this.rng.chance(0.6)) {
      this.deliveries.webhook('order.paid', {
        payment: { entity },
        order: { entity: { ...this.view(order), amount_paid: order.amount } },
      });
    }
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: createHmac('sha256', this.secrets.keySecret)
        .update(`${orderId}|${payment.id}`)
        .digest('hex'),
    };
  }

  truth(): GatewayOrderTruth[] {
    return [...this.orders.values()].map((order) => {
      const captured = order.payments.filter((p) => p.status !== 'failed');
      return {
        orderId: order.id,
        paidPaise: BigInt(captured.reduce((sum, p) => sum + p.amount, 0)),
        refundedPaise: BigInt(
          captured
            .flatMap((p) => this.refunds.get(p.id) ?? [])
            .reduce((sum, r) => sum + r.amount, 0),
        ),
      };
    });
  }

  private view(order: Order): GatewayOrder {
    const paid = order.payments.some((p) => p.status !== 'failed');
    return {
      id: order.id,
      amount: order.amount,
      amountPaid: paid ? order.amount : 0,
      currency: 'INR',
      receipt: order.receipt,
      status: order.status,
    };
  }
}
