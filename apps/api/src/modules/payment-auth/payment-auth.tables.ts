import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  amountPaiseColumn,
  createdAtColumn,
  instant,
  paiseColumn,
  primaryId,
} from '../../db/columns';
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

const CHALLENGE_PURPOSES = ['register', 'authorise'] as const;

/**
 * A customer's passkey (WebAuthn credential, docs/passkeys.md): the credential's id and public key
 * as the browser gave them (base64url), its signature counter, and the customer's name for it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    userId: ownerColumn(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Synced between the customer's devices (multi-device) rather than bound to one. */
    synced: boolean('synced').notNull(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge Kosh gave out, used once within its few minutes: to register a passkey
 * (the PIN was checked first), or — bound to one debit's amount, payee and Idempotency-Key — for
 * a passkey to sign instead of the PIN.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: primaryId(),
    userId: ownerColumn(),
    purpose: text('purpose', { enum: CHALLENGE_PURPOSES }).notNull(),
    challenge: text('challenge').notNull().unique(),
    amountPaise: paiseColumn('amount_paise'),
    payee: text('payee'),
    idempotencyKey: text('idempotency_key'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('passkey_challenges_user_created_idx').on(t.userId, t.createdAt),
    check('passkey_challenges_purpose_check', oneOf(t.purpose, CHALLENGE_PURPOSES)),
    check(
      'passkey_challenges_debit_check',
      sql`${t.purpose} = 'register' or (${t.amountPaise} > 0 and ${t.payee} is not null and ${t.idempotencyKey} is not null)`,
    ),
  ],
);
