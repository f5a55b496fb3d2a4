import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import { LANGUAGES } from '@kosh/contract/common/language';
import { oneOf } from '../../db/sql-checks';

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** The public user id the spec calls `userId` (shown in the sidebar, used in tickets). */
    publicId: text('public_id').notNull().unique(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The password is a temporary one a "forgot password" SMS carried: every login opens a session
     * that must choose a new password first, until the customer does (auth's sessions).
     */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    /** The language the customer reads Kosh in (the app tells the server): their SMS use it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    imagePath: text('image_path'),
    /** RBI prepaid-instrument KYC level: 'min' until full KYC is approved (limits in wallet/rules.ts). */
    kycLevel: text('kyc_level', { enum: ['min', 'full'] })
      .notNull()
      .default('min'),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
    check('users_kyc_level_check', sql`${t.kycLevel} in ('min', 'full')`),
    check('users_mobile_check', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The customer a row belongs to: every owner-scoped finder reads this column. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
