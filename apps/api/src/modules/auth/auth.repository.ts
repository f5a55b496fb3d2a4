import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authAttempts, otpChallenges, sessions, temporaryPasswords } from './auth.tables';

type AttemptKind = (typeof authAttempts.$inferInsert)['kind'];
type OtpPurpose = (typeof otpChallenges.$inferInsert)['purpose'];
/** Whose attempts: a number's, an IP's, or one number's from one IP. */
type AttemptScope = { mobile: string } | { ip: string } | { mobile: string; ip: string };

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

export function createAuthRepository() {
  return {
    /** Serialises work on one mobile number for the rest of the transaction (PGlite and PostgreSQL). */
    async lockMobile(tx: DbOrTx, mobile: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mobile:${mobile}`}))`);
    },

    /**
     * Serialises throttled work from one client IP for the rest of the transaction, so parallel
     * requests for different numbers cannot all pass a per-IP cap. Taken after lockMobile, never
     * before, so the two cannot deadlock; the two-key form keeps IPs and numbers apart.
     */
    async lockClientIp(tx: DbOrTx, ip: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${ip}))`);
    },

    async latestChallenge(tx: DbOrTx, mobile: string, purpose: OtpPurpose = 'signup') {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row ?? null;
    },

    async countChallengesSince(
      tx: DbOrTx,
      by: { mobile: string } | { ip: string },
      seconds: number,
    ) {
      const [row] = await tx
        .select({ n: count() })
        .from(otpChallenges)
        .where(
          and(
            'mobile' in by ? eq(otpChallenges.mobile, by.mobile) : eq(otpChallenges.ip, by.ip),
            gt(otpChallenges.createdAt, secondsAgo(seconds)),
          ),
        );
      return row?.n ?? 0;
    },

    async supersedeOpenChallenges(
      tx: DbOrTx,
      mobile: string,
      exceptId: string,
      purpose: OtpPurpose = 'signup',
    ) {
      await tx
        .update(otpChallenges)
        .set({ closedAt: new Date(), closedReason: 'superseded' })
        .where(
          and(
            eq(otpChallenges.mobile, mobile),
            eq(otpChallenges.purpose, purpose),
            isNull(otpChallenges.closedAt),
            ne(otpChallenges.id, exceptId),
          ),
        );
    },

    async insertChallenge(tx: DbOrTx, challenge: typeof otpChallenges.$inferInsert) {
      const [row] = await tx
        .insert(otpChallenges)
        .values(challenge)
        .returning({ id: otpChallenges.id });
      if (!row) throw new Error('insert into otp_challenges returned no row');
      return row.id;
    },

    async deleteChallenge(tx: DbOrTx, id: string) {
      await tx.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },

    async recordWrongOtp(tx: DbOrTx, id: string, lock: boolean) {
      await tx
        .update(otpChallenges)
        .set({
          failedAttempts: sql`${otpChallenges.failedAttempts} + 1`,
          ...(lock ? { closedAt: new Date(), closedReason: 'locked' as const } : {}),
        })
        .where(eq(otpChallenges.id, id));
    },

    /** Closes a still open challenge as used; false when another request closed it first. */
    async useChallenge(tx: DbOrTx, id: string): Promise<boolean> {
      const used = await tx
        .update(otpChallenges)
        .set({ closedAt: new Date(), closedReason: 'verified' })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.closedAt)))
        .returning({ id: otpChallenges.id });
      return used.length === 1;
    },

    async closeChallenge(tx: DbOrTx, id: string) {
      await tx
        .update(otpChallenges)
        .set({ closedAt: new Date(), closedReason: 'verified' })
        .where(eq(otpChallenges.id, id));
    },

    /** Records an attempt and returns its id (a login is recorded as failed until it succeeds). */
    async recordAttempt(
      tx: DbOrTx,
      attempt: { kind: AttemptKind; mobile: string; ip: string; succeeded: boolean },
    ): Promise<string> {
      const [row] = await tx
        .insert(authAttempts)
        .values({ ...attempt, succeeded: attempt.succeeded ? 1 : 0 })
        .returning({ id: authAttempts.id });
      if (!row) throw new Error('insert into auth_attempts returned no row');
      return row.id;
    },

    async markAttemptSucceeded(tx: DbOrTx, id: string) {
      await tx.update(authAttempts).set({ succeeded: 1 }).where(eq(authAttempts.id, id));
    },

    /**
     * Attempts of a kind in the window: all of them, only the failures, or only the failures
     * since the last success — so a customer who finally gets their own password right starts
     * afresh, while an IP's failures stay counted whoever succeeds from it.
     */
    async countAttempts(
      tx: DbOrTx,
      kind: AttemptKind,
      by: AttemptScope,
      seconds: number,
      which: 'all' | 'failures' | 'failuresSinceSuccess',
    ) {
      const scope = and(
        'mobile' in by ? eq(authAttempts.mobile, by.mobile) : undefined,
        'ip' in by ? eq(authAttempts.ip, by.ip) : undefined,
      );
      const since = secondsAgo(seconds);
      // A success in the same scope starts its count afresh: the customer logging in from their
      // phone does not give a guesser on another IP a fresh five.
      const lastSuccess = sql`coalesce((select max(a2.created_at) from auth_attempts a2 where a2.kind = ${kind} and a2.succeeded = 1 and ${
        'mobile' in by && 'ip' in by
          ? sql`a2.mobile = ${by.mobile} and a2.ip = ${by.ip}`
          : 'mobile' in by
            ? sql`a2.mobile = ${by.mobile}`
            : sql`a2.ip = ${by.ip}`
      }), '-infinity'::timestamptz)`;
      const [row] = await tx
        .select({ n: count() })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, kind),
            scope,
            gt(authAttempts.createdAt, since),
            ...(which === 'all' ? [] : [eq(authAttempts.succeeded, 0)]),
            ...(which === 'failuresSinceSuccess'
              ? [sql`${authAttempts.createdAt} > ${lastSuccess}`]
              : []),
          ),
        );
      return row?.n ?? 0;
    },

    async insertSession(tx: DbOrTx, session: typeof sessions.$inferInsert) {
      const [row] = await tx.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert into sessions returned no row');
      return row;
    },

    async findLiveSession(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        )
        .limit(1);
      return row ?? null;
    },

    async revokeSession(tx: DbOrTx, id: string) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** The customer has chosen a new password: the session is a full one again. */
    async clearPasswordChangeRequired(tx: DbOrTx, id: string) {
      await tx
        .update(sessions)
        .set({ passwordChangeRequired: false })
        .where(and(eq(sessions.id, id), eq(sessions.passwordChangeRequired, true)));
    },

    async revokeUserSessions(tx: DbOrTx, userId: string, exceptSessionId?: string) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            ...(exceptSessionId ? [sql`${sessions.id} <> ${exceptSessionId}`] : []),
          ),
        );
    },

    /** Only the newest temporary password works: issuing one retires the earlier ones. */
    async replaceTemporaryPassword(
      tx: DbOrTx,
      userId: string,
      passwordHash: string,
      expiresAt: Date,
    ) {
      await tx
        .update(temporaryPasswords)
        .set({ usedAt: new Date() })
        .where(and(eq(temporaryPasswords.userId, userId), isNull(temporaryPasswords.usedAt)));
      await tx.insert(temporaryPasswords).values({ userId, passwordHash, expiresAt });
    },

    /** A password change makes every unused temporary password worthless. */
    async retireTemporaryPasswords(tx: DbOrTx, userId: string) {
      await tx
        .update(temporaryPasswords)
        .set({ usedAt: new Date() })
        .where(and(eq(temporaryPasswords.userId, userId), isNull(temporaryPasswords.usedAt)));
    },

    async liveTemporaryPassword(tx: DbOrTx, userId: string) {
      const [row] = await tx
        .select()
        .from(temporaryPasswords)
        .where(
          and(
            eq(temporaryPasswords.userId, userId),
            isNull(temporaryPasswords.usedAt),
            gt(temporaryPasswords.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(temporaryPasswords.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Marks a temporary password used; false when a concurrent login already used it. */
    async consumeTemporaryPassword(tx: DbOrTx, id: string): Promise<boolean> {
      const rows = await tx
        .update(temporaryPasswords)
        .set({ usedAt: new Date() })
        .where(and(eq(temporaryPasswords.id, id), isNull(temporaryPasswords.usedAt)))
        .returning({ id: temporaryPasswords.id });
      return rows.length === 1;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
