import { z } from 'zod';
import type { TopupMethod, TopupStatus } from '@kosh/contract/payments';
import type { Db } from '../../db/client';
import type { PaymentsRepository } from './payments.repository';

/** How a top-up was paid, as its rows and receipt show it. */
export interface TopupPaidWith {
  paymentMethod?: TopupMethod;
  /** The masked UPI id of a UPI top-up. */
  upiId?: string;
}

/** One online top-up of a customer, as a receipt shows it (amount in paise). */
export interface OwnedTopup extends TopupPaidWith {
  id: string;
  status: TopupStatus;
  amountPaise: bigint;
  /** The gateway's order and payment ids (order_…, pay_…). */
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  gatewayRefundId: string | null;
  createdAt: Date;
  creditedAt: Date | null;
  refundedAt: Date | null;
}

const uuid = z.uuid();

/** The row's method and UPI id as optional fields: absent where unknown. */
export function paidWithOf(row: {
  paymentMethod: TopupMethod | null;
  upiId: string | null;
}): TopupPaidWith {
  return {
    ...(row.paymentMethod ? { paymentMethod: row.paymentMethod } : {}),
    ...(row.upiId ? { upiId: row.upiId } : {}),
  };
}

/**
 * A customer's own online top-ups, for the modules that show them (Balance History, receipts):
 * another customer's top-up, or an id that is none, is simply not found.
 */
export function createOwnedTopups(deps: { db: Db; repo: PaymentsRepository }) {
  const { db, repo } = deps;
  return {
    /** One top-up by Kosh's id, or null when it is not this customer's. */
    async findOwnedTopUp(userId: string, id: string): Promise<OwnedTopup | null> {
      if (!uuid.safeParse(id).success) return null;
      const row = await repo.findOwnedById(db, userId, id);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amountPaise: row.amountPaise,
        gatewayOrderId: row.gatewayOrderId,
        gatewayPaymentId: row.gatewayPaymentId,
        gatewayRefundId: row.gatewayRefundId,
        createdAt: row.createdAt,
        creditedAt: row.creditedAt,
        refundedAt: row.refundedAt,
        ...paidWithOf(row),
      };
    },

    /** How the customer's top-ups among these ids were paid, by id (others' are left out). */
    async paidWithOwned(userId: string, ids: readonly string[]) {
      const valid = ids.filter((id) => uuid.safeParse(id).success);
      const rows = await repo.listOwnedPaidWith(db, userId, valid);
      return new Map(rows.map((row) => [row.id, paidWithOf(row)]));
    },
  };
}
