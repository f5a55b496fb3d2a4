import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { beneficiaries, payouts } from './payouts.tables';
import { walletTransfers } from './transfers.tables';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/** The reads that name a customer's sends in their Balance History: owner-scoped, by id. */
export function createHistoryLabelsRepository() {
  return {
    /** Transfers among `ids` the customer sent or received, with both customers' name and number. */
    walletTransfersOwnedBy(db: DbOrTx, userId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: walletTransfers.id,
          reference: walletTransfers.reference,
          senderId: walletTransfers.senderId,
          note: walletTransfers.note,
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
            inArray(walletTransfers.id, ids),
            or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)),
          ),
        );
    },

    /** The customer's payouts among `ids`, with the bank account they went to. */
    payoutsOwnedBy(db: DbOrTx, userId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: payouts.id,
          status: payouts.status,
          mode: payouts.mode,
          utr: payouts.utr,
          bankName: beneficiaries.bankName,
          accountNumber: beneficiaries.accountNumber,
          holderName: beneficiaries.holderName,
        })
        .from(payouts)
        .innerJoin(beneficiaries, eq(beneficiaries.id, payouts.beneficiaryId))
        .where(and(inArray(payouts.id, ids), eq(payouts.userId, userId)));
    },
  };
}

export type HistoryLabelsRepository = ReturnType<typeof createHistoryLabelsRepository>;
