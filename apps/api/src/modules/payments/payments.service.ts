import { paiseToRupees } from '@kosh/contract/common/money';
import type { TopupStatus } from '@kosh/contract/payments';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { CHECKOUT_RESULT_FIELD } from '../../lib/checkout-result';
import { GatewayError, type CheckoutResult } from '../../providers/payments/payments.port';
import { createCustomerTopups } from './customer-topups.service';
import { createPaymentWebhooks } from './payment-webhooks.service';
import { createPaymentsAdmin } from './payments-admin.service';
import { createOwnedTopups } from './owned-topups.service';
import type { PaymentOrderRow } from './payments.repository';
import type { PAYMENT_ORDER_STATUSES } from './payments.tables';
import { createTopupCrediting, type PaymentsDeps } from './topup-crediting.service';
import { createTopupReconciliation } from './topup-reconciliation.service';
import { createTopupRefunds } from './topup-refunds.service';

// The table's statuses are the contract's, both ways.
type SameStatuses<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statusesAgree: SameStatuses<(typeof PAYMENT_ORDER_STATUSES)[number], TopupStatus> = true;
void statusesAgree;

/**
 * Online top-ups through the card gateway: the customer's order and its verification here; the
 * crediting, the webhooks, the reconciliation and the refunds are their own use cases, composed
 * here into the one service the routes and the jobs use.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, repo, wallet } = deps;
  const refunds = createTopupRefunds(deps);
  const admin = createPaymentsAdmin({ db, repo, refunds });
  const crediting = createTopupCrediting(deps, refunds);
  const { credit } = crediting;

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
      checkout: { key: deps.gateway.checkout.key, scriptUrl: deps.gateway.checkout.scriptUrl },
    };
  }

  async function balanceRupees(userId: string) {
    return Number(paiseToRupees(await wallet.balancePaise(userId)));
  }

  async function verifiedOrder(userId: string, paid: CheckoutResult) {
    // Checked against the order we stored, never against anything the client sends about it.
    const order = await repo.findOwned(db, userId, paid.orderId);
    if (!order) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
    if (!deps.gateway.verifyCheckoutResult({ ...paid, orderId: order.gatewayOrderId })) {
      throw new AppError('VALIDATION_FAILED', 'PAYMENT_VERIFY_FAILED', {
        fields: [{ field: CHECKOUT_RESULT_FIELD.signature, code: 'PAYMENT_VERIFY_FAILED' }],
      });
    }
    return order;
  }

  /**
   * How the checkout's (signed, so genuine) payment was made, asked of the gateway for an order
   * not yet credited, so the credit's text can say "by UPI". Best effort: without an answer the
   * credit goes on, and the webhook, which carries the method, fills it in.
   */
  async function paidWithOf(order: PaymentOrderRow, paymentId: string) {
    if (order.status !== 'created') return undefined;
    try {
      const payments = await deps.gateway.fetchOrderPayments(order.gatewayOrderId);
      return payments.find((p) => p.id === paymentId)?.paidWith;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, order: order.gatewayOrderId }, 'payment method not known yet');
      return undefined;
    }
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

    async verify(userId: string, paid: CheckoutResult) {
      const order = await verifiedOrder(userId, paid);
      const paidWith = await paidWithOf(order, paid.paymentId);
      const { credited } = await credit(order.gatewayOrderId, paid.paymentId, 'verify', paidWith);
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Payment verified.',
        data: {
          orderId: order.gatewayOrderId,
          credited,
          balance: await balanceRupees(userId),
          receiptId: order.id,
        },
      };
    },

    async update(
      user: { id: string; publicId: string },
      input: { userId: string; amountPaise: bigint; paid: CheckoutResult },
    ) {
      // Answered as an unknown order is (docs/architecture.md §4: never confirm another customer's thing exists).
      if (input.userId !== user.publicId && input.userId !== user.id) {
        throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
      }
      const order = await verifiedOrder(user.id, input.paid);
      if (order.amountPaise !== input.amountPaise) {
        throw new AppError('VALIDATION_FAILED', 'PAYMENT_AMOUNT_MISMATCH', {
          fields: [{ field: 'amount', code: 'PAYMENT_AMOUNT_MISMATCH' }],
        });
      }
      const paidWith = await paidWithOf(order, input.paid.paymentId);
      const { credited } = await credit(
        order.gatewayOrderId,
        input.paid.paymentId,
        'update',
        paidWith,
      );
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: 'Wallet updated successfully!',
        data: {
          orderId: order.gatewayOrderId,
          credited,
          balance: await balanceRupees(user.id),
          receiptId: order.id,
        },
      };
    },

    ...createPaymentWebhooks(deps, crediting, refunds),
    ...createTopupReconciliation(deps, crediting, refunds),

    /** A customer's own top-ups, how they were paid (owned-topups.service). */
    ...createOwnedTopups({ db, repo }),
    /** The customer's paid top-ups, as rows of All Wallet Requests (customer-topups.service). */
    customerList: createCustomerTopups({ db, repo }),
    /** The customer's own top-up by Kosh's id (receipts), or null. */
    findOwnedById: (userId: string, id: string) => repo.findOwnedById(db, userId, id),
    /** The back office's list of online top-ups, newest first, one page. */
    adminList: admin.list,
    /** The back office's "Retry refund" (payments-admin.service). */
    retryRefund: admin.retryRefund,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
