import type { PayoutStatus } from '@kosh/contract/payouts';
import type { Db } from '../../db/client';
import type { SendMoneyReadsRepository } from './send-money-reads.repository';
import { maskedName } from './wallet/masked-name';

/** What a Balance History row says of a wallet-to-wallet transfer, seen by one of its two sides. */
export interface WalletTransferLabel {
  kind: 'wallet_transfer';
  id: string;
  reference: string;
  direction: 'sent' | 'received';
  /** The other customer: a receiver's name masked as the sender was shown it. */
  counterpartyName: string;
  counterpartyMobile: string;
  note: string;
}

/** What a Balance History row says of a payout to a bank account. */
export interface PayoutLabel {
  kind: 'payout';
  id: string;
  status: PayoutStatus;
  mode: string;
  utr: string | null;
  bankName: string;
  /** The account's last four digits. */
  accountLast4: string;
  holderName: string;
}

export type SendMoneyLabel = WalletTransferLabel | PayoutLabel;

/**
 * Names the customer's sends in their Balance History: the ledger's entries reference a
 * `wallet_transfer` or a `payout` by id, and this says who or which bank account each was.
 */
export function createHistoryLabelsService(deps: { db: Db; repo: SendMoneyReadsRepository }) {
  const { db, repo } = deps;
  return {
    async sendMoneyLabelsOwnedBy(
      userId: string,
      refs: { walletTransfers: string[]; payouts: string[] },
    ): Promise<Map<string, SendMoneyLabel>> {
      const [transfers, bank] = await Promise.all([
        repo.walletTransfersOwnedBy(db, userId, refs.walletTransfers),
        repo.payoutsOwnedBy(db, userId, refs.payouts),
      ]);
      const labels = new Map<string, SendMoneyLabel>();
      for (const t of transfers) {
        const sent = t.senderId === userId;
        labels.set(t.id, {
          kind: 'wallet_transfer',
          id: t.id,
          reference: t.reference,
          direction: sent ? 'sent' : 'received',
          counterpartyName: sent ? (maskedName(t.receiverName) ?? '') : t.senderName,
          counterpartyMobile: sent ? t.receiverMobile : t.senderMobile,
          note: t.note,
        });
      }
      for (const p of bank) {
        labels.set(p.id, {
          kind: 'payout',
          id: p.id,
          status: p.status as PayoutStatus,
          mode: p.mode,
          utr: p.utr,
          bankName: p.bankName,
          accountLast4: p.accountNumber.slice(-4),
          holderName: p.holderName,
        });
      }
      return labels;
    },
  };
}

export type HistoryLabelsService = ReturnType<typeof createHistoryLabelsService>;
