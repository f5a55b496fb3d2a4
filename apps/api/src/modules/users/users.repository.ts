import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@kosh/contract/common/language';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users, type UserRole, type UserRow } from './users.tables';

export interface NewUser {
  publicId: string;
  name: string;
  mobile: string;
  email: string;
  passwordHash: string;
  role: UserRole;
}

/** Every authenticated screen reads its customer: built once, not per call. */
const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id'),
);

export function createUsersRepository() {
  return {
    async findByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row ?? null;
    },

    async findById(db: DbOrTx, id: string): Promise<UserRow | null> {
      const [row] = await userById(db).execute({ id });
      return row ?? null;
    },

    /** Many users at once (a batch's texts); the one-id case keeps the prepared statement. */
    async findByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      if (ids.length === 1) return userById(db).execute({ id: ids[0] });
      return db.select().from(users).where(inArray(users.id, ids));
    },

    async publicIdTaken(db: DbOrTx, publicId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.publicId, publicId))
        .limit(1);
      return row !== undefined;
    },

    async insert(db: DbOrTx, user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async setLanguage(db: DbOrTx, id: string, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** A password the customer chose, or (`temporary`) one texted to them by "forgot password". */
    async setPasswordHash(
      db: DbOrTx,
      id: string,
      passwordHash: string,
      temporary = false,
    ): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordTemporary: temporary, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Sets the profile picture and answers the one it replaced, read under the row's lock: of two
     * uploads at once, each learns the path the other wrote, so no picture is left behind.
     */
    async replaceImagePath(tx: DbOrTx, id: string, imagePath: string): Promise<string | null> {
      const [row] = await tx
        .select({ imagePath: users.imagePath })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      await tx.update(users).set({ imagePath, updatedAt: new Date() }).where(eq(users.id, id));
      return row?.imagePath ?? null;
    },

    /**
     * Locks the customer's row until the transaction ends (NO KEY UPDATE: rows that merely refer
     * to the customer are not held up), and answers it.
     */
    async lock(tx: DbOrTx, id: string): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
      return row ?? null;
    },

    /** Raises a wallet to full KYC; false when it already was (a level is never lowered). */
    async upgradeToFullKyc(tx: DbOrTx, id: string): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ kycLevel: 'full', updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.kycLevel, 'min')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setRole(db: DbOrTx, id: string, role: UserRole): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
