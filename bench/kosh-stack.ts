/**
 * Kosh as production runs it, for the benches that load the whole of it (bench:festival,
 * bench:products): the provider sandbox in a process of its own and API copies (the built
 * `apps/api/dist/server.mjs` with its background jobs, NODE_ENV=production, generated secrets,
 * warnings only in the log) on a database the bench names. Their npm scripts build the bundles
 * first (`build-server.mjs --if-stale`).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '@kosh/test-harness/free-port';
import { node, tail, until } from './processes';

/** Secrets shared by the sandbox and the API copies: fresh for each run, none of them a default. */
export function benchSecrets() {
  const secret = (prefix: string) => `${prefix}_${randomBytes(18).toString('hex')}`;
  return {
    SMS_API_KEY: secret('bench_sms'),
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: secret('bench_rzp'),
    RAZORPAY_WEBHOOK_SECRET: secret('bench_whk'),
    AGGREGATOR_API_KEY: secret('bench_agg'),
    AGGREGATOR_CALLBACK_SECRET: secret('bench_cb'),
    KYC_API_KEY: secret('bench_kyc'),
    HOTELS_API_KEY: secret('bench_htl'),
    HOTELS_CALLBACK_SECRET: secret('bench_hcb'),
    PAYOUTS_WEBHOOK_SECRET: secret('bench_pwh'),
  };
}
export type BenchSecrets = ReturnType<typeof benchSecrets>;

/**
 * The sandbox on a free port, its webhooks and callbacks aimed at `apiUrl`; `env` adds timings
 * (AGGREGATOR_PENDING_MS…). Resolves once it answers.
 */
export async function startSandbox(options: {
  secrets: BenchSecrets;
  apiUrl: string;
  logFile: string;
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = node(
    'apps/sandbox/dist/server.mjs',
    {
      ...options.secrets,
      SANDBOX_PORT: String(port),
      PAYMENTS_WEBHOOK_URL: `${options.apiUrl}/api/v1/webhooks/payments`,
      RECHARGE_CALLBACK_URL: `${options.apiUrl}/api/v1/webhooks/recharge`,
      PAYOUTS_WEBHOOK_URL: `${options.apiUrl}/api/v1/webhooks/payouts`,
      ...options.env,
    },
    options.logFile,
  );
  await until(async () => {
    if (child.exitCode !== null) throw new Error(tail(options.logFile));
    return (await fetch(`${url}/`)).ok;
  }, 'the sandbox');
  return { child, url };
}

/** The API's environment in production against `sandboxUrl`, for the copy `name` under `dir`. */
export function productionEnv(options: {
  secrets: BenchSecrets;
  sandboxUrl: string;
  databaseUrl: string;
  dir: string;
  name: string;
  port: number;
  /** One key for every copy: the copies read each other's sealed KYC rows. */
  kycKey: string;
}): Record<string, string> {
  const { secrets } = options;
  return {
    ...secrets,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: path.join(options.dir, `data-${options.name}`),
    DATABASE_URL: options.databaseUrl,
    TRUST_PROXY: 'true',
    TOKEN_SECRET: tokenSecret(secrets),
    OTP_SECRET: secrets.SMS_API_KEY.padEnd(40, 'y'),
    KYC_ENCRYPTION_KEY: options.kycKey,
    KYC_IDENTITY_KEY: secrets.KYC_API_KEY.padEnd(40, 'z'),
    METRICS_TOKEN: secrets.AGGREGATOR_CALLBACK_SECRET,
    SMS_BASE_URL: options.sandboxUrl,
    RAZORPAY_BASE_URL: options.sandboxUrl,
    AGGREGATOR_BASE_URL: options.sandboxUrl,
    KYC_BASE_URL: options.sandboxUrl,
    HOTELS_BASE_URL: options.sandboxUrl,
    PAYOUTS_BASE_URL: options.sandboxUrl,
    // Warnings and errors only: pino's two lines a request would measure the disk.
    LOG_LEVEL: 'warn',
  };
}

/** The secret the API copies sign their session tokens with (a bench may sign its own). */
export const tokenSecret = (secrets: BenchSecrets) => secrets.RAZORPAY_KEY_SECRET.padEnd(40, 'x');

/** Starts an API copy with `env` (productionEnv and more) and waits until it is ready. */
export async function startApi(
  env: Record<string, string>,
  logFile: string,
  name: string,
  nodeArgs: string[] = [],
) {
  const child = node('apps/api/dist/server.mjs', env, logFile, false, nodeArgs);
  try {
    await until(async () => {
      if (child.exitCode !== null) throw new Error(tail(logFile));
      return (await fetch(`http://127.0.0.1:${env.PORT}/api/health/ready`)).ok;
    }, `API copy ${name}`);
  } catch (error) {
    throw new Error(`API copy ${name} did not start:\n${tail(logFile)}\n${String(error)}`);
  }
  return { child, logFile, name };
}

export const newKycKey = () => randomBytes(32).toString('base64');
