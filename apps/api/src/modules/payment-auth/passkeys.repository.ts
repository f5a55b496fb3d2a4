import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passkeyChallenges, passkeys } from './payment-auth.tables';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;

/** Passkeys and their challenges, always by their owner's id. */
export function createPasskeysRepository() {
  return {
    async listOwnedBy(tx: DbOrTx, userId: string): Promise<PasskeyRow[]> {
      return tx
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async countOwnedBy(tx: DbOrTx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findOwnedBy(tx: DbOrTx, userId: string, id: string): Promise<PasskeyRow | null> {
      const [row] = await tx
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
      return row ?? null;
    },

    async findByCredentialOwnedBy(
      tx: DbOrTx,
      userId: string,
      credentialId: string,
    ): Promise<PasskeyRow | null> {
      const [row] = await tx
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
      return row ?? null;
    },

    /** The new passkey; null when this credential is already registered (to anyone). */
    async insert(tx: DbOrTx, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
      const [inserted] = await tx.insert(passkeys).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async renameOwnedBy(tx: DbOrTx, userId: string, id: string, name: string) {
      const [row] = await tx
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning();
      return row ?? null;
    },

    async deleteOwnedBy(tx: DbOrTx, userId: string, id: string): Promise<boolean> {
      const rows = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    /**
     * Records a use: the authenticator's new signature counter — only if the stored one is still
     * below it, so two assertions racing with one counter value cannot both pass.
     */
    async recordUseOwnedBy(
      tx: DbOrTx,
      userId: string,
      id: string,
      use: { signCount: number; previous: number; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(passkeys)
        .set({ signCount: use.signCount, lastUsedAt: use.at })
        .where(
          and(
            eq(passkeys.userId, userId),
            eq(passkeys.id, id),
            eq(passkeys.signCount, use.previous),
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async insertChallenge(tx: DbOrTx, row: typeof passkeyChallenges.$inferInsert) {
      await tx.insert(passkeyChallenges).values(row);
    },

    /**
     * Uses the owner's challenge once, if it is still unused and unexpired: one UPDATE, so two
     * answers to one challenge cannot both count. Returns the challenge as it was made.
     */
    async consumeChallengeOwnedBy(
      tx: DbOrTx,
      userId: string,
      challenge: string,
      purpose: PasskeyChallengeRow['purpose'],
      now: Date,
    ): Promise<PasskeyChallengeRow | null> {
      const [row] = await tx
        .update(passkeyChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(passkeyChallenges.userId, userId),
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            gt(passkeyChallenges.expiresAt, now),
            isNull(passkeyChallenges.usedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The owner's challenges past their time, used or not: nothing can be done with them now. */
    async deleteExpiredChallengesOwnedBy(tx: DbOrTx, userId: string, now: Date) {
      await tx
        .delete(passkeyChallenges)
        .where(and(eq(passkeyChallenges.userId, userId), lt(passkeyChallenges.expiresAt, now)));
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
