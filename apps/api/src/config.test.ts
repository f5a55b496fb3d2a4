import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET_A = 'a-production-token-secret-of-at-least-32-chars';
const SECRET_B = 'a-production-otp-secret-of-at-least-32-chars!!';
/** A production KYC key (32 bytes) in each accepted spelling. */
const KYC_KEY_HEX = '3f'.repeat(32);
const KYC_KEY_BASE64 = Buffer.from(KYC_KEY_HEX, 'hex').toString('base64');
/** The development key, as its base64 default and as hex: the same bytes either way. */
const DEV_KYC_KEY = Buffer.from('kosh-dev-kyc-aadhaar-key-0000000');

/** The problems loadConfig reports for an environment, or [] when it loads. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

/** Every provider secret of a production deployment, none of them the sandbox's. */
const LIVE_PROVIDER_SECRETS = {
  RAZORPAY_KEY_SECRET: 'live-key-secret-1',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-1',
  AGGREGATOR_API_KEY: 'live-aggregator-key-1',
  AGGREGATOR_CALLBACK_SECRET: 'live-callback-secret-1',
  KYC_API_KEY: 'live-kyc-key-1',
  HOTELS_API_KEY: 'live-hotels-key-1',
  HOTELS_CALLBACK_SECRET: 'live-hotels-callback-secret-1',
  PAYOUTS_WEBHOOK_SECRET: 'live-payouts-webhook-secret-1',
  METRICS_TOKEN: 'a-metrics-scrape-token',
};

describe('loadConfig', () => {
  it('runs on an empty environment with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      sandboxPort: 4010,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      tokenTtlHours: 72,
      sms: { baseUrl: 'http://127.0.0.1:4010', senderId: 'KOSHPY' },
      admin: undefined,
      trustProxy: false,
      fileStore: { kind: 'disk' },
    });
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      SANDBOX_PORT: '4999',
      DATA_DIR: '/var/lib/kosh',
      DATABASE_URL: 'postgresql://kosh@db:5432/kosh',
      TOKEN_SECRET: SECRET_A,
      TOKEN_TTL_HOURS: '24',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      sandboxPort: 4999,
      dataDir: '/var/lib/kosh',
      databaseUrl: 'postgresql://kosh@db:5432/kosh',
      tokenSecret: SECRET_A,
      tokenTtlHours: 24,
      sms: { baseUrl: 'http://127.0.0.1:4999' },
      trustProxy: true,
    });
  });

  it('keeps files in an S3-compatible bucket when S3_BUCKET is set', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'kosh-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'kosh',
        S3_SECRET_ACCESS_KEY: 'kosh-secret',
        S3_PREFIX: 'prod/',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'kosh-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'kosh', secretAccessKey: 'kosh-secret' },
      forcePathStyle: true,
      prefix: 'prod/',
    });
    // AWS itself: virtual-hosted style, the SDK's own credentials (an instance role, say).
    expect(loadConfig({ S3_BUCKET: 'kosh', S3_REGION: 'ap-south-1' }).fileStore).toEqual({
      kind: 's3',
      bucket: 'kosh',
      region: 'ap-south-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({ S3_BUCKET: 'k', S3_ENDPOINT: 'http://s3:1', S3_FORCE_PATH_STYLE: 'false' })
        .fileStore,
    ).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [
      { S3_BUCKET: 'k', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
    [
      { S3_ENDPOINT: 'http://minio:9000' },
      'S3_ENDPOINT: needs S3_BUCKET (without it files stay in DATA_DIR)',
    ],
    [{ S3_BUCKET: 'k', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s):// URL'],
    [
      { S3_BUCKET: 'k', S3_PREFIX: '../x' },
      'S3_PREFIX: must be empty or folder names each ending in /, e.g. kosh/',
    ],
  ])('refuses a half-made store configuration %o', (env, problem) => {
    expect(problems(env)).toEqual([problem]);
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('treats an empty PORT as unset rather than as port 0', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ SANDBOX_PORT: ' ' }).sandboxPort).toBe(4010);
    expect(loadConfig({ TOKEN_TTL_HOURS: '' }).tokenTtlHours).toBe(72);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a number'],
    ['PORT', '70000', 'PORT: must be 0–65535'],
    ['PORT', '-1', 'PORT: must be 0–65535'],
    ['PORT', '80.5', 'PORT: must be a whole number'],
    ['SANDBOX_PORT', 'four', 'SANDBOX_PORT: must be a number'],
    ['DATABASE_URL', 'mysql://root@localhost/kosh', 'DATABASE_URL: must be a postgres:// URL'],
    ['DATABASE_URL', 'localhost:5432', 'DATABASE_URL: must be a postgres:// URL'],
    ['TOKEN_SECRET', 'too-short', 'TOKEN_SECRET: must be at least 32 characters'],
    ['OTP_SECRET', 'short', 'OTP_SECRET: must be at least 32 characters'],
    ['TOKEN_TTL_HOURS', '0', 'TOKEN_TTL_HOURS: must be 1–720'],
    ['TOKEN_TTL_HOURS', 'forever', 'TOKEN_TTL_HOURS: must be a number'],
    ['SMS_BASE_URL', 'not a url', 'SMS_BASE_URL: must be a URL'],
    ['SMS_SENDER_ID', 'kosh', 'SMS_SENDER_ID: must be 6 capital letters (a DLT header)'],
    ['ADMIN_MOBILE', '12345', 'ADMIN_MOBILE: must be a 10-digit mobile number starting 6–9'],
    ['REDIS_URL', 'http://cache', 'REDIS_URL: must be a redis:// URL'],
  ])('refuses %s=%j, naming the variable', (name, value, problem) => {
    expect(problems({ [name]: value })).toContain(problem);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:.*\\n  - ${name}: `, 's'),
    );
  });

  it('lists every problem at once', () => {
    const found = problems({ PORT: 'x', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short' });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'TOKEN_SECRET',
    ]);
  });

  it('refuses production without its own TOKEN_SECRET and OTP_SECRET', () => {
    // The gateway's own secrets are set here so that only the two under test are missing.
    const gateway = {
      RAZORPAY_KEY_SECRET: 'live-key-secret-1',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-1',
      AGGREGATOR_API_KEY: 'live-aggregator-key-1',
      AGGREGATOR_CALLBACK_SECRET: 'live-callback-secret-1',
      KYC_API_KEY: 'live-kyc-key-1',
      HOTELS_API_KEY: 'live-hotels-key-1',
      HOTELS_CALLBACK_SECRET: 'live-hotels-callback-secret-1',
      PAYOUTS_WEBHOOK_SECRET: 'live-payouts-webhook-secret-1',
      METRICS_TOKEN: 'a-metrics-scrape-token',
      KYC_ENCRYPTION_KEY: KYC_KEY_BASE64,
      KYC_IDENTITY_KEY: 'a-production-kyc-identity-key-of-32-chars',
    };
    expect(problems({ NODE_ENV: 'production', ...gateway })).toEqual([
      'TOKEN_SECRET: must be set in production',
      'OTP_SECRET: must be set in production',
    ]);
    expect(problems({ NODE_ENV: 'production', ...gateway, OTP_SECRET: SECRET_B })).toEqual([
      'TOKEN_SECRET: must be set in production',
    ]);
    expect(problems({ NODE_ENV: 'production', ...gateway, TOKEN_SECRET: SECRET_A })).toEqual([
      'OTP_SECRET: must be set in production',
    ]);
    const config = loadConfig({
      NODE_ENV: 'production',
      ...gateway,
      TOKEN_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
    });
    expect(config).toMatchObject({ env: 'production', tokenSecret: SECRET_A, otpSecret: SECRET_B });
  });

  it('refuses production with the sandbox payment-gateway, aggregator, KYC and hotel test secrets', () => {
    const base = {
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
      KYC_ENCRYPTION_KEY: KYC_KEY_HEX,
      KYC_IDENTITY_KEY: 'a-production-kyc-identity-key-of-32-chars',
      METRICS_PORT: '9464',
    };
    expect(problems(base)).toEqual([
      'RAZORPAY_KEY_SECRET: must be set in production (the default is the sandbox test key)',
      'RAZORPAY_WEBHOOK_SECRET: must be set in production (the default is the sandbox test key)',
      'AGGREGATOR_API_KEY: must be set in production (the default is the sandbox test key)',
      'AGGREGATOR_CALLBACK_SECRET: must be set in production (the default is the sandbox test key)',
      'KYC_API_KEY: must be set in production (the default is the sandbox test key)',
      'HOTELS_API_KEY: must be set in production (the default is the sandbox test key)',
      'HOTELS_CALLBACK_SECRET: must be set in production (the default is the sandbox test key)',
      'PAYOUTS_WEBHOOK_SECRET: must be set in production (the default is the sandbox test key)',
    ]);
    expect(
      problems({
        ...base,
        RAZORPAY_KEY_SECRET: 'live-key-secret-1',
        RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-1',
        AGGREGATOR_API_KEY: 'live-aggregator-key-1',
        AGGREGATOR_CALLBACK_SECRET: 'live-callback-secret-1',
        KYC_API_KEY: 'live-kyc-key-1',
        HOTELS_API_KEY: 'live-hotels-key-1',
        HOTELS_CALLBACK_SECRET: 'live-hotels-callback-secret-1',
        PAYOUTS_WEBHOOK_SECRET: 'live-payouts-webhook-secret-1',
      }),
    ).toEqual([]);
  });

  it('reaches the payouts provider at the sandbox by default, with the gateway key pair', () => {
    expect(loadConfig({}).payouts).toEqual({
      baseUrl: 'http://127.0.0.1:4010',
      keyId: loadConfig({}).razorpay.keyId,
      keySecret: loadConfig({}).razorpay.keySecret,
      accountNumber: '7878780080316316',
      timeoutMs: 10_000,
      webhookSecret: 'kosh_test_payouts_webhook_secret',
      firstCheckMs: 120_000,
    });
    expect(() => loadConfig({ PAYOUTS_ACCOUNT_NUMBER: '12-34' })).toThrow(/PAYOUTS_ACCOUNT_NUMBER/);
  });

  it('reaches the KYC provider at the sandbox by default, in 8 s, with the documented test key', () => {
    expect(loadConfig({}).kyc).toEqual({
      baseUrl: 'http://127.0.0.1:4010',
      apiKey: 'kosh_sandbox_kyc_key',
      timeoutMs: 8000,
      encryptionKey: DEV_KYC_KEY,
      encryptionKeyVersion: 1,
      previousEncryptionKeys: [],
      identityKey: expect.stringMatching(/^kosh-dev-/),
    });
    expect(
      loadConfig({
        SANDBOX_PORT: '4999',
        KYC_API_KEY: ' live-kyc-key-1 ',
        KYC_TIMEOUT_MS: '2500',
        KYC_ENCRYPTION_KEY: KYC_KEY_HEX,
      }).kyc,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:4999',
      apiKey: 'live-kyc-key-1',
      timeoutMs: 2500,
      encryptionKey: Buffer.alloc(32, 0x3f),
      encryptionKeyVersion: 1,
      previousEncryptionKeys: [],
      identityKey: expect.stringMatching(/^kosh-dev-/),
    });
    expect(loadConfig({ KYC_BASE_URL: 'https://kyc.example.in/' }).kyc.baseUrl).toBe(
      'https://kyc.example.in/',
    );
    expect(loadConfig({ KYC_TIMEOUT_MS: '', KYC_BASE_URL: '' }).kyc).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
      timeoutMs: 8000,
    });
    expect(problems({ KYC_BASE_URL: 'kyc' })).toEqual(['KYC_BASE_URL: must be a URL']);
    expect(problems({ KYC_API_KEY: 'short' })).toEqual([
      'KYC_API_KEY: must be at least 8 characters',
    ]);
    expect(problems({ KYC_TIMEOUT_MS: '500' })).toEqual(['KYC_TIMEOUT_MS: must be 1000–60000']);
  });

  it('reaches the hotel supplier and the map tiles at the sandbox by default', () => {
    expect(loadConfig({})).toMatchObject({
      hotels: {
        baseUrl: 'http://127.0.0.1:4010',
        apiKey: 'kosh_sandbox_hotels_key',
        timeoutMs: 8000,
        callbackSecret: 'kosh_sandbox_hotels_callback_secret',
      },
      hotelMap: {
        tileUrl: 'http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png',
        attribution: 'Map tiles: Kosh sandbox',
        maxZoom: 19,
      },
    });
    expect(
      loadConfig({
        SANDBOX_PORT: '4999',
        HOTELS_API_KEY: ' live-hotels-key-1 ',
        HOTELS_TIMEOUT_MS: '3000',
        HOTEL_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        HOTEL_MAP_ATTRIBUTION: '© OpenStreetMap contributors',
        HOTEL_MAP_MAX_ZOOM: '18',
      }),
    ).toMatchObject({
      hotels: { baseUrl: 'http://127.0.0.1:4999', apiKey: 'live-hotels-key-1', timeoutMs: 3000 },
      hotelMap: {
        tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        maxZoom: 18,
      },
    });
    expect(
      loadConfig({ HOTELS_BASE_URL: '', HOTEL_MAP_TILE_URL: ' ', HOTEL_MAP_MAX_ZOOM: '' }),
    ).toMatchObject({
      hotels: { baseUrl: 'http://127.0.0.1:4010' },
      hotelMap: { tileUrl: 'http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png', maxZoom: 19 },
    });
    // Photos come from the supplier's own origin unless it serves them from another.
    expect(
      loadConfig({ HOTELS_BASE_URL: 'https://api.hotels.example/v2/' }).hotels.imageOrigin,
    ).toBe('https://api.hotels.example');
    expect(
      loadConfig({
        HOTELS_BASE_URL: 'https://api.hotels.example/v2/',
        HOTELS_IMAGE_ORIGIN: 'https://cdn.hotels.example/photos',
      }).hotels.imageOrigin,
    ).toBe('https://cdn.hotels.example');
    expect(problems({ HOTELS_BASE_URL: 'hotels' })).toEqual(['HOTELS_BASE_URL: must be a URL']);
    expect(problems({ HOTELS_TIMEOUT_MS: '100' })).toEqual([
      'HOTELS_TIMEOUT_MS: must be 1000–60000',
    ]);
    expect(problems({ HOTEL_MAP_MAX_ZOOM: '30' })).toEqual(['HOTEL_MAP_MAX_ZOOM: must be 1–22']);
    for (const bad of [
      'https://tiles.example.org/tile.png',
      'ftp://t.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(problems({ HOTEL_MAP_TILE_URL: bad })).toEqual([
        'HOTEL_MAP_TILE_URL: must be an http(s) URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      ]);
    }
  });

  it('takes a 32-byte KYC_ENCRYPTION_KEY as hex or base64, and refuses the development one in production', () => {
    const key = Buffer.alloc(32, 0x3f);
    expect(loadConfig({ KYC_ENCRYPTION_KEY: KYC_KEY_HEX }).kyc.encryptionKey).toEqual(key);
    expect(loadConfig({ KYC_ENCRYPTION_KEY: KYC_KEY_HEX.toUpperCase() }).kyc.encryptionKey).toEqual(
      key,
    );
    expect(loadConfig({ KYC_ENCRYPTION_KEY: ` ${KYC_KEY_BASE64} ` }).kyc.encryptionKey).toEqual(
      key,
    );
    expect(loadConfig({ KYC_ENCRYPTION_KEY: key.toString('base64url') }).kyc.encryptionKey).toEqual(
      key,
    );
    expect(loadConfig({ KYC_ENCRYPTION_KEY: '' }).kyc.encryptionKey).toEqual(DEV_KYC_KEY);
    const wrong =
      'KYC_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)';
    for (const value of [
      'secret',
      '3f'.repeat(31),
      '3f'.repeat(33),
      Buffer.alloc(24).toString('base64'),
      Buffer.alloc(48, 0xff).toString('base64'),
      `${KYC_KEY_BASE64.slice(0, 20)}*${KYC_KEY_BASE64.slice(21)}`,
    ]) {
      expect(problems({ KYC_ENCRYPTION_KEY: value }), value).toEqual([wrong]);
    }

    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
      RAZORPAY_KEY_SECRET: 'live-key-secret-1',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-1',
      AGGREGATOR_API_KEY: 'live-aggregator-key-1',
      AGGREGATOR_CALLBACK_SECRET: 'live-callback-secret-1',
      KYC_API_KEY: 'live-kyc-key-1',
      HOTELS_API_KEY: 'live-hotels-key-1',
      HOTELS_CALLBACK_SECRET: 'live-hotels-callback-secret-1',
      PAYOUTS_WEBHOOK_SECRET: 'live-payouts-webhook-secret-1',
      METRICS_TOKEN: 'a-metrics-scrape-token',
      KYC_IDENTITY_KEY: 'a-production-kyc-identity-key-of-32-chars',
    };
    for (const value of [undefined, DEV_KYC_KEY.toString('base64'), DEV_KYC_KEY.toString('hex')]) {
      expect(
        problems({ ...production, ...(value === undefined ? {} : { KYC_ENCRYPTION_KEY: value }) }),
        value,
      ).toEqual(['KYC_ENCRYPTION_KEY: must be set in production']);
    }
    expect(
      loadConfig({ ...production, KYC_ENCRYPTION_KEY: KYC_KEY_BASE64 }).kyc.encryptionKey,
    ).toEqual(key);
  });

  it('refuses production with GET /api/metrics open: a token or a port of its own', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET_A,
      OTP_SECRET: SECRET_B,
      ...LIVE_PROVIDER_SECRETS,
      METRICS_TOKEN: '',
      KYC_ENCRYPTION_KEY: KYC_KEY_BASE64,
      KYC_IDENTITY_KEY: 'a-production-kyc-identity-key-of-32-chars',
    };
    expect(problems(production)).toEqual([
      'METRICS_TOKEN: or METRICS_PORT must be set in production (GET /api/metrics is open otherwise)',
    ]);
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
    });
    expect(loadConfig({ ...production, METRICS_TOKEN: 'a-metrics-scrape-token' }).metrics).toEqual({
      token: 'a-metrics-scrape-token',
      port: undefined,
    });
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
    expect(problems({ METRICS_PORT: 'x' })).toEqual(['METRICS_PORT: must be a number']);
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
  });

  it('takes a rotated encryption key: its version and the keys it replaced', () => {
    const old = Buffer.alloc(32, 7);
    const config = loadConfig({
      KYC_ENCRYPTION_KEY: KYC_KEY_BASE64,
      KYC_ENCRYPTION_KEY_VERSION: '2',
      KYC_PREVIOUS_ENCRYPTION_KEYS: `1:${old.toString('hex')}`,
    });
    expect(config.kyc.encryptionKeyVersion).toBe(2);
    expect(config.kyc.previousEncryptionKeys).toEqual([{ version: 1, key: old }]);
    expect(loadConfig({}).kyc).toMatchObject({
      encryptionKeyVersion: 1,
      previousEncryptionKeys: [],
    });
    const wrong =
      'KYC_PREVIOUS_ENCRYPTION_KEYS: must be version:key entries separated by commas (keys as KYC_ENCRYPTION_KEY)';
    for (const value of ['1', `x:${old.toString('hex')}`, '1:short', `0:${old.toString('hex')}`]) {
      expect(problems({ KYC_PREVIOUS_ENCRYPTION_KEYS: value }), value).toEqual([wrong]);
    }
    expect(
      problems({ KYC_PREVIOUS_ENCRYPTION_KEYS: `1:${old.toString('hex')},1:${KYC_KEY_BASE64}` }),
    ).toEqual(['KYC_PREVIOUS_ENCRYPTION_KEYS: names version 1 twice']);
    expect(problems({ KYC_PREVIOUS_ENCRYPTION_KEYS: `1:${old.toString('hex')}` })).toEqual([
      'KYC_PREVIOUS_ENCRYPTION_KEYS: must not name KYC_ENCRYPTION_KEY_VERSION (that is the current key)',
    ]);
    expect(problems({ KYC_ENCRYPTION_KEY_VERSION: '0' })).toEqual([
      'KYC_ENCRYPTION_KEY_VERSION: must be 1–65535',
    ]);
  });

  it('keys identity hashes with KYC_IDENTITY_KEY, its own secret, required in production', () => {
    expect(
      loadConfig({ KYC_IDENTITY_KEY: 'another-identity-key-of-at-least-32-chars' }).kyc,
    ).toMatchObject({ identityKey: 'another-identity-key-of-at-least-32-chars' });
    expect(problems({ KYC_IDENTITY_KEY: 'short' })).toEqual([
      'KYC_IDENTITY_KEY: must be at least 32 characters',
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        TOKEN_SECRET: SECRET_A,
        OTP_SECRET: SECRET_B,
        ...LIVE_PROVIDER_SECRETS,
        KYC_ENCRYPTION_KEY: KYC_KEY_BASE64,
      }),
    ).toEqual(['KYC_IDENTITY_KEY: must be set in production']);
  });

  it('serves the customer-care line of SUPPORT_PHONE and SUPPORT_HOURS, 10:00–17:00 by default', () => {
    expect(loadConfig({}).support).toEqual({
      phone: '1800 266 5674',
      tel: '18002665674',
      hours: { opens: '10:00', closes: '17:00' },
    });
    expect(
      loadConfig({ SUPPORT_PHONE: ' +91 80-4000-1234 ', SUPPORT_HOURS: '09:30-18:00' }).support,
    ).toEqual({
      phone: '+91 80-4000-1234',
      tel: '+918040001234',
      hours: { opens: '09:30', closes: '18:00' },
    });
    expect(loadConfig({ SUPPORT_PHONE: '', SUPPORT_HOURS: '' }).support.phone).toBe(
      '1800 266 5674',
    );
    for (const phone of [
      'call us',
      '1800-266',
      '12345678901234',
      '1800 266 5674 ext 2',
      '-1800266567',
    ]) {
      expect(problems({ SUPPORT_PHONE: phone }), phone).toHaveLength(1);
      expect(problems({ SUPPORT_PHONE: phone })[0], phone).toMatch(/^SUPPORT_PHONE: /);
    }
    for (const hours of ['10-17', '10:00 - 17:00', '9:00-17:00', '10:00-24:00', '17:00-10:00']) {
      expect(problems({ SUPPORT_HOURS: hours }), hours).toHaveLength(1);
      expect(problems({ SUPPORT_HOURS: hours })[0], hours).toMatch(/^SUPPORT_HOURS: /);
    }
  });

  it('wants ADMIN_MOBILE and ADMIN_PASSWORD together', () => {
    expect(problems({ ADMIN_MOBILE: '9876543210' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_MOBILE and ADMIN_PASSWORD must be set together',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'Admin#2026kosh' })).toEqual([
      'ADMIN_MOBILE: ADMIN_MOBILE and ADMIN_PASSWORD must be set together',
    ]);
    expect(problems({ ADMIN_MOBILE: '9876543210', ADMIN_PASSWORD: 'weakpass' })).toContain(
      'ADMIN_PASSWORD: must be 8+ characters with upper, lower, digit and special character',
    );
    expect(
      loadConfig({
        ADMIN_MOBILE: '9876543210',
        ADMIN_PASSWORD: 'Admin#2026kosh',
        ADMIN_NAME: 'Asha Admin',
      }).admin,
    ).toEqual({ mobile: '9876543210', password: 'Admin#2026kosh', name: 'Asha Admin' });
  });

  it('gives an Idempotency-Key lease longer than the slowest payment call', () => {
    expect(loadConfig({}).idempotency.leaseMs).toBe(30_000);
    expect(loadConfig({ RECHARGE_TIMEOUT_MS: '60000' }).idempotency.leaseMs).toBe(75_000);
    expect(loadConfig({ IDEMPOTENCY_LEASE_MS: '5000', RECHARGE_TIMEOUT_MS: '2000' })).toMatchObject(
      {
        idempotency: { leaseMs: 5000 },
        aggregator: { timeoutMs: 2000, unseenGiveUpMs: 600_000 },
      },
    );
    expect(problems({ IDEMPOTENCY_LEASE_MS: '10000' })).toEqual([
      'IDEMPOTENCY_LEASE_MS: must be longer than RECHARGE_TIMEOUT_MS (a payment call must fit in its lease)',
    ]);
    expect(problems({ IDEMPOTENCY_LEASE_MS: 'soon', RECHARGE_UNSEEN_GIVE_UP_MS: '10' })).toEqual([
      'RECHARGE_UNSEEN_GIVE_UP_MS: must be 5000–86400000',
      'IDEMPOTENCY_LEASE_MS: must be a number',
    ]);
  });

  it('sweeps orphaned files after ORPHAN_GRACE_MS, and holds requests at FAULT_HANG_AT in tests only', () => {
    expect(loadConfig({})).toMatchObject({ orphanGraceMs: 3_600_000, faultHangAt: undefined });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        ORPHAN_GRACE_MS: '1000',
        FAULT_HANG_AT: 'private-file-written',
      }),
    ).toMatchObject({ orphanGraceMs: 1000, faultHangAt: 'private-file-written' });
    expect(problems({ FAULT_HANG_AT: 'private-file-written' })).toEqual([
      'FAULT_HANG_AT: is for tests only (NODE_ENV=test)',
    ]);
    expect(
      problems({ NODE_ENV: 'production', ORPHAN_GRACE_MS: '60000' }).filter((p) =>
        p.startsWith('ORPHAN_GRACE_MS'),
      ),
    ).toEqual(['ORPHAN_GRACE_MS: must be at least 300000 (5 minutes) in production']);
  });
});
