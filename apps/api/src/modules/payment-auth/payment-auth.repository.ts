import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  passkeyChallenges,
  paymentAuthorisations,
  paymentPinLockClears,
  paymentPinResets,
  paymentPins,
} from './payment-auth.tables';

export type PaymentPinRow = typeof paymentPins.$inferSelect;

/** The PIN and authorisation rows, always by their owner's id. */
export function createPaymentAuthRepository() {
  return {
    async findPinOwnedBy(tx: DbOrTx, userId: string): Promise<PaymentPinRow | null> {
      const [row] = await tx.select().from(paymentPins).where(eq(paymentPins.userId, userId));
      return row ?? null;
    },

    /** The PIN row locked until the transaction ends, so wrong attempts are counted one by one. */
    async lockPinOwnedBy(tx: DbOrTx, userId: string): Promise<PaymentPinRow | null> {
      const [row] = await tx
        .select()
        .from(paymentPins)
        .where(eq(paymentPins.userId, userId))
        .for('update');
      return row ?? null;
    },

    /** The first PIN; false when one was set meanwhile (a second tab). */
    async insertPin(tx: DbOrTx, userId: string, pinHash: string, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(paymentPins)
        .values({ userId, pinHash, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ userId: paymentPins.userId });
      return rows.length === 1;
    },

    async updatePinOwnedBy(
      tx: DbOrTx,
      userId: string,
      patch: Partial<
        Pick<PaymentPinRow, 'pinHash' | 'failedAttempts' | 'lockedUntil' | 'updatedAt'>
      >,
    ) {
      await tx.update(paymentPins).set(patch).where(eq(paymentPins.userId, userId));
    },

    async insertAuthorisation(tx: DbOrTx, row: typeof paymentAuthorisations.$inferInsert) {
      await tx.insert(paymentAuthorisations).values(row);
    },

    /**
     * Uses the owner's authorisation once, if it is still unused, unexpired and made for exactly
     * this debit: one UPDATE, so two debits racing with one token cannot both win.
     */
    async consumeOwnedBy(
      tx: DbOrTx,
      userId: string,
      tokenHash: string,
      debit: { amountPaise: bigint; payee: string; idempotencyKey: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(paymentAuthorisations)
        .set({ usedAt: now })
        .where(
          and(
            eq(paymentAuthorisations.userId, userId),
            eq(paymentAuthorisations.tokenHash, tokenHash),
            eq(paymentAuthorisations.amountPaise, debit.amountPaise),
            eq(paymentAuthorisations.payee, debit.payee),
            eq(paymentAuthorisations.idempotencyKey, debit.idempotencyKey),
            gt(paymentAuthorisations.expiresAt, now),
            isNull(paymentAuthorisations.usedAt),
          ),
        )
        .returning({ id: paymentAuthorisations.id });
      return rows.length === 1;
    },

    /** The owner's authorisation by its token, whatever its state (to say why it was refused). */
    async findAuthorisationOwnedBy(tx: DbOrTx, userId: string, tokenHash: string) {
      const [row] = await tx
        .select()
        .from(paymentAuthorisations)
        .where(
          and(
            eq(paymentAuthorisations.userId, userId),
            eq(paymentAuthorisations.tokenHash, tokenHash),
          ),
        );
      return row ?? null;
    },

    async insertLockClear(tx: DbOrTx, row: typeof paymentPinLockClears.$inferInsert) {
      await tx.insert(paymentPinLockClears).values(row);
    },

    /** Wrong attempts counted in SQL (never lost between two parallel wrong PINs). */
    async countWrongAttempt(tx: DbOrTx, userId: string) {
      const [row] = await tx
        .update(paymentPins)
        .set({ failedAttempts: sql`least(${paymentPins.failedAttempts} + 1, 5)` })
        .where(eq(paymentPins.userId, userId))
        .returning({ failedAttempts: paymentPins.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async insertReset(tx: DbOrTx, row: typeof paymentPinResets.$inferInsert) {
      await tx.insert(paymentPinResets).values(row);
    },

    /** The owner's newest reset OTP, locked for its check. */
    async lockLatestResetOwnedBy(tx: DbOrTx, userId: string) {
      const [row] = await tx
        .select()
        .from(paymentPinResets)
        .where(eq(paymentPinResets.userId, userId))
        .orderBy(desc(paymentPinResets.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async countResetsSince(tx: DbOrTx, userId: string, since: Date) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentPinResets)
        .where(and(eq(paymentPinResets.userId, userId), gt(paymentPinResets.createdAt, since)));
      return row?.n ?? 0;
    },

    async updateReset(
      tx: DbOrTx,
      id: string,
      patch: Partial<Pick<typeof paymentPinResets.$inferSelect, 'failedAttempts' | 'usedAt'>>,
    ) {
      await tx.update(paymentPinResets).set(patch).where(eq(paymentPinResets.id, id));
    },

    /**
     * What can no longer be used, past `before`: authorisations never used, forgotten-PIN OTPs and
     * passkey challenges. A used authorisation stays: it records how its payment was confirmed.
     */
    async purgeExpiredBefore(tx: DbOrTx, before: Date) {
      const gone = async (query: Promise<unknown[]>) => (await query).length;
      return {
        authorisations: await gone(
          tx
            .delete(paymentAuthorisations)
            .where(
              and(
                isNull(paymentAuthorisations.usedAt),
                lt(paymentAuthorisations.expiresAt, before),
              ),
            )
            .returning({ id: paymentAuthorisations.id }),
        ),
        pinResets: await gone(
          tx
            .delete(paymentPinResets)
            .where(lt(paymentPinResets.expiresAt, before))
            .returning({ id: paymentPinResets.id }),
        ),
        challenges: await gone(
          tx
            .delete(passkeyChallenges)
            .where(lt(passkeyChallenges.expiresAt, before))
            .returning({ id: passkeyChallenges.id }),
        ),
      };
    },
  };
}

export type PaymentAuthRepository = ReturnType<typeof createPaymentAuthRepository>;
