import { z } from 'zod';
import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@kosh/contract/common/patterns';
import { HANG_POINTS } from './lib/faults';
import { ORPHAN_GRACE_MS } from './providers/files/file-store';
import {
  port,
  blankAsUnset,
  milliseconds,
  supportPhone,
  supportHours,
  optionalUrl,
  optionalText,
  aesKey,
  previousKeys,
  tileUrlTemplate,
  flag,
} from './config-fields';

/**
 * Every environment variable the API reads, each checked once at start (config.ts turns them into
 * the Config the app uses). docs/operations.md's table lists the same names; a test compares them.
 */

const DEV_TOKEN_SECRET = 'kosh-dev-token-secret-change-me-in-production-0123456789';
const DEV_OTP_SECRET = 'kosh-dev-otp-secret-change-me-in-production-0123456789';
/** base64 of "kosh-dev-kyc-aadhaar-key-0000000": a development key, refused in production. */
const DEV_KYC_ENCRYPTION_KEY = 'a29zaC1kZXYta3ljLWFhZGhhYXIta2V5LTAwMDAwMDA=';
const DEV_KYC_IDENTITY_KEY = 'kosh-dev-kyc-identity-key-change-me-in-production-0123';

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: blankAsUnset(port.default(3000)),
    SANDBOX_PORT: blankAsUnset(port.default(4010)),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: 'must be a postgres:// URL',
      }),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_TOKEN_SECRET),
    TOKEN_TTL_HOURS: blankAsUnset(
      z.coerce
        .number({ error: 'must be a number' })
        .int()
        .min(1, 'must be 1–720')
        .max(720, 'must be 1–720')
        .default(72),
    ),
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_OTP_SECRET),
    SMS_BASE_URL: optionalUrl,
    SMS_API_KEY: z.string().min(1).default('kosh-sandbox-sms-key'),
    RAZORPAY_KEY_ID: z.string().trim().min(1, 'must not be empty').default('rzp_test_kosh'),
    RAZORPAY_KEY_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('kosh_test_key_secret'),
    RAZORPAY_WEBHOOK_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('kosh_test_webhook_secret'),
    RAZORPAY_BASE_URL: optionalUrl,
    RAZORPAY_CHECKOUT_URL: optionalUrl,
    AGGREGATOR_BASE_URL: optionalUrl,
    AGGREGATOR_API_KEY: z
      .string()
      .trim()
      .min(8, 'must be at least 8 characters')
      .default('kosh_sandbox_aggregator_key'),
    AGGREGATOR_CALLBACK_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('kosh_sandbox_callback_secret'),
    RECHARGE_TIMEOUT_MS: milliseconds(1000, 120_000, 15_000),
    RECHARGE_UNSEEN_GIVE_UP_MS: milliseconds(5000, 86_400_000, 10 * 60_000),
    KYC_BASE_URL: optionalUrl,
    KYC_API_KEY: z
      .string()
      .trim()
      .min(8, 'must be at least 8 characters')
      .default('kosh_sandbox_kyc_key'),
    KYC_TIMEOUT_MS: milliseconds(1000, 60_000, 8000),
    KYC_ENCRYPTION_KEY: blankAsUnset(aesKey.prefault(DEV_KYC_ENCRYPTION_KEY)),
    // Key rotation (docs/operations.md §7): the current key's version, and the keys it replaced,
    // still read until `npm run kyc:rekey` has sealed everything again with the current one.
    KYC_ENCRYPTION_KEY_VERSION: blankAsUnset(
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1–65535')
        .max(65535, 'must be 1–65535')
        .default(1),
    ),
    KYC_PREVIOUS_ENCRYPTION_KEYS: optionalText.pipe(previousKeys),
    KYC_IDENTITY_KEY: blankAsUnset(
      z.string().min(32, 'must be at least 32 characters').default(DEV_KYC_IDENTITY_KEY),
    ),
    HOTELS_BASE_URL: optionalUrl,
    HOTELS_API_KEY: z
      .string()
      .trim()
      .min(8, 'must be at least 8 characters')
      .default('kosh_sandbox_hotels_key'),
    HOTELS_TIMEOUT_MS: milliseconds(1000, 60_000, 8000),
    HOTELS_CALLBACK_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('kosh_sandbox_hotels_callback_secret'),
    HOTELS_IMAGE_ORIGIN: optionalUrl,
    PAYOUTS_BASE_URL: optionalUrl,
    // Kosh's own account at the payouts provider, the payouts' source (RazorpayX's test account).
    PAYOUTS_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{8,20}$/, 'must be 8 to 20 digits')
      .default('7878780080316316'),
    PAYOUTS_TIMEOUT_MS: milliseconds(1000, 60_000, 10_000),
    PAYOUTS_FIRST_CHECK_MS: milliseconds(1000, 3_600_000, 2 * 60_000),
    PAYOUTS_WEBHOOK_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('kosh_test_payouts_webhook_secret'),
    HOTEL_MAP_TILE_URL: optionalText.pipe(tileUrlTemplate.optional()),
    HOTEL_MAP_ATTRIBUTION: blankAsUnset(
      z
        .string()
        .trim()
        .max(200, 'must be at most 200 characters')
        .default('Map tiles: Kosh sandbox'),
    ),
    HOTEL_MAP_MAX_ZOOM: blankAsUnset(
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be 1–22')
        .max(22, 'must be 1–22')
        .default(19),
    ),
    IDEMPOTENCY_LEASE_MS: blankAsUnset(
      z.coerce
        .number({ error: 'must be a number' })
        .int()
        .min(1000, 'must be 1000–600000')
        .max(600_000, 'must be 1000–600000')
        .optional(),
    ),
    SMS_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be 6 capital letters (a DLT header)')
      .default('KOSHPY'),
    ADMIN_MOBILE: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || MOBILE_PATTERN.test(v), {
        message: 'must be a 10-digit mobile number starting 6–9',
      }),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || PASSWORD_PATTERN.test(v), {
        message: 'must be 8+ characters with upper, lower, digit and special character',
      }),
    ADMIN_NAME: z.string().trim().min(3).max(25).default('Kosh Admin'),
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
        message: 'must be a redis:// URL',
      }),
    SUPPORT_PHONE: blankAsUnset(supportPhone.default('1800 266 5674')),
    SUPPORT_HOURS: blankAsUnset(supportHours.default({ opens: '10:00', closes: '17:00' })),
    // Passkeys (docs/passkeys.md): the domain they belong to, and the web origins they may be used
    // on (unset: https on that domain or a subdomain of it, or any port of http://localhost).
    WEBAUTHN_RP_ID: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(localhost|([a-z0-9-]+\.)+[a-z]{2,})$/, 'must be a domain name such as kosh.in')
      .default('localhost'),
    WEBAUTHN_ORIGINS: optionalText.pipe(
      z
        .string()
        .transform((v) => v.split(',').map((origin) => origin.trim()))
        .pipe(
          z.array(
            z.url({ protocol: /^https?$/, error: 'must be origins such as https://kosh.in' }),
          ),
        )
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    // Files go to this S3-compatible bucket when it is set; to DATA_DIR/files otherwise.
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Unset: path-style (endpoint/bucket/key) with S3_ENDPOINT, as MinIO and most others want.
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names each ending in /, e.g. kosh/')
      .default(''),
    TRUST_PROXY: flag,
    // GET /api/metrics: open by default; with a token it wants "Authorization: Bearer <token>";
    // with a port it is served there instead (on HOST), and not beside the API.
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    METRICS_PORT: blankAsUnset(port.optional()),
    ORPHAN_GRACE_MS: milliseconds(1000, 7 * 86_400_000, ORPHAN_GRACE_MS),
    // Tests only: holds every request at this point until the process is killed (lib/faults.ts).
    FAULT_HANG_AT: blankAsUnset(z.enum(HANG_POINTS).optional()),
  })
  .superRefine((env, ctx) => {
    if (
      env.IDEMPOTENCY_LEASE_MS !== undefined &&
      env.IDEMPOTENCY_LEASE_MS <= env.RECHARGE_TIMEOUT_MS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDEMPOTENCY_LEASE_MS'],
        message: 'must be longer than RECHARGE_TIMEOUT_MS (a payment call must fit in its lease)',
      });
    }
    if ((env.ADMIN_MOBILE === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_MOBILE ? 'ADMIN_PASSWORD' : 'ADMIN_MOBILE'],
        message: 'ADMIN_MOBILE and ADMIN_PASSWORD must be set together',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.S3_BUCKET === undefined) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_REGION'] as const) {
        if (env[name] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'needs S3_BUCKET (without it files stay in DATA_DIR)',
          });
        }
      }
    }
    if (
      env.KYC_PREVIOUS_ENCRYPTION_KEYS?.some((k) => k.version === env.KYC_ENCRYPTION_KEY_VERSION)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['KYC_PREVIOUS_ENCRYPTION_KEYS'],
        message: 'must not name KYC_ENCRYPTION_KEY_VERSION (that is the current key)',
      });
    }
    if (env.FAULT_HANG_AT !== undefined && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['FAULT_HANG_AT'],
        message: 'is for tests only (NODE_ENV=test)',
      });
    }
    if (env.NODE_ENV === 'production') {
      // An upload still on its way to its commit would lose its file to the sweep.
      if (env.ORPHAN_GRACE_MS < 5 * 60_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['ORPHAN_GRACE_MS'],
          message: 'must be at least 300000 (5 minutes) in production',
        });
      }
      // The metrics name routes, customers' volumes and providers' errors: not for the public.
      if (env.METRICS_TOKEN === undefined && env.METRICS_PORT === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['METRICS_TOKEN'],
          message: 'or METRICS_PORT must be set in production (GET /api/metrics is open otherwise)',
        });
      }
      if (env.TOKEN_SECRET === DEV_TOKEN_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['TOKEN_SECRET'],
          message: 'must be set in production',
        });
      }
      for (const name of [
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'AGGREGATOR_API_KEY',
        'AGGREGATOR_CALLBACK_SECRET',
        'KYC_API_KEY',
        'HOTELS_API_KEY',
        'HOTELS_CALLBACK_SECRET',
        'PAYOUTS_WEBHOOK_SECRET',
      ] as const) {
        if (/^kosh_(test|sandbox)_/.test(env[name])) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set in production (the default is the sandbox test key)',
          });
        }
      }
      if (env.OTP_SECRET === DEV_OTP_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['OTP_SECRET'],
          message: 'must be set in production',
        });
      }
      // Compared as bytes: the development key written in hex is the same key.
      if (env.KYC_ENCRYPTION_KEY.equals(Buffer.from(DEV_KYC_ENCRYPTION_KEY, 'base64'))) {
        ctx.addIssue({
          code: 'custom',
          path: ['KYC_ENCRYPTION_KEY'],
          message: 'must be set in production',
        });
      }
      if (env.KYC_IDENTITY_KEY === DEV_KYC_IDENTITY_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['KYC_IDENTITY_KEY'],
          message: 'must be set in production',
        });
      }
    }
  });
