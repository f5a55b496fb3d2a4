import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { LedgerCode } from './ledger.service';
import { ledgerAccounts, ledgerTransfers, type LedgerTransferRow } from './ledger.tables';

export interface WalletStatementEntry {
  id: string;
  kind: LedgerTransferRow['kind'];
  code: LedgerCode;
  reference: { type: string; id: string };
  amountPaise: bigint;
  direction: 'credit' | 'debit';
  balanceAfterPaise: bigint;
  createdAt: Date;
}

interface StatementSqlRow {
  id: string;
  kind: LedgerTransferRow['kind'];
  code: string;
  reference_type: string;
  reference_id: string;
  amount_paise: string;
  effect: string;
  balance_after: string;
  created_at: Date | string;
}

/** The balance every screen shows: built once per database handle, not per call. */
const walletTotals = preparedPerDatabase((db) =>
  db
    .select({
      creditsPosted: ledgerAccounts.creditsPostedPaise,
      debitsPosted: ledgerAccounts.debitsPostedPaise,
      debitsPending: ledgerAccounts.debitsPendingPaise,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('ledger_wallet_totals'),
);

/**
 * Balance History's statement (user/getRechLogs), read on every visit: one statement built once
 * per database handle (db/prepared.ts). Every move of the wallet with its effect on the balance
 * and the balance after it (a running sum over the wallet's whole life), then only the moves in
 * [from, to] — so the first row's balance is right whatever the range.
 */
const walletStatementQuery = preparedPerDatabase((db) => {
  const statement = sql`(
    with wallet as (
      select id from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${sql.placeholder('userId')}
    ),
    moves as (
      select t.id, t.kind, t.code, t.reference_type, t.reference_id, t.amount_paise,
             t.pending_id, t.created_at,
             case
               when t.kind = 'single' and t.credit_account_id = w.id then t.amount_paise
               when t.kind = 'single' and t.debit_account_id = w.id then -t.amount_paise
               when t.kind = 'pending' and t.debit_account_id = w.id then -t.amount_paise
               when t.kind = 'pending' and t.credit_account_id = w.id then 0
               when t.kind = 'void' and t.debit_account_id = w.id then t.amount_paise
               when t.kind = 'post' and t.credit_account_id = w.id then t.amount_paise
               else 0
             end as effect
      from ${ledgerTransfers} t
      join wallet w on t.debit_account_id = w.id or t.credit_account_id = w.id
    ),
    running as (
      select *, sum(effect) over (order by created_at, id rows unbounded preceding) as balance_after
      from moves
    )
    select * from running
    where effect <> 0
      and created_at >= ${sql.placeholder('from')}::timestamptz
      and created_at <= ${sql.placeholder('to')}::timestamptz
  ) as statement`;
  return db
    .select({
      id: sql<string>`id`,
      kind: sql<LedgerTransferRow['kind']>`kind`,
      code: sql<string>`code`,
      reference_type: sql<string>`reference_type`,
      reference_id: sql<string>`reference_id`,
      amount_paise: sql<string>`amount_paise::text`,
      effect: sql<string>`effect::text`,
      balance_after: sql<string>`balance_after::text`,
      created_at: sql<Date | string>`created_at`,
    })
    .from(statement)
    .orderBy(sql`created_at, id`)
    .prepare('ledger_wallet_statement');
});

/**
 * What the ledger tells about one customer's wallet: balance, statement, loads. Every read is by
 * the wallet's owner; the ledger's writes (ledger.service) are the only code that changes these.
 */
export function createLedgerReads() {
  return {
    /** What was loaded into a wallet since a moment, in total and through offline channels. */
    async walletLoadsSince(
      db: DbOrTx,
      userId: string,
      since: Date,
    ): Promise<{ totalPaise: bigint; offlinePaise: bigint }> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${ledgerTransfers.amountPaise}), 0)::text`,
          offline: sql<string>`coalesce(sum(${ledgerTransfers.amountPaise}) filter (where ${ledgerTransfers.code} = 'WALLET_TOPUP_OFFLINE'), 0)::text`,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            inArray(ledgerTransfers.kind, ['single', 'post']),
            inArray(ledgerTransfers.code, [
              'WALLET_TOPUP_ONLINE',
              'WALLET_TOPUP_OFFLINE',
              'WALLET_CREDIT_ADMIN',
              // Money from another customer's wallet is loaded into this one (RBI counts it).
              'WALLET_TRANSFER',
            ]),
            gte(ledgerTransfers.createdAt, since),
          ),
        );
      return { totalPaise: BigInt(row?.total ?? '0'), offlinePaise: BigInt(row?.offline ?? '0') };
    },

    /**
     * The wallet's statement between two moments: every transfer that changed what the customer
     * can spend (credits, holds, refunds), oldest first, each with the spendable balance right
     * after it. A post changes nothing the customer can spend (the hold already did), so it is left
     * out. The running balance is summed over the wallet's whole history, so it starts right.
     */
    async walletStatement(
      db: DbOrTx,
      userId: string,
      range: { from: Date; to: Date },
    ): Promise<WalletStatementEntry[]> {
      const rows: StatementSqlRow[] = await walletStatementQuery(db).execute({
        userId,
        from: range.from,
        to: range.to,
      });
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        code: r.code as LedgerCode,
        reference: { type: r.reference_type, id: r.reference_id },
        amountPaise: BigInt(r.amount_paise),
        direction: BigInt(r.effect) > 0n ? 'credit' : 'debit',
        balanceAfterPaise: BigInt(r.balance_after),
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
      }));
    },

    /** Locks the wallet's row until the transaction ends: limit checks then see a settled balance. */
    async lockWallet(tx: DbOrTx, userId: string): Promise<void> {
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .for('update');
    },

    /**
     * The transfers made for these objects of one kind (`reference`), oldest first: what the back
     * office shows of a booking's money (its hold, the post or void, the capture, refunds).
     */
    async transfersByReference(
      db: DbOrTx,
      referenceType: string,
      referenceIds: string[],
    ): Promise<LedgerTransferRow[]> {
      if (referenceIds.length === 0) return [];
      return db
        .select()
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.referenceType, referenceType),
            inArray(ledgerTransfers.referenceId, referenceIds),
          ),
        )
        .orderBy(ledgerTransfers.createdAt, ledgerTransfers.id);
    },

    /** What became of holds: 'post' (paid on) or 'void' (given back); a hold still open is absent. */
    async holdOutcomes(db: DbOrTx, holdIds: string[]): Promise<Map<string, 'post' | 'void'>> {
      if (holdIds.length === 0) return new Map();
      const rows = await db
        .select({ holdId: ledgerTransfers.pendingId, kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.pendingId, holdIds));
      return new Map(
        rows.flatMap((r) =>
          r.holdId && (r.kind === 'post' || r.kind === 'void') ? [[r.holdId, r.kind] as const] : [],
        ),
      );
    },

    /** Spendable balance in paise: posted credits less posted and pending debits. */
    async walletBalancePaise(db: DbOrTx, userId: string): Promise<bigint | null> {
      const [row] = await walletTotals(db).execute({ userId });
      if (!row) return null;
      return row.creditsPosted - row.debitsPosted - row.debitsPending;
    },
  };
}
