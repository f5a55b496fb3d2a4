import { and, count, desc, eq, gt, gte, min, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { moneyRequests, transferInvites, walletTransfers } from '../transfers.tables';

export type WalletTransferRow = typeof walletTransfers.$inferSelect;
export type MoneyRequestRow = typeof moneyRequests.$inferSelect;

/**
 * The SQL of wallet-to-wallet sending: transfers, requests for money and invites. Every finder a
 * customer reaches is scoped to its parties (…ForParty, …OwnedBy): another customer's row reads
 * as no row at all.
 */
export function createWalletTransfersRepository() {
  return {
    async insertTransfer(tx: DbOrTx, row: typeof walletTransfers.$inferInsert) {
      const [created] = await tx.insert(walletTransfers).values(row).returning();
      if (!created) throw new Error('wallet transfer insert returned nothing');
      return created;
    },

    async transferByKeyOwnedBy(tx: DbOrTx, senderId: string, key: string) {
      const [row] = await tx
        .select()
        .from(walletTransfers)
        .where(
          and(eq(walletTransfers.senderId, senderId), eq(walletTransfers.idempotencyKey, key)),
        );
      return row ?? null;
    },

    /** The transfer, if the customer sent or received it. */
    async transferForParty(tx: DbOrTx, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(walletTransfers)
        .where(
          and(
            eq(walletTransfers.id, id),
            or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)),
          ),
        );
      return row ?? null;
    },

    async referenceTaken(tx: DbOrTx, reference: string) {
      const [row] = await tx
        .select({ id: walletTransfers.id })
        .from(walletTransfers)
        .where(eq(walletTransfers.reference, reference));
      return row !== undefined;
    },

    /** A page of the customer's transfers, both ways, newest first: one row more than asked. */
    transfersForParty(tx: DbOrTx, userId: string, offset: number, limit: number) {
      return tx
        .select()
        .from(walletTransfers)
        .where(or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)))
        .orderBy(desc(walletTransfers.createdAt), desc(walletTransfers.id))
        .offset(offset)
        .limit(limit + 1);
    },

    async insertRequest(tx: DbOrTx, row: typeof moneyRequests.$inferInsert) {
      const [created] = await tx.insert(moneyRequests).values(row).returning();
      if (!created) throw new Error('money request insert returned nothing');
      return created;
    },

    async requestByKeyOwnedBy(tx: DbOrTx, requesterId: string, key: string) {
      const [row] = await tx
        .select()
        .from(moneyRequests)
        .where(
          and(eq(moneyRequests.requesterId, requesterId), eq(moneyRequests.idempotencyKey, key)),
        );
      return row ?? null;
    },

    /** How many of the requester's requests still wait for an answer (open, not yet expired). */
    async openRequestsOwnedBy(tx: DbOrTx, requesterId: string, now: Date) {
      const [row] = await tx
        .select({ n: count() })
        .from(moneyRequests)
        .where(
          and(
            eq(moneyRequests.requesterId, requesterId),
            eq(moneyRequests.status, 'open'),
            gt(moneyRequests.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** The request asked of this payer, locked for the transaction that answers it. */
    async lockRequestForPayer(tx: DbOrTx, payerId: string, id: string) {
      const [row] = await tx
        .select()
        .from(moneyRequests)
        .where(and(eq(moneyRequests.id, id), eq(moneyRequests.payerId, payerId)))
        .for('update');
      return row ?? null;
    },

    async requestForParty(tx: DbOrTx, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(moneyRequests)
        .where(
          and(
            eq(moneyRequests.id, id),
            or(eq(moneyRequests.requesterId, userId), eq(moneyRequests.payerId, userId)),
          ),
        );
      return row ?? null;
    },

    async closeRequest(
      tx: DbOrTx,
      id: string,
      change: { status: 'paid' | 'declined'; transferId: string | null; decidedAt: Date },
    ) {
      const [row] = await tx
        .update(moneyRequests)
        .set(change)
        .where(and(eq(moneyRequests.id, id), eq(moneyRequests.status, 'open')))
        .returning();
      if (!row) throw new Error(`money request ${id} was not open`);
      return row;
    },

    /** The customer's requests, both ways, newest first (at most `limit`). */
    requestsForParty(tx: DbOrTx, userId: string, limit: number) {
      return tx
        .select()
        .from(moneyRequests)
        .where(or(eq(moneyRequests.requesterId, userId), eq(moneyRequests.payerId, userId)))
        .orderBy(desc(moneyRequests.createdAt), desc(moneyRequests.id))
        .limit(limit);
    },

    /**
     * Invites since `since`, the inviter's own and any inviter's to this number: how many, and
     * when the oldest of each was sent (the limit eases a day after it).
     */
    async invitesSince(tx: DbOrTx, input: { userId: string; mobile: string; since: Date }) {
      const recent = async (where: SQL) => {
        const [row] = await tx
          .select({ n: count(), oldest: min(transferInvites.createdAt) })
          .from(transferInvites)
          .where(and(where, gte(transferInvites.createdAt, input.since)));
        return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
      };
      return {
        byInviter: await recent(eq(transferInvites.userId, input.userId)),
        toNumber: await recent(eq(transferInvites.mobile, input.mobile)),
      };
    },

    async insertInvite(tx: DbOrTx, row: typeof transferInvites.$inferInsert) {
      const [created] = await tx.insert(transferInvites).values(row).returning();
      if (!created) throw new Error('invite insert returned nothing');
      return created;
    },

    async deleteInvite(tx: DbOrTx, id: string) {
      await tx.delete(transferInvites).where(eq(transferInvites.id, id));
    },
  };
}

export type WalletTransfersRepository = ReturnType<typeof createWalletTransfersRepository>;
