/** What Kosh needs from a card payment gateway (Razorpay's model: orders, payments in paise). */
export interface GatewayOrder {
  id: string;
  amount: number;
  amountPaid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** A refund of a captured payment (Razorpay's refund entity, in paise). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Kosh's own reference, sent when refunding: how a retry finds a refund it already made. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
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
