import type { PayoutMode, PayoutStatus } from '@kosh/contract/payouts';
import type { Db } from '../../db/client';
import type { SendMoneyReadsRepository } from './send-money-reads.repository';
import { maskedName } from './wallet/masked-name';

/** A wallet-to-wallet transfer as one of its two customers' receipt tells it. */
export interface WalletTransferReceiptRow {
  reference: string;
  direction: 'sent' | 'received';
  /** The other customer: the receiver's name masked as the sender was shown it. */
  counterpartyName: string;
  counterpartyMobile: string;
  amountPaise: bigint;
  note: string;
  createdAt: Date;
}

/** A payout to a bank account as its receipt tells it. */
export interface PayoutReceiptRow {
  id: string;
  status: PayoutStatus;
  mode: PayoutMode;
  amountPaise: bigint;
  utr: string | null;
  /** When the bank's answer came (processed, rejected, failed, reversed); null until then. */
  finalAt: Date | null;
  bankName: string;
  /** The account's last four digits, all a receipt shows of it. */
  accountLast4: string;
  ifsc: string;
  holderName: string;
}

/**
 * What the receipts module reads of money sent: a transfer by its KT reference (its sender's or
 * receiver's only) and a payout by its id (its sender's only); null for anyone else's.
 */
export function createReceiptSourcesService(deps: { db: Db; repo: SendMoneyReadsRepository }) {
  const { db, repo } = deps;
  return {
    async walletTransfer(
      userId: string,
      reference: string,
    ): Promise<WalletTransferReceiptRow | null> {
      const row = await repo.walletTransferOwnedBy(db, userId, reference);
      if (!row) return null;
      const sent = row.senderId === userId;
      return {
        reference: row.reference,
        direction: sent ? 'sent' : 'received',
        // The receiver sees who paid them in full, as their text said; the sender only as much
        // of the receiver's name as they were shown before sending.
        counterpartyName: sent ? (maskedName(row.receiverName) ?? '') : row.senderName,
        counterpartyMobile: sent ? row.receiverMobile : row.senderMobile,
        amountPaise: row.amountPaise,
        note: row.note,
        createdAt: row.createdAt,
      };
    },

    async payout(userId: string, id: string): Promise<PayoutReceiptRow | null> {
      const row = await repo.payoutOwnedBy(db, userId, id);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status as PayoutStatus,
        mode: row.mode as PayoutMode,
        amountPaise: row.amountPaise,
        utr: row.utr,
        finalAt: row.finalAt,
        bankName: row.bankName,
        accountLast4: row.accountNumber.slice(-4),
        ifsc: row.ifsc,
        holderName: row.holderName,
      };
    },
  };
}

export type ReceiptSourcesService = ReturnType<typeof createReceiptSourcesService>;
