import type { Db } from '../../db/client';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Logger } from '../../lib/log-context';
import {
  GatewayError,
  type GatewayRefund,
  type PaymentGateway,
  type RefundNotice,
} from '../../providers/payments/payments.port';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import type { PaymentSettled } from '../../lib/metrics';

/** Who saw a refund through. */
export type RefundPath = 'verify' | 'update' | 'webhook' | 'reconcile' | 'admin';

/**
 * How long one caller may talk to the gateway about a refund before another may try: longer than
 * the two gateway calls it makes can take (8 s each at most), short enough that a refund whose
 * caller died is picked up by the next reconciliation run or two.
 */
const CLAIM_MS = 60_000;

/**
 * The receipt a top-up's refund is made with. Derived from the order, so every attempt sends the
 * same one, and an attempt after a crash recognises the refund an earlier one made (≤ 40 chars).
 */
export function refundReceipt(orderId: string): string {
  return `rfnd_${orderId.replaceAll('-', '')}`;
}

export type RefundOutcome =
  | { status: 'refunded'; order: PaymentOrderRow }
  | { status: 'not_due'; order: PaymentOrderRow | null }
  | { status: 'busy'; order: PaymentOrderRow }
  | { status: 'failed'; order: PaymentOrderRow; error: GatewayError };

/**
 * Refunds of paid top-ups the wallet could not take (status refund_due). Exactly once at the
 * gateway, whoever asks and however often: a caller first claims the order for a while (row lock,
 * short transaction, no HTTP inside it), then looks for the refund its receipt names before making
 * one, then marks the order refunded under the row lock again. Only the caller that moves the order
 * from refund_due to refunded texts the customer.
 */
export function createTopupRefunds(deps: {
  db: Db;
  repo: PaymentsRepository;
  gateway: PaymentGateway;
  text: TextCustomer;
  log: Logger;
  settled?: PaymentSettled;
}) {
  const { db, repo, gateway } = deps;

  /** Takes the order for this caller, or says why not. */
  async function claim(orderId: string) {
    return db.transaction(async (tx) => {
      const order = await repo.lockAnyOwner(tx, orderId);
      if (!order || order.status !== 'refund_due' || !order.gatewayPaymentId) {
        return { claimed: false as const, status: 'not_due' as const, order };
      }
      if (order.refundClaimedUntil && order.refundClaimedUntil.getTime() > Date.now()) {
        return { claimed: false as const, status: 'busy' as const, order };
      }
      const patch = {
        refundClaimedUntil: new Date(Date.now() + CLAIM_MS),
        refundAttempts: order.refundAttempts + 1,
      };
      await repo.update(tx, order.id, patch);
      return {
        claimed: true as const,
        order: { ...order, ...patch },
        paymentId: order.gatewayPaymentId,
      };
    });
  }

  /** The refund this order already has at the gateway, or a new one. */
  async function findOrMakeRefund(order: PaymentOrderRow, paymentId: string) {
    const receipt = refundReceipt(order.id);
    const existing = (await gateway.fetchPaymentRefunds(paymentId)).filter(
      (r) => r.status !== 'failed',
    );
    const ours = existing.find((r) => r.receipt === receipt);
    if (ours) return ours;
    // Refunded in full some other way (say, from the gateway's dashboard): that is the refund.
    const refunded = existing.reduce((sum, r) => sum + BigInt(r.amount), 0n);
    if (existing[0] && refunded >= order.amountPaise) return existing[0];
    const refund = await gateway.refundPayment(paymentId, {
      amountPaise: order.amountPaise,
      receipt,
      notes: { purpose: 'wallet_topup_refund', order_id: order.gatewayOrderId },
    });
    if (refund.status === 'failed') {
      throw new GatewayError(`the gateway failed refund ${refund.id}`, undefined);
    }
    return refund;
  }

  /**
   * refund_due → refunded with the gateway's refund, once. Returns the order as it now is and
   * whether this call made the change (and so sent the text).
   */
  async function markRefunded(orderId: string, refund: Pick<GatewayRefund, 'id'>, via: RefundPath) {
    const result = await db.transaction(async (tx) => {
      const order = await repo.lockAnyOwner(tx, orderId);
      if (!order) return null;
      if (order.status !== 'refund_due') {
        if (order.status === 'refunded' && order.gatewayRefundId !== refund.id) {
          deps.log.error(
            { order: order.gatewayOrderId, stored: order.gatewayRefundId, other: refund.id },
            'a second refund was reported for a refunded top-up',
          );
        }
        return { order, changed: false };
      }
      const patch = {
        status: 'refunded' as const,
        gatewayRefundId: refund.id,
        refundedAt: new Date(),
        refundedBy: via,
        refundClaimedUntil: null,
        refundError: null,
      };
      await repo.update(tx, order.id, patch);
      // The refund's text, written as the order turns refunded: sent exactly when that commits.
      await deps.text(
        tx,
        order.userId,
        'topupRefund',
        { amountPaise: order.amountPaise, ref: refund.id },
        { kind: 'receipt', id: order.id },
      );
      return { order: { ...order, ...patch }, changed: true };
    });
    if (result?.changed) {
      deps.log.info(
        { order: result.order.gatewayOrderId, refund: refund.id, via },
        'paid top-up refunded',
      );
      deps.settled?.('topup', 'refunded');
    }
    return result;
  }

  return {
    /**
     * Refunds the order at the gateway if it is owed a refund and nobody else is at it. Never
     * throws for the gateway's sake: a failure leaves the order refund_due, for the next try.
     */
    async refundIfDue(orderId: string, via: RefundPath): Promise<RefundOutcome> {
      const taken = await claim(orderId);
      if (!taken.claimed) {
        return taken.status === 'busy' && taken.order
          ? { status: 'busy', order: taken.order }
          : { status: 'not_due', order: taken.order };
      }
      let refund: GatewayRefund;
      try {
        refund = await findOrMakeRefund(taken.order, taken.paymentId);
      } catch (error) {
        // Let go at once, so the next caller need not wait for the claim to lapse.
        await repo.update(db, orderId, {
          refundClaimedUntil: null,
          refundError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        });
        if (!(error instanceof GatewayError)) throw error;
        deps.log.warn(
          { err: error, order: taken.order.gatewayOrderId, via },
          'top-up refund failed; it stays due',
        );
        return { status: 'failed', order: taken.order, error };
      }
      const marked = await markRefunded(orderId, refund, via);
      if (marked?.order.status === 'refunded') return { status: 'refunded', order: marked.order };
      return { status: 'not_due', order: marked?.order ?? null };
    },

    /** The gateway's word that a payment was refunded. */
    async onRefundProcessed(refund: RefundNotice): Promise<'processed' | 'ignored'> {
      const order = await repo.findAnyOwnerByPaymentId(db, refund.paymentId);
      if (!order) return 'ignored';
      if (order.status !== 'refund_due' && order.status !== 'refunded') {
        deps.log.warn(
          { order: order.gatewayOrderId, refund: refund.id, status: order.status },
          'refund reported for a top-up that was not owed one: left as it is',
        );
        return 'ignored';
      }
      const ours =
        refund.receipt === refundReceipt(order.id) ||
        (refund.amount !== undefined && BigInt(refund.amount) >= order.amountPaise);
      if (!ours) {
        deps.log.warn(
          { order: order.gatewayOrderId, refund: refund.id, amount: refund.amount },
          'partial refund reported for a top-up: not counted as its refund',
        );
        return 'ignored';
      }
      await markRefunded(order.id, { id: refund.id }, 'webhook');
      return 'processed';
    },

    /** Orders owed a refund that nobody is working on, for the reconciliation run. */
    due: (limit: number) => repo.refundsDue(db, new Date(), limit),
  };
}

export type TopupRefunds = ReturnType<typeof createTopupRefunds>;
