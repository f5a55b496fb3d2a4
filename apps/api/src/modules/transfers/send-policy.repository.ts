import { and, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payouts } from './payouts.tables';
import { outgoingHolds, walletTransfers } from './transfers.tables';

/** What a customer has sent since a moment, split as the monthly limits count it. */
export interface SentTotals {
  /** To pre-registered beneficiaries (the own bank account, beneficiaries past cooling). */
  preRegisteredPaise: bigint;
  /** Everything else: other wallets, beneficiaries still cooling. */
  otherPaise: bigint;
}

/**
 * The reads the send policy makes: what a customer has sent this month (wallet transfers, and
 * payouts that were not given back — rejected, failed and reversed ones returned the money) and
 * the back office's hold on their outgoing money.
 */
export function createSendPolicyRepository() {
  return {
    async sentSinceOwnedBy(tx: DbOrTx, userId: string, since: Date): Promise<SentTotals> {
      const [wallet] = await tx
        .select({ total: sql<string>`coalesce(sum(${walletTransfers.amountPaise}), 0)::text` })
        .from(walletTransfers)
        .where(and(eq(walletTransfers.senderId, userId), gte(walletTransfers.createdAt, since)));
      const [bank] = await tx
        .select({
          pre: sql<string>`coalesce(sum(${payouts.amountPaise}) filter (where ${payouts.preRegistered}), 0)::text`,
          other: sql<string>`coalesce(sum(${payouts.amountPaise}) filter (where not ${payouts.preRegistered}), 0)::text`,
        })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            gte(payouts.createdAt, since),
            notInArray(payouts.status, ['rejected', 'failed', 'reversed']),
          ),
        );
      return {
        preRegisteredPaise: BigInt(bank?.pre ?? '0'),
        otherPaise: BigInt(wallet?.total ?? '0') + BigInt(bank?.other ?? '0'),
      };
    },

    /** The back office's hold on the customer's outgoing money, while it is in force. */
    async holdInForceOn(tx: DbOrTx, userId: string) {
      const [hold] = await tx
        .select()
        .from(outgoingHolds)
        .where(and(eq(outgoingHolds.userId, userId), isNull(outgoingHolds.liftedAt)));
      return hold ?? null;
    },
  };
}

export type SendPolicyRepository = ReturnType<typeof createSendPolicyRepository>;
