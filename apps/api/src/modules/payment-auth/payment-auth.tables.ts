import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { amountPaiseColumn, createdAtColumn, instant, primaryId } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn, users } from '../users/users.tables';

const AUTHORISATION_METHODS = ['pin', 'passkey'] as const;

/**
 * A customer's payment PIN (argon2id) and its wrong-attempt counter: five wrong in a row lock
 * payments until `locked_until`. One row per customer; none until the PIN is first set.
 */
export const paymentPins = pgTable(
  'payment_pins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    pinHash: text('pin_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('payment_pins_attempts_check', sql`${t.failedAttempts} between 0 and 5`)],
);

/**
 * A one-use permission to debit the wallet: for this amount, to this payee, under this
 * Idempotency-Key, until `expires_at`. Only the token's SHA-256 is kept; `used_at` is set once,
 * in the debit's transaction.
 */
export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: primaryId(),
    userId: ownerColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    amountPaise: amountPaiseColumn(),
    payee: text('payee').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method', { enum: AUTHORISATION_METHODS }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_authorisations_user_created_idx').on(t.userId, t.createdAt),
    check('payment_authorisations_amount_check', sql`${t.amountPaise} > 0`),
    check('payment_authorisations_method_check', oneOf(t.method, AUTHORISATION_METHODS)),
  ],
);

/** The back office's clearing of a PIN lock, with who and why. */
export const paymentPinLockClears = pgTable('payment_pin_lock_clears', {
  id: primaryId(),
  userId: ownerColumn(),
  adminId: uuid('admin_id')
    .notNull()
    .references(() => users.id),
  reason: text('reason').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * A forgotten PIN's OTP (the login password was checked first): only the code's HMAC is kept;
 * 10 minutes, at most 5 tries, used once — the rules of every Kosh OTP.
 */
export const paymentPinResets = pgTable(
  'payment_pin_resets',
  {
    id: primaryId(),
    userId: ownerColumn(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_pin_resets_user_created_idx').on(t.userId, t.createdAt),
    check('payment_pin_resets_attempts_check', sql`${t.failedAttempts} between 0 and 5`),
  ],
);
