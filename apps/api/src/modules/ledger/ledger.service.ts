import { randomInt } from 'node:crypto';
import { eq, like, or, sql } from 'drizzle-orm';
import { sqlRows } from '../../db/sql-rows';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createLedgerReads } from './ledger-reads.service';
import { ledgerAccounts, type LedgerTransferRow } from './ledger.tables';

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
  'WALLET_TRANSFER',
  'BANK_PAYOUT',
  'PAYOUT_REVERSAL',
] as const;
export type LedgerCode = (typeof LEDGER_CODES)[number];

export const SYSTEM_ACCOUNTS = {
  paymentGateway: 'SYSTEM:PAYMENT_GATEWAY_CLEARING',
  bankCash: 'SYSTEM:BANK_CASH_CLEARING',
  providerPayable: 'SYSTEM:PROVIDER_PAYABLE',
  hotelPayable: 'SYSTEM:HOTEL_SUPPLIER_PAYABLE',
  /** Money on its way to customers' bank accounts through the payouts provider. */
  payoutClearing: 'SYSTEM:PAYOUT_CLEARING',
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

/** The `ledger_transfers` columns as the SQL functions return them (int8 as text: exact on both drivers). */
interface TransferSqlRow {
  id: string;
  kind: LedgerTransferRow['kind'];
  debit_account_id: string;
  credit_account_id: string;
  amount_paise: string;
  code: string;
  reference_type: string;
  reference_id: string;
  pending_id: string | null;
  created_at: Date | string;
}

const TRANSFER_COLUMNS = sql.raw(
  'id, kind, debit_account_id, credit_account_id, amount_paise::text as amount_paise, code, ' +
    'reference_type, reference_id, pending_id, created_at',
);

function toTransferRow(r: TransferSqlRow): LedgerTransferRow {
  return {
    id: r.id,
    kind: r.kind,
    debitAccountId: r.debit_account_id,
    creditAccountId: r.credit_account_id,
    amountPaise: BigInt(r.amount_paise),
    code: r.code,
    referenceType: r.reference_type,
    referenceId: r.reference_id,
    pendingId: r.pending_id,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  };
}

export function assertAmount(amountPaise: bigint) {
  if (amountPaise <= 0n) throw new Error(`ledger amounts are positive paise (got ${amountPaise})`);
}

/** A refusal by the wallet's CHECK is the customer's 422; anything else is left as it is. */
function refusalOrSelf(error: unknown): unknown {
  return isCheckViolation(error, 'ledger_accounts_wallet_not_negative')
    ? new InsufficientFundsError()
    : error;
}

/**
 * The only code that moves money (docs/architecture.md §3). Every operation runs inside the caller's
 * transaction, in one round trip: a SQL function (migration 0019) INSERTs the transfer and then
 * changes both accounts' totals with single UPDATEs in id order, so concurrent debits of one wallet
 * serialise on its row and the database's CHECK — not this code — refuses an overdraft. Pure
 * debits that need nothing else in their transaction can share one commit through the batcher
 * (ledger-batcher.ts).
 */
export function createLedgerService() {
  // System account ids never change: their shards are looked up once per process.
  const systemIds = new Map<SystemAccount, string[]>();

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

  /**
   * Any shard will do: spreading a system account over rows keeps every payment from queueing on
   * one row lock. Its balance is the sum of its shards.
   */
  async function systemShard(tx: DbOrTx, system: SystemAccount): Promise<string> {
    const ids = await systemShardIds(tx, system);
    return ids[randomInt(ids.length)] as string;
  }

  /** One side of a transfer as the SQL functions take it: a system shard's id, or a wallet's owner. */
  async function side(
    tx: DbOrTx,
    ref: AccountRef,
  ): Promise<{ account: string | null; user: string | null }> {
    return 'system' in ref
      ? { account: await systemShard(tx, ref.system), user: null }
      : { account: null, user: ref.wallet };
  }

  async function move(
    tx: DbOrTx,
    kind: 'single' | 'pending',
    input: TransferInput,
  ): Promise<LedgerTransferRow> {
    assertAmount(input.amountPaise);
    const debit = await side(tx, input.debit);
    const credit = await side(tx, input.credit);
    let rows: TransferSqlRow[];
    try {
      rows = await sqlRows<TransferSqlRow>(
        tx,
        sql`select ${TRANSFER_COLUMNS} from ledger_transfer(${kind}::text,
              ${debit.account}::uuid, ${debit.user}::uuid, ${credit.account}::uuid, ${credit.user}::uuid,
              ${input.amountPaise}::bigint, ${input.code}::text,
              ${input.reference.type}::text, ${input.reference.id}::text)`,
      );
    } catch (error) {
      throw refusalOrSelf(error);
    }
    const [row] = rows;
    if (!row) throw new Error('ledger_transfer returned no row');
    return toTransferRow(row);
  }

  async function resolve(
    tx: DbOrTx,
    pendingId: string,
    kind: 'post' | 'void',
  ): Promise<LedgerTransferRow | null> {
    let rows: TransferSqlRow[];
    try {
      rows = await sqlRows<TransferSqlRow>(
        tx,
        sql`select ${TRANSFER_COLUMNS} from ledger_resolve(${pendingId}::uuid, ${kind}::text)`,
      );
    } catch (error) {
      throw refusalOrSelf(error);
    }
    const [row] = rows;
    return row ? toTransferRow(row) : null;
  }

  return {
    /** Opens the customer's wallet (balance ₹0) inside the caller's transaction. */
    async openWallet(tx: DbOrTx, userId: string): Promise<void> {
      await tx.insert(ledgerAccounts).values({ code: `WALLET:${userId}`, kind: 'wallet', userId });
    },

    /** Moves money at once (a top-up, an approved slip). */
    transfer: (tx: DbOrTx, input: TransferInput) => move(tx, 'single', input),

    /** Holds money for a payment whose outcome is not known yet; the wallet cannot spend it twice. */
    hold: (tx: DbOrTx, input: TransferInput) => move(tx, 'pending', input),

    /** Completes a hold. Returns null when it was already resolved (posted or voided). */
    post: (tx: DbOrTx, pendingId: string) => resolve(tx, pendingId, 'post'),

    /** Releases a hold: the refund is this, exactly once. Null when already resolved. */
    void: (tx: DbOrTx, pendingId: string) => resolve(tx, pendingId, 'void'),

    /** One shard of a system account, picked at random (the batcher takes one per batch). */
    systemShard,

    ...createLedgerReads(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
