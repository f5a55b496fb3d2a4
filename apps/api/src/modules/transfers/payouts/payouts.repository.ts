import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { beneficiaries, payoutEvents, payouts } from '../payouts.tables';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** The SQL of wallet-to-bank: beneficiaries, payouts and the statuses each payout was seen in. */
export function createPayoutsRepository() {
  return {
    /** The customer's beneficiaries not removed: the own account among them, newest first. */
    async beneficiariesOwnedBy(tx: DbOrTx, userId: string): Promise<BeneficiaryRow[]> {
      return tx
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.userId, userId), isNull(beneficiaries.deletedAt)))
        .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id));
    },

    /** Every beneficiary the customer ever had, removed ones too (their payouts name them). */
    async beneficiariesEverOwnedBy(tx: DbOrTx, userId: string): Promise<BeneficiaryRow[]> {
      return tx.select().from(beneficiaries).where(eq(beneficiaries.userId, userId));
    },

    /** One of the customer's beneficiaries (removed ones too: a payout names what it paid). */
    async beneficiaryOwnedBy(tx: DbOrTx, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.userId, userId), eq(beneficiaries.id, id)));
      return row ?? null;
    },

    async beneficiaryById(tx: DbOrTx, id: string) {
      const [row] = await tx.select().from(beneficiaries).where(eq(beneficiaries.id, id));
      return row ?? null;
    },

    async insertBeneficiary(tx: DbOrTx, row: typeof beneficiaries.$inferInsert) {
      const [created] = await tx.insert(beneficiaries).values(row).returning();
      if (!created) throw new Error('insert into beneficiaries returned no row');
      return created;
    },

    async removeBeneficiary(tx: DbOrTx, id: string, at: Date) {
      await tx
        .update(beneficiaries)
        .set({ deletedAt: at })
        .where(and(eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)));
    },

    async setProviderAccount(tx: DbOrTx, id: string, providerAccountId: string) {
      await tx.update(beneficiaries).set({ providerAccountId }).where(eq(beneficiaries.id, id));
    },

    /** Serialises a customer's beneficiary changes (the limit of 20, the own account's row). */
    async lockBeneficiariesOf(tx: DbOrTx, userId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beneficiaries:${userId}`}))`);
    },

    async insertPayout(tx: DbOrTx, row: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [created] = await tx.insert(payouts).values(row).returning();
      if (!created) throw new Error('insert into payouts returned no row');
      return created;
    },

    async updatePayout(tx: DbOrTx, id: string, patch: Partial<typeof payouts.$inferInsert>) {
      const [row] = await tx.update(payouts).set(patch).where(eq(payouts.id, id)).returning();
      if (!row) throw new Error(`payout ${id} not found`);
      return row;
    },

    /** Any customer's payout, locked until the transaction ends: one status change at a time. */
    async lockPayout(tx: DbOrTx, id: string): Promise<PayoutRow | null> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row ?? null;
    },

    async payoutById(tx: DbOrTx, id: string): Promise<PayoutRow | null> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
      return row ?? null;
    },

    async payoutOwnedBy(tx: DbOrTx, userId: string, id: string): Promise<PayoutRow | null> {
      const [row] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.id, id)));
      return row ?? null;
    },

    async payoutByKeyOwnedBy(tx: DbOrTx, userId: string, key: string) {
      const [row] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
      return row ?? null;
    },

    async payoutsOwnedBy(tx: DbOrTx, userId: string, limit = 100): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(limit);
    },

    /** Payouts whose next look is due, oldest first. */
    async duePayouts(tx: DbOrTx, now: Date, limit: number): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(lte(payouts.nextCheckAt, now))
        .orderBy(asc(payouts.nextCheckAt))
        .limit(limit);
    },

    /**
     * A status as it was seen. A webhook's event id is unique: a redelivery inserts nothing and
     * answers false, so the caller changes nothing either.
     */
    async recordEvent(tx: DbOrTx, row: typeof payoutEvents.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(payoutEvents)
        .values(row)
        .onConflictDoNothing({ target: payoutEvents.providerEventId })
        .returning({ id: payoutEvents.id });
      return inserted.length > 0;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
