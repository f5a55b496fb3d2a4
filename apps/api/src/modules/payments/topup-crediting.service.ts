import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TextCustomer } from '../../lib/customer-sms';
import { noFaults, type FaultInjector } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { PaidWith, PaymentGateway } from '../../providers/payments/payments.port';
import type { WalletService } from '../wallet/wallet.service';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import type { ForeignOrders } from './payment-webhooks.service';
import type { TopupRefunds } from './topup-refunds.service';
import { retryConflicts } from '../../lib/db-errors';
import type { PaymentSettled } from '../../lib/metrics';

export type CreditPath = 'verify' | 'update' | 'webhook' | 'reconcile';

/** What online top-ups need: each of their use cases takes these. */
export interface PaymentsDeps {
  db: Db;
  repo: PaymentsRepository;
  gateway: PaymentGateway;
  wallet: WalletService;
  /** Texts the customer, in the caller's transaction (lib/customer-sms). */
  text: TextCustomer;
  log: Logger;
  faults?: FaultInjector;
  settled?: PaymentSettled;
  /** Where the webhook passes events of gateway orders another module made (hotel bookings). */
  foreignOrders?: ForeignOrders;
}

/**
 * Crediting a paid order. Four paths can report one — the verify call, payment/update, the
 * webhook and the reconciliation job — in any order and any number of times; `credit` locks the
 * order row and credits only an order not yet credited. A paid order a wallet limit forbids is
 * owed back: whichever path finds it so asks for the refund (topup-refunds).
 */
export function createTopupCrediting(deps: PaymentsDeps, refunds: TopupRefunds) {
  const { db, repo, wallet } = deps;
  const faults = deps.faults ?? noFaults;

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

  /**
   * Credits the order's amount once. Returns whether this call did the crediting. `paidWith` (how
   * the customer paid, when the path knows it) is kept with the order and said in the text.
   */
  async function credit(
    gatewayOrderId: string,
    gatewayPaymentId: string,
    via: CreditPath,
    paidWith?: PaidWith,
  ): Promise<{ order: PaymentOrderRow; credited: boolean }> {
    const method = paidWith
      ? { paymentMethod: paidWith.method, upiId: paidWith.upiId ?? null }
      : {};
    // The webhook, verify, update and reconciliation may credit at once: a deadlock's victim
    // (its transaction rolled back whole) runs again instead of failing the call.
    const outcome = await retryConflicts(() =>
      db.transaction(async (tx) => {
        const order = await repo.lockAnyOwnerByGatewayId(tx, gatewayOrderId);
        if (!order) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
        if (order.status === 'paid') {
          // A path that credited without knowing the method (the gateway could not say at the
          // time) leaves it for a later one to fill in.
          if (paidWith && !order.paymentMethod && order.gatewayPaymentId === gatewayPaymentId) {
            await repo.update(tx, order.id, method);
          }
          return { order, credited: false, limitError: null };
        }
        if (order.status === 'refund_due' || order.status === 'refunded') {
          // Asked again, the answer is the same refusal, not a "verified" that credited nothing:
          // the first refusal's words (a limit's, recorded with the order), and a code that says
          // what is true now: the payment is owed back.
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
              ...method,
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
          ...method,
        });
        // The credit's text, written with the credit: sent once it commits, whatever happens next.
        await wallet.textCredit(tx, {
          userId: order.userId,
          amountPaise: order.amountPaise,
          paidBy:
            paidWith?.method === 'upi' || paidWith?.method === 'card' ? paidWith.method : 'online',
          ...(paidWith?.upiId ? { upiId: paidWith.upiId } : {}),
          ref: gatewayPaymentId,
          receiptId: order.id,
        });
        return { order, credited: true, limitError: null };
      }),
    );
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
      deps.settled?.('topup', 'credited');
    }
    return { order: outcome.order, credited: outcome.credited };
  }

  return { credit };
}

export type TopupCrediting = ReturnType<typeof createTopupCrediting>;
