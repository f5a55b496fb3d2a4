import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { beneficiaries, payouts } from './payouts.tables';
import { walletTransfers } from './transfers.tables';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/** The reads a receipt of money sent is made from: owner-scoped, one row by the id it shows. */
export function createReceiptSourcesRepository() {
  return {
    /** A transfer by its KT reference, when the customer sent or received it. */
    async walletTransferOwnedBy(db: DbOrTx, userId: string, reference: string) {
      const [row] = await db
        .select({
          reference: walletTransfers.reference,
          senderId: walletTransfers.senderId,
          amountPaise: walletTransfers.amountPaise,
          note: walletTransfers.note,
          createdAt: walletTransfers.createdAt,
          senderName: sender.name,
          senderMobile: sender.mobile,
          receiverName: receiver.name,
          receiverMobile: receiver.mobile,
        })
        .from(walletTransfers)
        .innerJoin(sender, eq(sender.id, walletTransfers.senderId))
        .innerJoin(receiver, eq(receiver.id, walletTransfers.receiverId))
        .where(
          and(
            eq(walletTransfers.reference, reference),
            or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)),
          ),
        );
      return row ?? null;
    },

    /** The customer's payout by id, with the bank account it went to. */
    async payoutOwnedBy(db: DbOrTx, userId: string, id: string) {
      const [row] = await db
        .select({
          id: payouts.id,
          status: payouts.status,
          mode: payouts.mode,
          amountPaise: payouts.amountPaise,
          utr: payouts.utr,
          finalAt: payouts.finalAt,
          bankName: beneficiaries.bankName,
          accountNumber: beneficiaries.accountNumber,
          ifsc: beneficiaries.ifsc,
          holderName: beneficiaries.holderName,
        })
        .from(payouts)
        .innerJoin(beneficiaries, eq(beneficiaries.id, payouts.beneficiaryId))
        .where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
      return row ?? null;
    },
  };
}

export type ReceiptSourcesRepository = ReturnType<typeof createReceiptSourcesRepository>;
