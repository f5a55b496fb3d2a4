import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import type { Language } from '@kosh/contract/common/language';
import { oneOf } from '../../db/sql-checks';
import { ownerColumn } from '../users/users.tables';

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
    id: primaryId(),
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
    expiresAt: instant('expires_at').notNull(),
    /** Set when verified, superseded by a resend, or locked after too many wrong tries. */
    closedAt: instant('closed_at'),
    closedReason: text('closed_reason', { enum: OTP_CLOSED_REASONS }),
    createdAt: createdAtColumn(),
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
    id: primaryId(),
    userId: ownerColumn(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /**
     * Opened with a temporary password: until the customer chooses a new one, this session may
     * only read the profile, change the password and log out (plugins/auth.ts).
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: createdAtColumn(),
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
    id: primaryId(),
    /** signup_probe: a sign-up refused because the number is registered (rate-limited, as login). */
    kind: text('kind', { enum: AUTH_ATTEMPT_KINDS }).notNull(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    succeeded: integer('succeeded').notNull().default(0),
    createdAt: createdAtColumn(),
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
    id: primaryId(),
    userId: ownerColumn(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('temporary_passwords_user_idx').on(t.userId, t.createdAt)],
);
