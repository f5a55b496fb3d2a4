import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import { oneOf } from '../../db/sql-checks';
import { users, ownerColumn } from '../users/users.tables';
import { KYC_METHODS, KYC_SECTIONS, KYC_STORED_STATUSES } from '@kosh/contract/kyc';

/** Raw bytes (ciphertexts, IVs, tags). pg hands back a Buffer, PGlite a Uint8Array: both → Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What a submission keeps of its section, in clear: never the Aadhaar number (only its masked
 * form); never a password (the personal form's EPassword/pswrd are dropped at the door).
 */
export type KycDetails =
  | {
      name: string;
      address: string;
      city: string;
      state_id: number;
      district_id: number;
      pincode: string;
      email: string;
    }
  | { pan: string }
  | {
      bank_name: string;
      account_number: string;
      ifsc: string;
      branch: string;
      account_type: string;
    }
  | { masked: string };

/**
 * One submission of one KYC section by one customer. The current one per section has
 * superseded_at null (at most one: the partial unique index, so a retried or doubled submit can
 * never leave two); a re-submission of a pending or rejected section supersedes it and the old row
 * stays for the audit trail. Status '2' waits for review, '1' is approved, '3' rejected — "0" on
 * the wire is the absence of a current row.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: primaryId(),
    userId: ownerColumn(),
    section: text('section', { enum: KYC_SECTIONS }).notNull(),
    method: text('method', { enum: KYC_METHODS }).notNull(),
    status: text('status', { enum: KYC_STORED_STATUSES }).notNull(),
    details: jsonb('details').$type<KycDetails>().notNull(),
    /** Private file keys: the PAN card, passbook or cheque, or the Aadhaar's front (sealed). */
    frontKey: text('front_key'),
    /** The Aadhaar's back (sealed); null for every other section. */
    backKey: text('back_key'),
    /** The name an online check's provider holds for the document. */
    verifiedName: text('verified_name'),
    /** The provider's reference of the check (a penny drop's UTR, an e-KYC reference). */
    providerRef: text('provider_ref'),
    /** Why an admin rejected it; the customer sees it. */
    reason: text('reason'),
    /**
     * The document's keyed hash (identity.ts): a PAN, Aadhaar or bank account approved for one
     * customer is refused online, and flagged to the reviewer, for any other. Null for personal
     * details, and for a row of before the hashes until the start-up backfill reaches it.
     */
    identityHash: text('identity_hash'),
    /**
     * Why a reviewer approved a document that is approved for another customer too (a joint bank
     * account, a customer's second number): the explicit override, kept in the history.
     */
    overrideReason: text('override_reason'),
    /** The admin who decided it; null while pending and when an online check approved it. */
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    createdAt: createdAtColumn(),
    supersededAt: instant('superseded_at'),
  },
  (t) => [
    check('kyc_submissions_section_check', oneOf(t.section, KYC_SECTIONS)),
    check('kyc_submissions_method_check', oneOf(t.method, KYC_METHODS)),
    check('kyc_submissions_status_check', oneOf(t.status, KYC_STORED_STATUSES)),
    check('kyc_submissions_decided_check', sql`(${t.status} = '2') = (${t.decidedAt} is null)`),
    check('kyc_submissions_reason_check', sql`${t.status} <> '3' or ${t.reason} is not null`),
    // An offline document comes with its image(s); personal details have none.
    check(
      'kyc_submissions_images_check',
      sql`case
        when ${t.section} = 'personal' then ${t.frontKey} is null and ${t.backKey} is null
        when ${t.method} = 'online' then ${t.frontKey} is null and ${t.backKey} is null
        when ${t.section} = 'aadhaar' then ${t.frontKey} is not null and ${t.backKey} is not null
        else ${t.frontKey} is not null and ${t.backKey} is null
      end`,
    ),
    uniqueIndex('kyc_submissions_current_uq')
      .on(t.userId, t.section)
      .where(sql`${t.supersededAt} is null`),
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    // One identity, one wallet (RBI's PPI rules): a document approved once, except where a
    // reviewer overrode with a reason. A rejected or superseded row frees it again.
    uniqueIndex('kyc_submissions_identity_uq')
      .on(t.section, t.identityHash)
      .where(
        sql`${t.status} = '1' and ${t.supersededAt} is null and ${t.overrideReason} is null and ${t.identityHash} is not null`,
      ),
    index('kyc_submissions_identity_idx')
      .on(t.identityHash)
      .where(sql`${t.identityHash} is not null`),
    check('kyc_submissions_override_check', sql`${t.overrideReason} is null or ${t.status} = '1'`),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
  ],
);

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

/**
 * The full Aadhaar number of an Aadhaar submission: the only place it is kept, sealed with
 * AES-256-GCM (lib/field-encryption.ts, bound to the submission's id). Everything else holds the
 * masked form.
 */
export const kycAadhaarNumbers = pgTable(
  'kyc_aadhaar_numbers',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => kycSubmissions.id),
    ciphertext: bytea('ciphertext').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    keyVersion: integer('key_version').notNull(),
    last4: text('last4').notNull(),
  },
  (t) => [
    check('kyc_aadhaar_numbers_iv_check', sql`octet_length(${t.iv}) = 12`),
    check('kyc_aadhaar_numbers_tag_check', sql`octet_length(${t.tag}) = 16`),
    check('kyc_aadhaar_numbers_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Every time an admin opened an Aadhaar image: who, when, which side. */
export const kycAadhaarViews = pgTable(
  'kyc_aadhaar_views',
  {
    id: primaryId(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => kycSubmissions.id),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: ['front', 'back'] }).notNull(),
    viewedAt: instant('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    check('kyc_aadhaar_views_side_check', sql`${t.side} in ('front', 'back')`),
    index('kyc_aadhaar_views_submission_idx').on(t.submissionId, t.viewedAt),
  ],
);

export const AADHAAR_OTP_MAX_TRIES = 5;

/**
 * An Aadhaar OTP e-KYC in progress: made only once the provider has sent the OTP; its id is the
 * customer's referenceId. The number waits here sealed (bound to the session's id) until the OTP
 * is verified, then moves to kyc_aadhaar_numbers with the submission.
 */
export const kycAadhaarOtpSessions = pgTable(
  'kyc_aadhaar_otp_sessions',
  {
    id: primaryId(),
    userId: ownerColumn(),
    providerRef: text('provider_ref').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    keyVersion: integer('key_version').notNull(),
    last4: text('last4').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      'kyc_aadhaar_otp_sessions_tries_check',
      sql`${t.tries} between 0 and ${sql.raw(String(AADHAAR_OTP_MAX_TRIES))}`,
    ),
    check('kyc_aadhaar_otp_sessions_iv_check', sql`octet_length(${t.iv}) = 12`),
    check('kyc_aadhaar_otp_sessions_tag_check', sql`octet_length(${t.tag}) = 16`),
    check('kyc_aadhaar_otp_sessions_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    index('kyc_aadhaar_otp_sessions_user_idx').on(t.userId, t.createdAt),
  ],
);

export type KycAadhaarOtpSessionRow = typeof kycAadhaarOtpSessions.$inferSelect;
