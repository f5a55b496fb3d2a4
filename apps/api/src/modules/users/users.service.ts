import type { Db, DbOrTx } from '../../db/client';
import type { Language } from '@kosh/contract/common/language';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { generatePublicUserId } from '../../lib/codes';
import { hashPassword } from '../../lib/passwords';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersRepository } from './users.repository';
import type { UserRow } from './users.tables';

export interface UsersServiceDeps {
  db: Db;
  users: UsersRepository;
  ledger: LedgerService;
}

export function createUsersService({ db, users, ledger }: UsersServiceDeps) {
  async function freshPublicId(tx: DbOrTx): Promise<string> {
    for (;;) {
      const candidate = generatePublicUserId();
      if (!(await users.publicIdTaken(tx, candidate))) return candidate;
    }
  }

  return {
    findByMobile: (mobile: string, tx: DbOrTx = db) => users.findByMobile(tx, mobile),
    /** Pass the transaction when inside one: PGlite has a single connection. */
    findById: (id: string, tx: DbOrTx = db) => users.findById(tx, id),
    findByIds: (ids: string[], tx: DbOrTx = db) => users.findByIds(tx, ids),
    /** The language the customer's texts are written in. */
    setLanguage: (id: string, language: Language, tx: DbOrTx = db) =>
      users.setLanguage(tx, id, language),
    setPasswordHash: (tx: DbOrTx, id: string, passwordHash: string, temporary = false) =>
      users.setPasswordHash(tx, id, passwordHash, temporary),
    /** The customer's row, locked for the caller's transaction (KYC changes queue on it). */
    lock: (tx: DbOrTx, id: string) => users.lock(tx, id),
    /** Full KYC (the KYC module's upgrade); false when the wallet already was full-KYC. */
    upgradeToFullKyc: (tx: DbOrTx, id: string) => users.upgradeToFullKyc(tx, id),

    /** Creates a customer and their wallet in the caller's transaction. */
    async createCustomer(
      tx: DbOrTx,
      input: {
        name: string;
        mobile: string;
        email: string;
        passwordHash: string;
        /** What the customer's texts are written in (English unless told). */
        language?: Language;
      },
    ): Promise<UserRow> {
      try {
        const user = await users.insert(tx, {
          ...input,
          publicId: await freshPublicId(tx),
          role: 'customer',
        });
        await ledger.openWallet(tx, user.id);
        return user;
      } catch (error) {
        if (isUniqueViolation(error, 'users_mobile_unique')) {
          throw new AppError('MOBILE_ALREADY_REGISTERED', 'MOBILE_ALREADY_REGISTERED');
        }
        throw error;
      }
    },

    /**
     * The first admin, from ADMIN_MOBILE/ADMIN_PASSWORD or `npm run admin:create`. An existing
     * account with that number is promoted; its password is left as it is.
     */
    async ensureAdmin(input: {
      mobile: string;
      password: string;
      name: string;
      email?: string;
    }): Promise<{ user: UserRow; created: boolean }> {
      const promote = async (existing: UserRow) => {
        if (existing.role !== 'admin') await users.setRole(db, existing.id, 'admin');
        return { user: { ...existing, role: 'admin' as const }, created: false };
      };
      const existing = await users.findByMobile(db, input.mobile);
      if (existing) return promote(existing);
      const passwordHash = await hashPassword(input.password);
      try {
        // An admin gets a wallet like everyone: the app's money routes are open to any account.
        const user = await db.transaction(async (tx) => {
          const admin = await users.insert(tx, {
            publicId: await freshPublicId(tx),
            name: input.name,
            mobile: input.mobile,
            email: input.email ?? 'admin@kosh.local',
            passwordHash,
            role: 'admin',
          });
          await ledger.openWallet(tx, admin.id);
          return admin;
        });
        return { user, created: true };
      } catch (error) {
        // Several API copies starting at once with ADMIN_MOBILE: one creates, the others find it.
        if (!isUniqueViolation(error, 'users_mobile_unique')) throw error;
        const winner = await users.findByMobile(db, input.mobile);
        if (!winner) throw error;
        return promote(winner);
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
