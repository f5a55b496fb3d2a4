import type { Db, DbOrTx } from '../../../db/client';
import type { TransfersPartDeps, VerifiedBankAccount } from '../transfers-deps';
import type { BeneficiaryRow, PayoutsRepository } from './payouts.repository';

/**
 * The customer's own KYC-approved bank account as a beneficiaries row (`own`), so that its
 * payouts name a row like any other's: made the first time it is needed, and replaced — the old
 * row removed, its payouts still naming it — when KYC approves another account.
 */
export function createOwnBeneficiary(
  deps: Pick<TransfersPartDeps, 'db' | 'clock' | 'verifiedBankOwnedBy'> & {
    repo: PayoutsRepository;
  },
) {
  const { repo } = deps;
  const db: Db = deps.db;

  const same = (row: BeneficiaryRow | undefined, bank: VerifiedBankAccount | null) =>
    !!row && !!bank && row.accountNumber === bank.accountNumber && row.ifsc === bank.ifsc;

  /**
   * In the caller's transaction: the own row for `bank` (KYC's account, read before the
   * transaction), made or replaced; null when KYC has approved none. Made inside the payout's own
   * transaction, a payout refused after it leaves no row behind.
   */
  async function within(
    tx: DbOrTx,
    userId: string,
    bank: VerifiedBankAccount | null,
  ): Promise<BeneficiaryRow | null> {
    await repo.lockBeneficiariesOf(tx, userId);
    // Read under the lock: another request may have replaced it meanwhile.
    const locked = (await repo.beneficiariesOwnedBy(tx, userId)).find((row) => row.own);
    if (same(locked, bank)) return locked ?? null;
    if (locked) await repo.removeBeneficiary(tx, locked.id, deps.clock());
    if (!bank) return null;
    // The customer may have added this very account before KYC approved it: it is theirs now,
    // and one row names it (its earlier payouts keep naming the removed one).
    const added = (await repo.beneficiariesOwnedBy(tx, userId)).find(
      (row) => row.accountNumber === bank.accountNumber && row.ifsc === bank.ifsc,
    );
    if (added) await repo.removeBeneficiary(tx, added.id, deps.clock());
    return repo.insertBeneficiary(tx, {
      userId,
      own: true,
      accountNumber: bank.accountNumber,
      ifsc: bank.ifsc,
      bankName: bank.bankName,
      holderName: bank.holderName,
      createdAt: deps.clock(),
    });
  }

  return {
    /** KYC's approved account now, without writing anything. */
    bankOf: (userId: string) => deps.verifiedBankOwnedBy(userId),
    within,
    /** The own account's row now (made or replaced as KYC's account says), or null. */
    async current(userId: string): Promise<BeneficiaryRow | null> {
      const bank = await deps.verifiedBankOwnedBy(userId);
      const current = (await repo.beneficiariesOwnedBy(db, userId)).find((row) => row.own);
      if (same(current, bank) || (!bank && !current)) return current ?? null;
      return db.transaction((tx: DbOrTx) => within(tx, userId, bank));
    },
  };
}

export type OwnBeneficiary = ReturnType<typeof createOwnBeneficiary>;
