import { randomInt } from 'node:crypto';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createLedgerReads } from './ledger-reads.service';
import { ledgerAccounts, ledgerTransfers, type LedgerTransferRow } from './ledger.tables';

/** Why money moved. One list, SCREAMING_SNAKE (CONVENTIONS). */
export const LEDGER_CODES = [
  'WALLET_TOPUP_ONLINE',
  'WALLET_TOPUP_OFFLINE',
  'WALLET_CREDIT_ADMIN',
  'MOBILE_RECHARGE',
  'DTH_RECHARGE',
  'FASTAG_RECHARGE',
  'BILL_PAYMENT',
  'HOTEL_BOOKING',
  'REFUND',
] as const;
export type LedgerCode = (typeof LEDGER_CODES)[number];

export const SYSTEM_ACCOUNTS = {
  paymentGateway: 'SYSTEM:PAYMENT_GATEWAY_CLEARING',
  bankCash: 'SYSTEM:BANK_CASH_CLEARING',
  providerPayable: 'SYSTEM:PROVIDER_PAYABLE',
  hotelPayable: 'SYSTEM:HOTEL_SUPPLIER_PAYABLE',
  fees: 'SYSTEM:FEES',
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;
/** Each system account is this many rows (`CODE`, `CODE#01` … `CODE#15`); see accountId. */
export const SYSTEM_ACCOUNT_SHARDS = 16;

/** An account named by what it is: a customer's wallet or one of the system accounts. */
export type AccountRef = { wallet: string } | { system: SystemAccount };

export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  amountPaise: bigint;
  code: LedgerCode;
  reference: { type: string; id: string };
}

export class InsufficientFundsError extends AppError {
  constructor() {
    super('BUSINESS_RULE', 'INSUFFICIENT_BALANCE');
  }
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23514')
      return pg.constraint === constraint || !!pg.message?.includes(constraint);
  }
  return false;
}

/**
 * The only code that moves money (DESIGN §3). Every operation runs inside the caller's
 * transaction and changes account totals with single UPDATEs, so concurrent debits of one wallet
 * serialise on its row and the database's CHECK — not this code — refuses an overdraft.
 */
export function createLedgerService() {
  // Account ids never change: system shards are looked up once per process, wallets kept in a
  // bounded map (one fewer round trip inside every money transaction).
  const systemIds = new Map<SystemAccount, string[]>();
  const walletIds = new Map<string, string>();
  const WALLET_ID_CACHE_MAX = 50_000;

  async function systemShardIds(tx: DbOrTx, system: SystemAccount): Promise<string[]> {
    const cached = systemIds.get(system);
    if (cached) return cached;
    const base = SYSTEM_ACCOUNTS[system];
    const rows = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(or(eq(ledgerAccounts.code, base), like(ledgerAccounts.code, `${base}#%`)))
      .orderBy(ledgerAccounts.code);
    if (rows.length === 0) throw new Error(`ledger account missing: ${base}`);
    const ids = rows.map((r) => r.id);
    systemIds.set(system, ids);
    return ids;
  }

  async function accountId(tx: DbOrTx, ref: AccountRef): Promise<string> {
    if ('system' in ref) {
      // Any shard will do: spreading a system account over rows keeps every payment from
      // queueing on one row lock. Its balance is the sum of its shards.
      const ids = await systemShardIds(tx, ref.system);
      return ids[randomInt(ids.length)] as string;
    }
    const cached = walletIds.get(ref.wallet);
    if (cached) return cached;
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, ref.wallet))
      .limit(1);
    if (!row) throw new Error(`ledger account missing: ${JSON.stringify(ref)}`);
    if (walletIds.size >= WALLET_ID_CACHE_MAX) walletIds.clear();
    walletIds.set(ref.wallet, row.id);
    return row.id;
  }

  /**
   * Changes two accounts' totals in one fixed order (by id), whichever side each is on, so two
   * transfers between the same accounts in opposite directions can never deadlock.
   */
  async function bumpPair(
    tx: DbOrTx,
    debit: { id: string; delta: Parameters<typeof bump>[2] },
    credit: { id: string; delta: Parameters<typeof bump>[2] },
  ) {
    const [first, second] = debit.id < credit.id ? [debit, credit] : [credit, debit];
    await bump(tx, first.id, first.delta);
    await bump(tx, second.id, second.delta);
  }

  function assertAmount(amountPaise: bigint) {
    if (amountPaise <= 0n)
      throw new Error(`ledger amounts are positive paise (got ${amountPaise})`);
  }

  /** Applies a change to an account's four totals; a wallet that would go negative → 422. */
  async function bump(
    tx: DbOrTx,
    id: string,
    delta: Partial<
      Record<'debitsPending' | 'debitsPosted' | 'creditsPending' | 'creditsPosted', bigint>
    >,
  ) {
    try {
      await tx
        .update(ledgerAccounts)
        .set({
          ...(delta.debitsPending !== undefined
            ? {
                debitsPendingPaise: sql`${ledgerAccounts.debitsPendingPaise} + ${delta.debitsPending}`,
              }
            : {}),
          ...(delta.debitsPosted !== undefined
            ? {
                debitsPostedPaise: sql`${ledgerAccounts.debitsPostedPaise} + ${delta.debitsPosted}`,
              }
            : {}),
          ...(delta.creditsPending !== undefined
            ? {
                creditsPendingPaise: sql`${ledgerAccounts.creditsPendingPaise} + ${delta.creditsPending}`,
              }
            : {}),
          ...(delta.creditsPosted !== undefined
            ? {
                creditsPostedPaise: sql`${ledgerAccounts.creditsPostedPaise} + ${delta.creditsPosted}`,
              }
            : {}),
        })
        .where(eq(ledgerAccounts.id, id));
    } catch (error) {
      if (isCheckViolation(error, 'ledger_accounts_wallet_not_negative'))
        throw new InsufficientFundsError();
      throw error;
    }
  }

  async function insertTransfer(
    tx: DbOrTx,
    row: typeof ledgerTransfers.$inferInsert,
  ): Promise<LedgerTransferRow> {
    const [created] = await tx.insert(ledgerTransfers).values(row).returning();
    if (!created) throw new Error('insert into ledger_transfers returned no row');
    return created;
  }

  async function resolve(
    tx: DbOrTx,
    pendingId: string,
    kind: 'post' | 'void',
  ): Promise<LedgerTransferRow | null> {
    // Lock the hold; the UNIQUE pending_id then makes a second resolution fail, never double-count.
    const [pending] = await tx
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.id, pendingId), eq(ledgerTransfers.kind, 'pending')))
      .for('update')
      .limit(1);
    if (!pending) throw new Error(`no pending transfer ${pendingId}`);
    const [already] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.pendingId, pendingId))
      .limit(1);
    if (already) return null;
    const amount = pending.amountPaise;
    const row = await insertTransfer(tx, {
      kind,
      debitAccountId: pending.debitAccountId,
      creditAccountId: pending.creditAccountId,
      amountPaise: amount,
      code: pending.code,
      referenceType: pending.referenceType,
      referenceId: pending.referenceId,
      pendingId,
    });
    await bumpPair(
      tx,
      {
        id: pending.debitAccountId,
        delta: { debitsPending: -amount, ...(kind === 'post' ? { debitsPosted: amount } : {}) },
      },
      {
        id: pending.creditAccountId,
        delta: { creditsPending: -amount, ...(kind === 'post' ? { creditsPosted: amount } : {}) },
      },
    );
    return row;
  }

  return {
    /** Opens the customer's wallet (balance ₹0) inside the caller's transaction. */
    async openWallet(tx: DbOrTx, userId: string): Promise<void> {
      await tx.insert(ledgerAccounts).values({ code: `WALLET:${userId}`, kind: 'wallet', userId });
    },

    /** Moves money at once (a top-up, an approved slip). */
    async transfer(tx: DbOrTx, input: TransferInput): Promise<LedgerTransferRow> {
      assertAmount(input.amountPaise);
      const debitId = await accountId(tx, input.debit);
      const creditId = await accountId(tx, input.credit);
      // The row first, the account totals last: their row locks are then held only to COMMIT.
      const row = await insertTransfer(tx, {
        kind: 'single',
        debitAccountId: debitId,
        creditAccountId: creditId,
        amountPaise: input.amountPaise,
        code: input.code,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
      });
      await bumpPair(
        tx,
        { id: debitId, delta: { debitsPosted: input.amountPaise } },
        { id: creditId, delta: { creditsPosted: input.amountPaise } },
      );
      return row;
    },

    /** Holds money for a payment whose outcome is not known yet; the wallet cannot spend it twice. */
    async hold(tx: DbOrTx, input: TransferInput): Promise<LedgerTransferRow> {
      assertAmount(input.amountPaise);
      const debitId = await accountId(tx, input.debit);
      const creditId = await accountId(tx, input.credit);
      const row = await insertTransfer(tx, {
        kind: 'pending',
        debitAccountId: debitId,
        creditAccountId: creditId,
        amountPaise: input.amountPaise,
        code: input.code,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
      });
      await bumpPair(
        tx,
        { id: debitId, delta: { debitsPending: input.amountPaise } },
        { id: creditId, delta: { creditsPending: input.amountPaise } },
      );
      return row;
    },

    /** Completes a hold. Returns null when it was already resolved (posted or voided). */
    post: (tx: DbOrTx, pendingId: string) => resolve(tx, pendingId, 'post'),

    /** Releases a hold: the refund is this, exactly once. Null when already resolved. */
    void: (tx: DbOrTx, pendingId: string) => resolve(tx, pendingId, 'void'),

    ...createLedgerReads(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
