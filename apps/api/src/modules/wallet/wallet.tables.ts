import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn, amountPaiseColumn } from '../../db/columns';
import { PAYMENT_TYPES } from '@kosh/contract/wallet';
import { oneOf } from '../../db/sql-checks';
import { users, ownerColumn } from '../users/users.tables';

/**
 * Kosh's own accounts a customer can pay into offline (docs/product-1.md §3 'Company bank'). Never deleted:
 * the back office deactivates an account instead, and requests keep their own copy of its name
 * and number.
 */
export const companyBanks = pgTable(
  'company_banks',
  {
    id: primaryId(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull().unique(),
    /** '' when the back office did not give one. */
    ifsc: text('ifsc').notNull().default(''),
    /** '' when the back office did not give one. */
    branch: text('branch').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('company_banks_account_number_digits', sql`${t.accountNumber} ~ '^[0-9]{9,18}$'`),
    check('company_banks_ifsc_format', sql`${t.ifsc} = '' or ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
  ],
);

export type CompanyBankRow = typeof companyBanks.$inferSelect;

/**
 * The banks a customer may pay from (docs/product-1.md §3 'User bank list'); one row per name whatever its
 * case ("HDFC Bank" and "hdfc bank" are one bank). Deactivated, never deleted, like company banks.
 */
export const userBanks = pgTable(
  'user_banks',
  {
    id: primaryId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('user_banks_name_lower_uq').on(sql`lower(${t.name})`)],
);

export type UserBankRow = typeof userBanks.$inferSelect;

/**
 * Offline top-up requests: Pending (0) until an admin approves (1, the wallet is credited once)
 * or rejects (2) them. A transaction number can back only one live request per payment type.
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: primaryId(),
    userId: ownerColumn(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    amountPaise: amountPaiseColumn(),
    companyBankName: text('company_bank_name').notNull().default(''),
    companyAccNumber: text('company_acc_number').notNull().default(''),
    paymentDate: date('payment_date').notNull(),
    userBank: text('user_bank').notNull().default(''),
    userAccNo: text('user_acc_no').notNull().default(''),
    transactionNo: text('transaction_no').notNull(),
    remark: text('remark').notNull(),
    /** Private file path (never public); served only to the owner and admins. */
    slipPath: text('slip_path').notNull(),
    status: smallint('status').notNull().default(0),
    adminRemark: text('admin_remark').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    /** The Idempotency-Key of the submit that made it: a retry after a crash finds this row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('wallet_requests_status_check', sql`${t.status} in (0, 1, 2)`),
    check('wallet_requests_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('wallet_requests_amount_range', sql`${t.amountPaise} between 10000 and 10000000`),
    check('wallet_requests_decided', sql`(${t.status} = 0) = (${t.decidedAt} is null)`),
    uniqueIndex('wallet_requests_live_transaction_uq')
      .on(t.paymentType, sql`lower(${t.transactionNo})`)
      .where(sql`${t.status} in (0, 1)`),
    index('wallet_requests_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_requests_user_key_uq').on(t.userId, t.idempotencyKey),
    index('wallet_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type WalletRequestRow = typeof walletRequests.$inferSelect;
