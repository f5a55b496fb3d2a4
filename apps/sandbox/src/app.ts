import Fastify from 'fastify';
import { paymentsRoutes } from './payments/payments.routes';
import { smsRoutes } from './sms/sms.routes';

/** The payment gateway's documented test keys: the API and the sandbox default to the same ones. */
export const RAZORPAY_TEST_DEFAULTS = {
  keyId: 'rzp_test_kosh',
  keySecret: 'kosh_test_key_secret',
  webhookSecret: 'kosh_test_webhook_secret',
} as const;

export interface SandboxConfig {
  smsApiKey: string;
  /** Razorpay key id and secret the gateway accepts (HTTP Basic) and signs payments with. */
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  /** The secret that signs webhooks (X-Razorpay-Signature). */
  razorpayWebhookSecret?: string;
  /**
   * Where the gateway POSTs its webhooks: the API's webhook route. A function is asked at each
   * delivery, so a test can start the API after the sandbox (or make webhooks miss) and say so.
   */
  webhookUrl?: string | (() => string);
  /** Waits before each webhook retry; tests shorten them. Default 1 s, then 3 s. */
  webhookRetryDelaysMs?: number[];
  logger?: boolean;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env) {
  // A blank value counts as unset, as in the API's configuration.
  const value = (name: string) => env[name]?.trim() || undefined;
  const port = value('SANDBOX_PORT') ? Number(env.SANDBOX_PORT) : 4010;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `Invalid configuration: SANDBOX_PORT: must be a number 0–65535 (got "${env.SANDBOX_PORT}")`,
    );
  }
  const webhookUrl =
    value('PAYMENTS_WEBHOOK_URL') ??
    `http://127.0.0.1:${value('PORT') ?? 3000}/api/v1/webhooks/payments`;
  try {
    new URL(webhookUrl);
  } catch {
    throw new Error(
      `Invalid configuration: PAYMENTS_WEBHOOK_URL: must be an http(s) URL (got "${webhookUrl}")`,
    );
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    smsApiKey: env.SMS_API_KEY || 'kosh-sandbox-sms-key',
    razorpayKeyId: value('RAZORPAY_KEY_ID') ?? RAZORPAY_TEST_DEFAULTS.keyId,
    razorpayKeySecret: value('RAZORPAY_KEY_SECRET') ?? RAZORPAY_TEST_DEFAULTS.keySecret,
    razorpayWebhookSecret: value('RAZORPAY_WEBHOOK_SECRET') ?? RAZORPAY_TEST_DEFAULTS.webhookSecret,
    webhookUrl,
  };
}

/** The provider sandbox: one HTTP server playing every outside party Kosh talks to. */
export async function buildSandbox(config: SandboxConfig) {
  const app = Fastify({ logger: config.logger ?? false });
  app.get('/', async () => ({
    name: 'Kosh provider sandbox',
    providers: {
      sms: { send: 'POST /sms/messages', outbox: 'GET /sms/messages?to=<mobile>' },
      payments: {
        api: 'POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments, GET /v1/payments/{id}',
        checkout: 'GET /v1/checkout.js',
        pay: 'POST /checkout/orders/{id}/pay {outcome: "success" | "failure"}',
        webhooks: 'GET /checkout/webhooks, POST /checkout/webhooks/{eventId}/redeliver',
      },
    },
  }));
  await app.register(smsRoutes({ apiKey: config.smsApiKey }));
  await app.register(
    paymentsRoutes({
      keyId: config.razorpayKeyId ?? RAZORPAY_TEST_DEFAULTS.keyId,
      keySecret: config.razorpayKeySecret ?? RAZORPAY_TEST_DEFAULTS.keySecret,
      webhookSecret: config.razorpayWebhookSecret ?? RAZORPAY_TEST_DEFAULTS.webhookSecret,
      webhookUrl: config.webhookUrl ?? loadSandboxConfig({}).webhookUrl,
      webhookRetryDelaysMs: config.webhookRetryDelaysMs,
    }),
  );
  return app;
}
