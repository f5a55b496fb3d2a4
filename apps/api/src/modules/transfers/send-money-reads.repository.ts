import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { beneficiaries, payouts } from './payouts.tables';
import { walletTransfers } from './transfers.tables';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

/**
 * The reads that show a customer's money sent — Balance History's rows and receipts — owner-scoped:
 * a transfer to its sender and receiver, a payout to its owner, each with who or which bank
 * account it went to. One query each, asked by ids (a statement's page) or by the id a customer sees.
 */
export function createSendMoneyReadsRepository() {
  function transfersOwnedBy(db: DbOrTx, userId: string, which: SQL | undefined) {
    return db
      .select({
        id: walletTransfers.id,
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
          which,
          or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)),
        ),
      );
  }

  function payoutsOwnedBy(db: DbOrTx, userId: string, which: SQL | undefined) {
    return db
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
      .where(and(which, eq(payouts.userId, userId)));
  }

  return {
    /** Transfers among `ids` the customer sent or received. */
    walletTransfersOwnedBy: (db: DbOrTx, userId: string, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : transfersOwnedBy(db, userId, inArray(walletTransfers.id, ids)),

    /** A transfer by its KT reference, when the customer sent or received it. */
    async walletTransferOwnedBy(db: DbOrTx, userId: string, reference: string) {
      const [row] = await transfersOwnedBy(db, userId, eq(walletTransfers.reference, reference));
      return row ?? null;
    },

    /** The customer's payouts among `ids`. */
    payoutsOwnedBy: (db: DbOrTx, userId: string, ids: string[]) =>
      ids.length === 0 ? Promise.resolve([]) : payoutsOwnedBy(db, userId, inArray(payouts.id, ids)),

    /** The customer's payout by id. */
    async payoutOwnedBy(db: DbOrTx, userId: string, id: string) {
      const [row] = await payoutsOwnedBy(db, userId, eq(payouts.id, id));
      return row ?? null;
    },
  };
}

export type SendMoneyReadsRepository = ReturnType<typeof createSendMoneyReadsRepository>;
