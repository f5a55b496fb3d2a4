import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../users/users.tables';
import {
  companyBanks,
  userBanks,
  walletRequests,
  type CompanyBankRow,
  type UserBankRow,
  type WalletRequestRow,
} from './wallet.tables';

/**
 * All Wallet Requests reads these on every visit: built once per database handle (db/prepared.ts),
 * one statement with the status and one without.
 */
function requestsOfUser(withStatus: boolean) {
  return preparedPerDatabase((db) =>
    db
      .select()
      .from(walletRequests)
      .where(
        and(
          eq(walletRequests.userId, sql.placeholder('userId')),
          gte(walletRequests.createdAt, sql.placeholder('from')),
          lt(walletRequests.createdAt, sql.placeholder('to')),
          withStatus ? eq(walletRequests.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(walletRequests.createdAt))
      .prepare(withStatus ? 'wallet_requests_of_user_by_status' : 'wallet_requests_of_user'),
  );
}
const requestsOfUserAnyStatus = requestsOfUser(false);
const requestsOfUserByStatus = requestsOfUser(true);

export function createWalletRequestsRepository() {
  return {
    async insert(db: DbOrTx, row: typeof walletRequests.$inferInsert): Promise<WalletRequestRow> {
      const [created] = await db.insert(walletRequests).values(row).returning();
      if (!created) throw new Error('insert into wallet_requests returned no row');
      return created;
    },

    /** A customer's requests created in [from, to), optionally of one status, newest first. */
    listForUser(
      db: DbOrTx,
      userId: string,
      range: { from: Date; to: Date },
      status: number | null,
    ) {
      const params = { userId, from: range.from, to: range.to };
      return status === null
        ? requestsOfUserAnyStatus(db).execute(params)
        : requestsOfUserByStatus(db).execute({ ...params, status });
    },

    listForAdmin(db: DbOrTx, status: number | null, limit: number) {
      return db
        .select({
          request: walletRequests,
          customerName: users.name,
          customerMobile: users.mobile,
          customerId: users.publicId,
        })
        .from(walletRequests)
        .innerJoin(users, eq(users.id, walletRequests.userId))
        .where(status === null ? undefined : eq(walletRequests.status, status))
        .orderBy(desc(walletRequests.createdAt))
        .limit(limit);
    },

    /** The request a customer's Idempotency-Key made, if any (a retry after a crash). */
    async findByKey(db: DbOrTx, userId: string, key: string): Promise<WalletRequestRow | null> {
      const [row] = await db
        .select()
        .from(walletRequests)
        .where(and(eq(walletRequests.userId, userId), eq(walletRequests.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findOwned(db: DbOrTx, userId: string, id: string): Promise<WalletRequestRow | null> {
      const [row] = await db
        .select()
        .from(walletRequests)
        .where(and(eq(walletRequests.id, id), eq(walletRequests.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Any customer's request: for the back office only (customers read through findOwned). */
    async findAnyOwner(db: DbOrTx, id: string): Promise<WalletRequestRow | null> {
      const [row] = await db
        .select()
        .from(walletRequests)
        .where(eq(walletRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Any customer's request, locked: the back office's approve and reject. */
    async lockAnyOwner(tx: DbOrTx, id: string): Promise<WalletRequestRow | null> {
      const [row] = await tx
        .select()
        .from(walletRequests)
        .where(eq(walletRequests.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async decide(
      tx: DbOrTx,
      id: string,
      decision: { status: 1 | 2; adminRemark: string; decidedBy: string },
    ) {
      await tx
        .update(walletRequests)
        .set({ ...decision, decidedAt: new Date() })
        .where(eq(walletRequests.id, id));
    },

    // ---- the bank lists the offline form offers -------------------------------------------

    companyBanks: (db: DbOrTx, onlyActive: boolean) =>
      db
        .select()
        .from(companyBanks)
        .where(onlyActive ? eq(companyBanks.active, true) : undefined)
        .orderBy(asc(companyBanks.position), asc(companyBanks.bankName)),

    async companyBankByAccount(db: DbOrTx, accountNumber: string) {
      const [row] = await db
        .select()
        .from(companyBanks)
        .where(and(eq(companyBanks.accountNumber, accountNumber), eq(companyBanks.active, true)))
        .limit(1);
      return row ?? null;
    },

    /** Last in the customers' list. */
    async insertCompanyBank(
      db: DbOrTx,
      row: Pick<CompanyBankRow, 'bankName' | 'accountNumber' | 'ifsc' | 'branch'>,
    ): Promise<CompanyBankRow> {
      const [created] = await db
        .insert(companyBanks)
        .values({
          ...row,
          position: sql`(select coalesce(max(${companyBanks.position}), -1) + 1 from ${companyBanks})`,
        })
        .returning();
      if (!created) throw new Error('insert into company_banks returned no row');
      return created;
    },

    async updateCompanyBank(
      db: DbOrTx,
      id: string,
      patch: Partial<
        Pick<CompanyBankRow, 'bankName' | 'accountNumber' | 'ifsc' | 'branch' | 'active'>
      >,
    ): Promise<CompanyBankRow | null> {
      const [row] = await db
        .update(companyBanks)
        .set(patch)
        .where(eq(companyBanks.id, id))
        .returning();
      return row ?? null;
    },

    userBanks: (db: DbOrTx, onlyActive: boolean) =>
      db
        .select()
        .from(userBanks)
        .where(onlyActive ? eq(userBanks.active, true) : undefined)
        .orderBy(asc(userBanks.name)),

    async userBankByName(db: DbOrTx, name: string) {
      const [row] = await db
        .select()
        .from(userBanks)
        .where(and(eq(userBanks.name, name), eq(userBanks.active, true)))
        .limit(1);
      return row ?? null;
    },

    async insertUserBank(db: DbOrTx, name: string): Promise<UserBankRow> {
      const [created] = await db.insert(userBanks).values({ name }).returning();
      if (!created) throw new Error('insert into user_banks returned no row');
      return created;
    },

    async updateUserBank(
      db: DbOrTx,
      id: string,
      patch: Partial<Pick<UserBankRow, 'name' | 'active'>>,
    ): Promise<UserBankRow | null> {
      const [row] = await db.update(userBanks).set(patch).where(eq(userBanks.id, id)).returning();
      return row ?? null;
    },
  };
}

export type WalletRequestsRepository = ReturnType<typeof createWalletRequestsRepository>;
