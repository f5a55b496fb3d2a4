import path from 'node:path';
import type { HangPoint } from './lib/faults';
import type { S3StoreConfig } from './providers/files/s3-file-store';
import { envSchema } from './config-env';

/**
 * Configuration comes only from the environment and is checked once, at start. A bad value stops
 * the server with a message naming the variable (ConfigError), never a stack trace later on.
 */

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  sandboxPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string;
  tokenTtlHours: number;
  otpSecret: string;
  sms: { baseUrl: string; apiKey: string; senderId: string };
  /** The payment gateway (Razorpay's API; the sandbox by default) and its checkout script. */
  razorpay: {
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    baseUrl: string;
    checkoutUrl: string;
  };
  /** The recharge/BBPS aggregator (the sandbox by default) and how long a payment call may take. */
  aggregator: {
    baseUrl: string;
    apiKey: string;
    callbackSecret: string;
    timeoutMs: number;
    /** A payment the aggregator still does not know after this long is failed and refunded. */
    unseenGiveUpMs: number;
  };
  /**
   * The KYC verification provider (the sandbox by default), how long a call may take, and the
   * AES-256 key (32 bytes) that encrypts Aadhaar numbers at rest.
   */
  kyc: {
    baseUrl: string;
    apiKey: string;
    timeoutMs: number;
    encryptionKey: Buffer;
    /** The current key's version (sealed values carry it), and the keys it replaced, still read. */
    encryptionKeyVersion: number;
    previousEncryptionKeys: { version: number; key: Buffer }[];
    /** Keys the identity hashes that find one PAN, Aadhaar or bank account on two accounts. */
    identityKey: string;
  };
  /**
   * The hotel supplier (the sandbox by default), how long a call may take, and the secret that
   * signs its booking callbacks (X-Hotels-Signature).
   */
  hotels: {
    baseUrl: string;
    apiKey: string;
    timeoutMs: number;
    callbackSecret: string;
    /** Where browsers load the supplier's photos from (the CSP's img-src allows it). */
    imageOrigin: string;
  };
  /**
   * The payouts provider (RazorpayX's API; the sandbox by default): the gateway's key pair, Kosh's
   * account there, how long a call may take, and the secret that signs its payout webhooks.
   */
  payouts: {
    baseUrl: string;
    keyId: string;
    keySecret: string;
    accountNumber: string;
    timeoutMs: number;
    webhookSecret: string;
    /** When reconciliation first asks about a payout nobody has heard of since it was made. */
    firstCheckMs: number;
  };
  /** The hotel page's map: an OpenStreetMap-compatible tile URL template (the sandbox's by default). */
  hotelMap: { tileUrl: string; attribution: string; maxZoom: number };
  /** How long an Idempotency-Key's claim holds before a retry may take it over. */
  idempotency: { leaseMs: number };
  admin: { mobile: string; password: string; name: string } | undefined;
  /** The customer-care line Contact Us shows (docs/product-2.md §9): as printed, for tel:, and its hours. */
  support: { phone: string; tel: string; hours: { opens: string; closes: string } };
  /** Passkeys: the relying party's domain, and the origins allowed (unset: by the rule in webauthn.ts). */
  webauthn: { rpId: string; origins: string[] | undefined };
  /** Rate-limit counters live here when set, so many API copies share them; memory otherwise. */
  redisUrl: string | undefined;
  /** GET /api/metrics: a bearer token it wants, or a port of its own (docs/operations.md). */
  metrics: { token: string | undefined; port: number | undefined };
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
  /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket shared by every copy. */
  fileStore: { kind: 'disk' } | ({ kind: 's3' } & S3StoreConfig);
  /** How long a private file may wait for its owner's commit before the sweep removes it. */
  orphanGraceMs: number;
  /** Tests only: the point every request is held at until the process is killed. */
  faultHangAt: HangPoint | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    sandboxPort: env.SANDBOX_PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    tokenSecret: env.TOKEN_SECRET,
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    otpSecret: env.OTP_SECRET,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: env.RAZORPAY_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      checkoutUrl:
        env.RAZORPAY_CHECKOUT_URL ??
        `${env.RAZORPAY_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`}/v1/checkout.js`,
    },
    sms: {
      baseUrl: env.SMS_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      apiKey: env.SMS_API_KEY,
      senderId: env.SMS_SENDER_ID,
    },
    aggregator: {
      baseUrl: env.AGGREGATOR_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      apiKey: env.AGGREGATOR_API_KEY,
      callbackSecret: env.AGGREGATOR_CALLBACK_SECRET,
      timeoutMs: env.RECHARGE_TIMEOUT_MS,
      unseenGiveUpMs: env.RECHARGE_UNSEEN_GIVE_UP_MS,
    },
    kyc: {
      baseUrl: env.KYC_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      apiKey: env.KYC_API_KEY,
      timeoutMs: env.KYC_TIMEOUT_MS,
      encryptionKey: env.KYC_ENCRYPTION_KEY,
      encryptionKeyVersion: env.KYC_ENCRYPTION_KEY_VERSION,
      previousEncryptionKeys: env.KYC_PREVIOUS_ENCRYPTION_KEYS ?? [],
      identityKey: env.KYC_IDENTITY_KEY,
    },
    payouts: {
      baseUrl: env.PAYOUTS_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      accountNumber: env.PAYOUTS_ACCOUNT_NUMBER,
      timeoutMs: env.PAYOUTS_TIMEOUT_MS,
      webhookSecret: env.PAYOUTS_WEBHOOK_SECRET,
      firstCheckMs: env.PAYOUTS_FIRST_CHECK_MS,
    },
    hotels: {
      baseUrl: env.HOTELS_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      apiKey: env.HOTELS_API_KEY,
      timeoutMs: env.HOTELS_TIMEOUT_MS,
      callbackSecret: env.HOTELS_CALLBACK_SECRET,
      imageOrigin: new URL(
        env.HOTELS_IMAGE_ORIGIN ?? env.HOTELS_BASE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`,
      ).origin,
    },
    hotelMap: {
      tileUrl:
        env.HOTEL_MAP_TILE_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}/tiles/{z}/{x}/{y}.png`,
      attribution: env.HOTEL_MAP_ATTRIBUTION,
      maxZoom: env.HOTEL_MAP_MAX_ZOOM,
    },
    // Long enough for the slowest money call (a payment waits up to RECHARGE_TIMEOUT_MS).
    idempotency: {
      leaseMs: env.IDEMPOTENCY_LEASE_MS ?? Math.max(30_000, env.RECHARGE_TIMEOUT_MS + 15_000),
    },
    admin:
      env.ADMIN_MOBILE && env.ADMIN_PASSWORD
        ? { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
        : undefined,
    support: {
      phone: env.SUPPORT_PHONE,
      tel: env.SUPPORT_PHONE.replace(/[^\d+]/g, ''),
      hours: env.SUPPORT_HOURS,
    },
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID,
      origins: env.WEBAUTHN_ORIGINS?.map((origin) => new URL(origin).origin),
    },
    redisUrl: env.REDIS_URL,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    trustProxy: env.TRUST_PROXY,
    fileStore: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? ['true', '1'].includes(env.S3_FORCE_PATH_STYLE)
            : env.S3_ENDPOINT !== undefined,
          prefix: env.S3_PREFIX,
        }
      : { kind: 'disk' },
    orphanGraceMs: env.ORPHAN_GRACE_MS,
    faultHangAt: env.FAULT_HANG_AT,
  };
}
