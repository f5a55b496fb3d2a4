import { type AdminCompanyBank, type AdminUserBank } from '@kosh/contract/wallet';
import type { Db } from '../../db/client';
import type { MessageCode } from '@kosh/contract/messages/catalogue';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { WalletRequestsRepository } from './wallet-requests.repository';
import type { CompanyBankRow, UserBankRow } from './wallet.tables';

/** A unique violation (23505); drizzle wraps the driver's error, so the code may be a cause. */

const toAdminCompanyBank = (row: CompanyBankRow): AdminCompanyBank => ({
  id: row.id,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  ifsc: row.ifsc,
  branch: row.branch,
  active: row.active,
  position: row.position,
});

type CompanyBankFields = Pick<CompanyBankRow, 'bankName' | 'accountNumber' | 'ifsc' | 'branch'>;

const toAdminUserBank = (row: UserBankRow): AdminUserBank => ({
  id: row.id,
  name: row.name,
  active: row.active,
});

/** Strips keys whose value is undefined, so an update sets only what was sent. */
function defined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The two bank lists of the offline top-up form, kept by the back office. A bank is deactivated,
 * never deleted: wallet requests copy the names and numbers they were made with, so editing or
 * deactivating a bank leaves every old request as it was.
 */
export function createBanksService(deps: { db: Db; repo: WalletRequestsRepository }) {
  const { db, repo } = deps;

  /** Runs a write; a second account with one number (or bank with one name) answers 409. */
  async function unique<T>(write: () => Promise<T>, field: string, code: MessageCode): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('CONFLICT', code, { fields: [{ field, code }] });
    }
  }

  return {
    /** What customers may choose: active banks only. */
    activeCompanyBanks: () => repo.companyBanks(db, true),
    activeUserBanks: () => repo.userBanks(db, true),

    async adminCompanyBanks(): Promise<AdminCompanyBank[]> {
      return (await repo.companyBanks(db, false)).map(toAdminCompanyBank);
    },

    async createCompanyBank(input: CompanyBankFields): Promise<AdminCompanyBank> {
      const row = await unique(
        () => repo.insertCompanyBank(db, input),
        'accountNumber',
        'BANK_DUPLICATE_ACCOUNT',
      );
      return toAdminCompanyBank(row);
    },

    async updateCompanyBank(
      id: string,
      patch: Partial<CompanyBankFields & { active: boolean }>,
    ): Promise<AdminCompanyBank> {
      const row = await unique(
        () => repo.updateCompanyBank(db, id, defined(patch)),
        'accountNumber',
        'BANK_DUPLICATE_ACCOUNT',
      );
      if (!row) throw new AppError('NOT_FOUND', 'COMPANY_BANK_NOT_FOUND');
      return toAdminCompanyBank(row);
    },

    async adminUserBanks(): Promise<AdminUserBank[]> {
      return (await repo.userBanks(db, false)).map(toAdminUserBank);
    },

    async createUserBank(name: string): Promise<AdminUserBank> {
      const row = await unique(() => repo.insertUserBank(db, name), 'name', 'BANK_DUPLICATE_NAME');
      return toAdminUserBank(row);
    },

    async updateUserBank(
      id: string,
      patch: Partial<{ name: string; active: boolean }>,
    ): Promise<AdminUserBank> {
      const row = await unique(
        () => repo.updateUserBank(db, id, defined(patch)),
        'name',
        'BANK_DUPLICATE_NAME',
      );
      if (!row) throw new AppError('NOT_FOUND', 'USER_BANK_NOT_FOUND');
      return toAdminUserBank(row);
    },
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
