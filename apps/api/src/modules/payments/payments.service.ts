import { paiseToRupees } from '@kosh/contract/common/money';
import type { TopupStatus } from '@kosh/contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hexDigestsMatch, hmacSha256Hex } from '../../lib/hmac';
import { noFaults, type FaultInjector } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import { GatewayError, type PaymentGateway } from '../../providers/payments/payments.port';
import type { SmsProvider } from '../../providers/sms/sms.port';
import type { WalletService } from '../wallet/wallet.service';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import type { PAYMENT_ORDER_STATUSES } from './payments.tables';
import { createCustomerTopups } from './customer-topups.service';
import { createPaymentsAdmin } from './payments-admin.service';
import { createTopupRefunds, type RefundEntity } from './topup-refunds.service';

// The table's statuses are the contract's, both ways.
type SameStatuses<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statusesAgree: SameStatuses<(typeof PAYMENT_ORDER_STATUSES)[number], TopupStatus> = true;
void statusesAgree;

type CreditPath = 'verify' | 'update' | 'webhook' | 'reconcile';

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        status?: string;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string; amount?: number; status?: string } };
    refund?: { entity?: RefundEntity };
  };
}

/**
 * Online top-ups through the card gateway. Four paths can report a paid order — the verify call,
 * payment/update, the webhook and the reconciliation job — in any order and any number of times;
 * `credit` locks the order row and credits only an order not yet credited. A paid order a wallet
 * limit forbids is owed back: whichever path finds it so asks for the refund (topup-refunds).
 */
export function createPaymentsService(deps: {
  db: Db;
  repo: PaymentsRepository;
  gateway: PaymentGateway;
  wallet: WalletService;
  keyId: string;
  keySecret: string;
  checkoutUrl: string;
  sms: SmsProvider;
  findUser: (userId: string) => Promise<{ mobile: string } | null>;
  log: Logger;
  faults?: FaultInjector;
}) {
  const { db, repo, wallet } = deps;
  const faults = deps.faults ?? noFaults;
  const refunds = createTopupRefunds(deps);
  const admin = createPaymentsAdmin({ db, repo, refunds });

  /**
   * Refunds an order the wallet could not take, outside the crediting transaction. Awaited, so the
   * answer reflects it, but never fatal: the order stays refund_due and reconciliation retries.
   */
  async function refundOwed(orderId: string, via: CreditPath) {
    try {
      await refunds.refundIfDue(orderId, via);
    } catch (error) {
      deps.log.error({ err: error, orderId, via }, 'top-up refund attempt broke; it stays due');
    }
  }

  function orderAnswer(order: PaymentOrderRow) {
    return {
      result: true as const,
      success: true as const,
      tokenValid: true as const,
      message: 'Order created.',
      data: {
        id: order.gatewayOrderId,
        amount: Number(order.amountPaise),
        currency: 'INR' as const,
      },
      checkout: { key: deps.keyId, scriptUrl: deps.checkoutUrl },
    };
  }

  async function balanceRupees(userId: string) {
    return Number(paiseToRupees(await wallet.balancePaise(userId)));
  }

  /** Credits the order's amount once. Returns whether this call did the crediting. */
  async function credit(
    gatewayOrderId: string,
    gatewayPaymentId: string,
    via: CreditPath,
  ): Promise<{ order: PaymentOrderRow; credited: boolean }> {
    const outcome = await db.transaction(async (tx) => {
      const order = await repo.lockByGatewayId(tx, gatewayOrderId);
      if (!order) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
      if (order.status === 'paid') return { order, credited: false, limitError: null };
      if (order.status === 'refund_due' || order.status === 'refunded') {
        // Asked again, the answer is the same refusal, not a "verified" that credited nothing.
        // Asked again, the answer is the first refusal's words (a limit's, recorded with the
        // order); its code says what is true now: the payment is owed back.
        const refusal = new AppError('BUSINESS_RULE', 'PAYMENT_REFUND_DUE', {
          ...(order.failureReason ? { recorded: order.failureReason } : {}),
        });
        return {
          order,
          credited: false,
          limitError: refusal,
          alreadyRefused: true,
          owesRefund: order.status === 'refund_due',
        };
      }
      try {
        await wallet.credit(tx, {
          userId: order.userId,
          amountPaise: order.amountPaise,
          channel: 'online',
          from: 'paymentGateway',
          code: 'WALLET_TOPUP_ONLINE',
          reference: { type: 'payment_order', id: order.id },
        });
      } catch (error) {
        if (error instanceof AppError && error.kind === 'BUSINESS_RULE') {
          // The customer paid but a limit forbids the credit: the money is owed back, not lost.
          await repo.update(tx, order.id, {
            status: 'refund_due',
            gatewayPaymentId,
            failureReason: error.userMessage,
          });
          return { order, credited: false, limitError: error, owesRefund: true };
        }
        throw error;
      }
      await repo.update(tx, order.id, {
        status: 'paid',
        gatewayPaymentId,
        creditedBy: via,
        creditedAt: new Date(),
        failureReason: null,
      });
      return { order, credited: true, limitError: null };
    });
    await faults('settled', { orderId: gatewayOrderId });
    if (outcome.limitError) {
      if (!('alreadyRefused' in outcome)) {
        deps.log.warn(
          { order: gatewayOrderId, via },
          'paid top-up over the wallet limit: marked refund_due',
        );
      }
      if ('owesRefund' in outcome && outcome.owesRefund) await refundOwed(outcome.order.id, via);
      if (via === 'verify' || via === 'update') throw outcome.limitError;
    } else if (outcome.credited) {
      deps.log.info({ order: gatewayOrderId, via }, 'online top-up credited');
      const { userId, amountPaise } = outcome.order;
      wallet.textCredit({
        userId,
        amountPaise,
        source: 'by online payment',
        ref: gatewayPaymentId,
      });
    }
    return { order: outcome.order, credited: outcome.credited };
  }

  async function verifiedOrder(
    userId: string,
    ids: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ) {
    // Checked against the order we stored, never against anything the client sends about it.
    const order = await repo.findOwned(db, userId, ids.razorpay_order_id);
    if (!order) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
    const expected = hmacSha256Hex(
      deps.keySecret,
      `${order.gatewayOrderId}|${ids.razorpay_payment_id}`,
    );
    if (!hexDigestsMatch(expected, ids.razorpay_signature)) {
      throw new AppError('VALIDATION_FAILED', 'PAYMENT_VERIFY_FAILED', {
        fields: [{ field: 'razorpay_signature', code: 'PAYMENT_VERIFY_FAILED' }],
      });
    }
    return order;
  }

  /** What a signed, first-seen event does: a captured payment credits its order (once). */
  async function applyEvent(
    event: string,
    body: WebhookBody,
  ): Promise<{ status: 'processed' | 'ignored' }> {
    const payment = body.payload?.payment?.entity;
    const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    if (
      (event === 'payment.captured' || event === 'order.paid') &&
      orderId &&
      payment?.id &&
      payment.status === 'captured'
    ) {
      const order = await db.transaction((tx) => repo.lockByGatewayId(tx, orderId));
      if (!order) return { status: 'ignored' as const };
      if (payment.amount !== undefined && BigInt(payment.amount) !== order.amountPaise) {
        deps.log.error(
          { orderId, amount: payment.amount },
          'webhook amount differs from the order: not credited',
        );
        return { status: 'ignored' as const };
      }
      await credit(orderId, payment.id, 'webhook');
      return { status: 'processed' as const };
    }
    if (event === 'refund.processed') {
      const refund = body.payload?.refund?.entity;
      return { status: refund ? await refunds.onRefundProcessed(refund) : ('ignored' as const) };
    }
    if (event === 'payment.failed' && orderId) {
      const order = await db.transaction((tx) => repo.lockByGatewayId(tx, orderId));
      // A failed attempt is not the end: the customer may retry the same order.
      if (order && order.status === 'created') {
        await repo.update(db, order.id, {
          failureReason: payment?.error_description ?? 'Payment failed',
        });
      }
      return { status: 'processed' as const };
    }
    return { status: 'ignored' as const };
  }

  return {
    /**
     * A gateway order for a top-up. Under an Idempotency-Key it is made once: a second run with
     * the key (a retry after a crash) answers with the first one's order. A gateway order made by
     * a run that died before storing it is never shown to anyone, so it can never be paid.
     */
    async createOrder(
      userId: string,
      input: { amountPaise: bigint; receipt: string },
      idempotencyKey?: string,
    ) {
      const earlier = idempotencyKey ? await repo.findByKey(db, userId, idempotencyKey) : null;
      if (earlier) return orderAnswer(earlier);
      await wallet.assertCanCredit(userId, input.amountPaise, 'online');
      let gatewayOrder;
      try {
        gatewayOrder = await deps.gateway.createOrder({
          amountPaise: input.amountPaise,
          receipt: input.receipt,
          notes: { purpose: 'wallet_topup' },
        });
      } catch (error) {
        deps.log.error({ err: error }, 'gateway order creation failed');
        throw new AppError('PROVIDER_UNAVAILABLE', 'ORDER_CREATE_FAILED', {
          cause: error,
        });
      }
      try {
        return orderAnswer(
          await repo.insertOrder(db, {
            userId,
            gatewayOrderId: gatewayOrder.id,
            amountPaise: input.amountPaise,
            receipt: input.receipt,
            idempotencyKey: idempotencyKey ?? null,
          }),
        );
      } catch (error) {
        const first =
          idempotencyKey && isUniqueViolation(error, 'payment_orders_user_key_uq')
            ? await repo.findByKey(db, userId, idempotencyKey)
            : null;
        if (first) return orderAnswer(first);
        throw error;
      }
    },

    /** What CreateOrder under this key answered (a retry or the sweep after a crash). */
    async orderByKey(userId: string, key: string) {
      const order = await repo.findByKey(db, userId, key);
      return order ? { status: 200, response: orderAnswer(order) } : null;
    },

    async verify(
      userId: string,
      ids: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ) {
      const order = await verifiedOrder(userId, ids);
      const { credited } = await credit(order.gatewayOrderId, ids.razorpay_payment_id, 'verify');
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Payment verified.',
        data: { orderId: order.gatewayOrderId, credited, balance: await balanceRupees(userId) },
      };
    },

    async update(
      user: { id: string; publicId: string },
      input: {
        userId: string;
        amountPaise: bigint;
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      },
    ) {
      // Answered as an unknown order is (DESIGN §4: never confirm another customer's thing exists).
      if (input.userId !== user.publicId && input.userId !== user.id) {
        throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
      }
      const order = await verifiedOrder(user.id, input);
      if (order.amountPaise !== input.amountPaise) {
        throw new AppError('VALIDATION_FAILED', 'PAYMENT_AMOUNT_MISMATCH', {
          fields: [{ field: 'amount', code: 'PAYMENT_AMOUNT_MISMATCH' }],
        });
      }
      const { credited } = await credit(order.gatewayOrderId, input.razorpay_payment_id, 'update');
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Wallet updated successfully!',
        data: { orderId: order.gatewayOrderId, credited, balance: await balanceRupees(user.id) },
      };
    },

    /** The gateway's webhook (its signature checked by the route), deduplicated by event id. */
    async webhook(rawBody: Buffer, eventId: string | undefined) {
      let body: WebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'WEBHOOK_NOT_JSON', {
          params: { what: 'webhook' },
        });
      }
      const event = body.event ?? 'unknown';
      const id =
        eventId ??
        `${event}:${body.payload?.payment?.entity?.id ?? body.payload?.order?.entity?.id ?? 'none'}`;
      if (await repo.hasEvent(db, id)) return { status: 'duplicate' as const };
      // Applied first, recorded after: every effect is idempotent (an order is credited once, a
      // refund marked once), so a crash between the two only means the gateway's retry applies it
      // again as a no-op, where recording first would have left it "seen" and never applied.
      const outcome = await applyEvent(event, body);
      await faults('event-applied', { orderId: body.payload?.payment?.entity?.order_id });
      // Two copies of one event racing both apply it (a no-op for the second); the one whose
      // record lands first reports it processed, the other a duplicate.
      const first = await repo.recordEvent(db, id, event, body);
      return first ? outcome : { status: 'duplicate' as const };
    },

    /**
     * Credits paid orders whose callbacks never came, and refunds paid orders the wallet could not
     * take whose refund has not gone through yet (run by the reconciliation job).
     */
    async reconcile(
      options: { olderThanMs: number; maxAgeMs: number; limit?: number } = {
        olderThanMs: 60_000,
        maxAgeMs: 3 * 86_400_000,
      },
    ) {
      const now = Date.now();
      const open = await repo.unsettled(
        db,
        new Date(now - options.olderThanMs),
        new Date(now - options.maxAgeMs),
        options.limit ?? 50,
      );
      let credited = 0;
      for (const order of open) {
        try {
          const payments = await deps.gateway.fetchOrderPayments(order.gatewayOrderId);
          const captured = payments.find(
            (p) => p.status === 'captured' && BigInt(p.amount) === order.amountPaise,
          );
          if (captured && (await credit(order.gatewayOrderId, captured.id, 'reconcile')).credited)
            credited += 1;
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          deps.log.warn(
            { err: error, order: order.gatewayOrderId },
            'reconciliation could not reach the gateway',
          );
        }
      }
      let refunded = 0;
      for (const order of await refunds.due(options.limit ?? 50)) {
        const outcome = await refunds.refundIfDue(order.id, 'reconcile');
        if (outcome.status === 'refunded') refunded += 1;
      }
      return { checked: open.length, credited, refunded };
    },

    /** The customer's paid top-ups, as rows of All Wallet Requests (customer-topups.service). */
    customerList: createCustomerTopups({ db, repo }),
    /** The back office's list of online top-ups, newest first, one page. */
    adminList: admin.list,
    /** The back office's "Retry refund" (payments-admin.service). */
    retryRefund: admin.retryRefund,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
