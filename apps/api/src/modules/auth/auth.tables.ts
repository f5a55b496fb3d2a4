import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@kosh/contract/common/language';
import { oneOf } from '../../db/sql-checks';
import { users } from '../users/users.tables';

const OTP_PURPOSES = ['signup', 'login'] as const;
const OTP_CLOSED_REASONS = ['verified', 'superseded', 'locked'] as const;
const AUTH_ATTEMPT_KINDS = ['login', 'forgot_password', 'signup_probe'] as const;

/**
 * A sign-up OTP, or a login step-up's. Only the HMAC of the code is kept; a sign-up's pending
 * profile holds a password hash, a login's payload is empty.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload')
      .$type<
        | { name: string; email: string; passwordHash: string; language?: Language }
        | Record<string, never>
      >()
      .notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when verified, superseded by a resend, or locked after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason', { enum: OTP_CLOSED_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_mobile_created_idx').on(t.mobile, t.createdAt),
    index('otp_challenges_ip_created_idx').on(t.ip, t.createdAt),
    check('otp_challenges_attempts_check', sql`${t.failedAttempts} between 0 and 5`),
    check('otp_challenges_purpose_check', oneOf(t.purpose, OTP_PURPOSES)),
    check('otp_challenges_closed_reason_check', oneOf(t.closedReason, OTP_CLOSED_REASONS)),
  ],
);

/** Server-side sessions: a token is only as good as its row here (logout and password change revoke). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Opened with a temporary password: until the customer chooses a new one, this session may
     * only read the profile, change the password and log out (plugins/auth.ts).
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Login and forgot-password attempts, kept for throttling by number and by IP. Rows are written
 * for unknown numbers too, so the throttle never tells who has an account.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** signup_probe: a sign-up refused because the number is registered (rate-limited, as login). */
    kind: text('kind', { enum: AUTH_ATTEMPT_KINDS }).notNull(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    succeeded: integer('succeeded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('auth_attempts_kind_check', oneOf(t.kind, AUTH_ATTEMPT_KINDS)),
    index('auth_attempts_mobile_idx').on(t.kind, t.mobile, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/** One-time temporary passwords from "forgot password": hashed, valid 30 minutes, used once. */
export const temporaryPasswords = pgTable(
  'temporary_passwords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('temporary_passwords_user_idx').on(t.userId, t.createdAt)],
);
