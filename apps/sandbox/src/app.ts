import Fastify from 'fastify';
import { aggregatorRoutes } from './aggregator/aggregator.routes';
import { hotelsRoutes } from './hotels/hotels.routes';
import { kycRoutes } from './kyc/kyc.routes';
import { mediaRoutes } from './media/media.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { SmsOutbox } from './sms/sms.outbox';
import { smsRoutes } from './sms/sms.routes';

/** The payment gateway's documented test keys: the API and the sandbox default to the same ones. */
export const RAZORPAY_TEST_DEFAULTS = {
  keyId: 'rzp_test_kosh',
  keySecret: 'kosh_test_key_secret',
  webhookSecret: 'kosh_test_webhook_secret',
} as const;

/** The recharge/BBPS aggregator's test key, callback secret and timings (the API defaults alike). */
export const AGGREGATOR_TEST_DEFAULTS = {
  apiKey: 'kosh_sandbox_aggregator_key',
  callbackSecret: 'kosh_sandbox_callback_secret',
  /** A payment to a number ending in 1111 succeeds (and calls back) this long after it came. */
  pendingMs: 20_000,
  /** A payment to a number ending in 2222 is held unanswered this long, then its socket closed. */
  hangMs: 120_000,
  callbackRetryDelaysMs: [1000, 3000],
} as const;

/** The payouts provider's (RazorpayX-style) webhook secret and timings (the API defaults alike). */
export const PAYOUTS_TEST_DEFAULTS = {
  webhookSecret: 'kosh_test_payouts_webhook_secret',
  /** Each step of a payout's life: queued → pending → processing → processed. */
  stepMs: 1500,
  /** A payout to an account ending 1111 (a slow bank) stays processing this long. */
  slowMs: 60_000,
  /** A payout to an account ending 4444 is made, its answer held this long, then dropped. */
  hangMs: 120_000,
} as const;

/** The KYC verification provider's test key and timings (the API's KYC_API_KEY defaults alike). */
export const KYC_TEST_DEFAULTS = {
  apiKey: 'kosh_sandbox_kyc_key',
  /** A number ending in 7 is held unanswered this long (far past the API's 8 s), then dropped. */
  hangMs: 60_000,
  /** How long an Aadhaar e-KYC OTP is valid. */
  otpTtlMs: 10 * 60_000,
} as const;

/** The hotel supplier's test key, callback secret and booking timings (the API defaults alike). */
export const HOTELS_TEST_DEFAULTS = {
  apiKey: 'kosh_sandbox_hotels_key',
  callbackSecret: 'kosh_sandbox_hotels_callback_secret',
  /** A booking whose lead guest is named Pending is confirmed (and called back) this long after. */
  pendingMs: 20_000,
  /** A booking whose lead guest is named Timeout is made, its answer held this long, then dropped. */
  hangMs: 120_000,
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
  /** How long success@kosh / failure@kosh take to answer a UPI collect (default 1.5 s). */
  upiAutoSettleMs?: number;
  /** How long a UPI collect request or QR waits before it expires (default 5 minutes). */
  upiExpiryMs?: number;
  /** The recharge/BBPS aggregator's key (X-Api-Key) and the secret that signs its callbacks. */
  aggregatorApiKey?: string;
  aggregatorCallbackSecret?: string;
  /** Where the aggregator POSTs its callbacks: the API's recharge webhook; like webhookUrl. */
  rechargeCallbackUrl?: string | (() => string);
  /** How long a 1111 payment stays PENDING, and a 2222 one is held unanswered; tests shorten them. */
  aggregatorPendingMs?: number;
  aggregatorHangMs?: number;
  /** Waits before each callback retry. Default 1 s, then 3 s. */
  callbackRetryDelaysMs?: number[];
  /** Signs the payout webhooks (X-Razorpay-Signature); the payouts API takes the gateway's key. */
  payoutsWebhookSecret?: string;
  /** Where the payouts provider POSTs its webhooks: the API's payouts webhook; like webhookUrl. */
  payoutsWebhookUrl?: string | (() => string);
  /** A payout's steps, a slow bank's wait and a held answer's; tests shorten them. */
  payoutsStepMs?: number;
  payoutsSlowMs?: number;
  payoutsHangMs?: number;
  /** The KYC provider's key (X-Api-Key). */
  kycApiKey?: string;
  /** How long a KYC call for a number ending in 7 is held unanswered; tests shorten it. */
  kycHangMs?: number;
  /** How long an Aadhaar OTP is valid; tests shorten it to reach OTP_EXPIRED. */
  kycOtpTtlMs?: number;
  /** The hotel supplier's key (X-Api-Key). */
  hotelsApiKey?: string;
  /**
   * The sandbox's origin as a browser reaches it (hotel picture URLs start with it); a function
   * is asked at each answer, like webhookUrl. Default http://127.0.0.1:4010.
   */
  publicUrl?: string | (() => string);
  /** The hotel supplier's clock ("today", cancellation windows); tests set it. */
  hotelsNow?: () => Date;
  /**
   * Where the hotel supplier POSTs a booking's confirmation when it was PENDING (like webhookUrl);
   * none: no callbacks, the buyer asks for the booking.
   */
  hotelsCallbackUrl?: string | (() => string);
  /** Signs the hotel supplier's callbacks (X-Hotels-Signature). */
  hotelsCallbackSecret?: string;
  /** How long a Pending booking stays PENDING, and a Timeout one's answer is held; tests shorten them. */
  hotelsPendingMs?: number;
  hotelsHangMs?: number;
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
  /** Where a provider POSTs to: the API's route on its PORT, unless `name` says otherwise. */
  const receiverUrl = (name: string, apiPath: string) => {
    const url = value(name) ?? `http://127.0.0.1:${value('PORT') ?? 3000}${apiPath}`;
    try {
      new URL(url);
    } catch {
      throw new Error(`Invalid configuration: ${name}: must be an http(s) URL (got "${url}")`);
    }
    return url;
  };
  const publicUrl = value('SANDBOX_PUBLIC_URL') ?? `http://127.0.0.1:${port}`;
  if (!/^https?:\/\/[^/]+/.test(publicUrl) || !URL.canParse(publicUrl)) {
    throw new Error(
      `Invalid configuration: SANDBOX_PUBLIC_URL: must be an http(s) URL (got "${publicUrl}")`,
    );
  }
  const webhookUrl = receiverUrl('PAYMENTS_WEBHOOK_URL', '/api/v1/webhooks/payments');
  // Optional: the API may poll for its bookings instead of being called back.
  const hotelsCallbackUrl = value('HOTELS_CALLBACK_URL');
  if (
    hotelsCallbackUrl !== undefined &&
    (!/^https?:\/\/[^/]+/.test(hotelsCallbackUrl) || !URL.canParse(hotelsCallbackUrl))
  ) {
    throw new Error(
      `Invalid configuration: HOTELS_CALLBACK_URL: must be an http(s) URL (got "${hotelsCallbackUrl}")`,
    );
  }
  const rechargeCallbackUrl = receiverUrl('RECHARGE_CALLBACK_URL', '/api/v1/webhooks/recharge');
  const payoutsWebhookUrl = receiverUrl('PAYOUTS_WEBHOOK_URL', '/api/v1/webhooks/payouts');
  const milliseconds = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const ms = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(ms)) {
      throw new Error(
        `Invalid configuration: ${name}: must be a whole number of milliseconds (got "${raw}")`,
      );
    }
    return ms;
  };
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    smsApiKey: env.SMS_API_KEY || 'kosh-sandbox-sms-key',
    razorpayKeyId: value('RAZORPAY_KEY_ID') ?? RAZORPAY_TEST_DEFAULTS.keyId,
    razorpayKeySecret: value('RAZORPAY_KEY_SECRET') ?? RAZORPAY_TEST_DEFAULTS.keySecret,
    razorpayWebhookSecret: value('RAZORPAY_WEBHOOK_SECRET') ?? RAZORPAY_TEST_DEFAULTS.webhookSecret,
    webhookUrl,
    aggregatorApiKey: value('AGGREGATOR_API_KEY') ?? AGGREGATOR_TEST_DEFAULTS.apiKey,
    aggregatorCallbackSecret:
      value('AGGREGATOR_CALLBACK_SECRET') ?? AGGREGATOR_TEST_DEFAULTS.callbackSecret,
    rechargeCallbackUrl,
    aggregatorPendingMs: milliseconds('AGGREGATOR_PENDING_MS', AGGREGATOR_TEST_DEFAULTS.pendingMs),
    aggregatorHangMs: milliseconds('AGGREGATOR_HANG_MS', AGGREGATOR_TEST_DEFAULTS.hangMs),
    payoutsWebhookSecret: value('PAYOUTS_WEBHOOK_SECRET') ?? PAYOUTS_TEST_DEFAULTS.webhookSecret,
    payoutsWebhookUrl,
    payoutsStepMs: milliseconds('PAYOUTS_STEP_MS', PAYOUTS_TEST_DEFAULTS.stepMs),
    payoutsSlowMs: milliseconds('PAYOUTS_SLOW_MS', PAYOUTS_TEST_DEFAULTS.slowMs),
    payoutsHangMs: milliseconds('PAYOUTS_HANG_MS', PAYOUTS_TEST_DEFAULTS.hangMs),
    kycApiKey: value('KYC_API_KEY') ?? KYC_TEST_DEFAULTS.apiKey,
    kycHangMs: milliseconds('KYC_HANG_MS', KYC_TEST_DEFAULTS.hangMs),
    kycOtpTtlMs: milliseconds('KYC_OTP_TTL_MS', KYC_TEST_DEFAULTS.otpTtlMs),
    hotelsApiKey: value('HOTELS_API_KEY') ?? HOTELS_TEST_DEFAULTS.apiKey,
    hotelsCallbackUrl,
    hotelsCallbackSecret: value('HOTELS_CALLBACK_SECRET') ?? HOTELS_TEST_DEFAULTS.callbackSecret,
    hotelsPendingMs: milliseconds('HOTELS_PENDING_MS', HOTELS_TEST_DEFAULTS.pendingMs),
    hotelsHangMs: milliseconds('HOTELS_HANG_MS', HOTELS_TEST_DEFAULTS.hangMs),
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}

/** The provider sandbox: one HTTP server playing every outside party Kosh talks to. */
export async function buildSandbox(config: SandboxConfig) {
  const app = Fastify({
    logger: config.logger ?? false,
    // Close every connection at close, not only idle ones: a client that gave up on a held
    // aggregator request (fetch's timeout) reconnects without sending anything, and Node counts
    // that connection as busy until its headers timeout, a minute later.
    forceCloseConnections: true,
  });
  app.get('/', async () => ({
    name: 'Kosh provider sandbox',
    providers: {
      sms: { send: 'POST /sms/messages', outbox: 'GET /sms/messages?to=<mobile>' },
      payments: {
        api: 'POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments, GET /v1/payments/{id}',
        checkout: 'GET /v1/checkout.js',
        pay: 'POST /checkout/orders/{id}/pay {outcome: "success" | "failure"}',
        upi: 'POST /checkout/orders/{id}/upi {flow: "collect" | "qr", vpa?}, GET /checkout/upi/{paymentId}, POST /checkout/upi/{paymentId}/approve | /decline',
        upiMagic:
          'UPI id success@kosh approves, failure@kosh declines (after 1.5 s); any other waits to be approved or declined; 5 min expiry',
        webhooks: 'GET /checkout/webhooks, POST /checkout/webhooks/{eventId}/redeliver',
      },
      aggregator: {
        api: 'X-Api-Key; GET /aggregator/v1/operators?category=, GET /aggregator/v1/circles, GET /aggregator/v1/lookup?mobile=, GET /aggregator/v1/plans?operator=&circle=, POST /aggregator/v1/bills/fetch, POST /aggregator/v1/payments, GET /aggregator/v1/payments/{clientRef}',
        settle: 'POST /aggregator/v1/payments/{clientRef}/settle {status?: "SUCCESS" | "FAILURE"}',
        callbacks: 'GET /aggregator/callbacks, POST /aggregator/callbacks/{eventId}/redeliver',
        payments: 'GET /aggregator/payments?number=',
        magic:
          'number ending 0000 fails, 1111 pends, 2222 never answers; service number ending 9999 has no bill',
      },
      payouts: {
        api: 'HTTP Basic (the gateway key); POST /v1/contacts, POST /v1/fund_accounts, POST /v1/payouts (X-Payout-Idempotency), GET /v1/payouts/{id}, GET /v1/payouts?reference_id=',
        settle:
          'POST /v1/test/payouts/{id}/settle {status: processed | failed | rejected | reversed}',
        webhooks:
          'GET /v1/test/payouts/webhooks?payout_id=, POST /v1/test/payouts/webhooks/{eventId}/redeliver',
        magic:
          'beneficiary account ending 0000 fails at the bank, 1111 is a slow bank, 2222 is reversed after processing, 3333 is rejected, 4444 never answers the create call',
      },
      kyc: {
        api: 'X-Api-Key; POST /kyc/v1/pan/verify, POST /kyc/v1/bank/verify, POST /kyc/v1/aadhaar/otp, POST /kyc/v1/aadhaar/verify',
        requests: 'GET /kyc/requests?subject=&call=',
        magic:
          'digits all 0 not found; last digit 9 another name, 8 answers 503, 7 never answers (Aadhaar: digits 2–11 all 0 not found; the check digit decides)',
      },
      hotels: {
        api: 'X-Api-Key; GET /hotels/v1/locations?q=&limit=, POST /hotels/v1/availability, POST /hotels/v1/hotels/{hotelId}/rates',
        bookings:
          'X-Api-Key; POST /hotels/v1/bookings, GET /hotels/v1/bookings/{id}, GET /hotels/v1/bookings?client_reference=, POST /hotels/v1/bookings/{id}/cancel',
        settle: 'POST /hotels/v1/test/bookings/{id}/settle',
        callbacks:
          'GET /hotels/v1/test/callbacks?booking_id=, POST /hotels/v1/test/callbacks/{eventId}/redeliver',
        magic:
          'location "Nowhere" (city-nowhere) has no hotels; a hotel id ending 13 answers rates with 500 SUPPLIER_ERROR; ending 00 has no coordinates; ending 77 quotes a stay 10% dearer from its second rates call on; lead guest Fail is refused, Pending confirms later, Timeout never answers',
      },
      media: {
        images:
          'GET /hotels/v1/images/{hotelId}/{n}-{small|big}.{webp|jpg}, GET /hotels/v1/images/{hotelId}/room-{roomId}-{small|big}.{webp|jpg}',
        tiles: 'GET /tiles/{z}/{x}/{y}.png',
      },
    },
  }));
  // One outbox: what Kosh texts through the gateway and what the KYC provider texts itself.
  const outbox = new SmsOutbox();
  await app.register(smsRoutes({ apiKey: config.smsApiKey, outbox }));
  await app.register(
    paymentsRoutes({
      keyId: config.razorpayKeyId ?? RAZORPAY_TEST_DEFAULTS.keyId,
      keySecret: config.razorpayKeySecret ?? RAZORPAY_TEST_DEFAULTS.keySecret,
      webhookSecret: config.razorpayWebhookSecret ?? RAZORPAY_TEST_DEFAULTS.webhookSecret,
      webhookUrl: config.webhookUrl ?? loadSandboxConfig({}).webhookUrl,
      webhookRetryDelaysMs: config.webhookRetryDelaysMs,
      upiAutoSettleMs: config.upiAutoSettleMs,
      upiExpiryMs: config.upiExpiryMs,
    }),
  );
  await app.register(
    payoutsRoutes({
      keyId: config.razorpayKeyId ?? RAZORPAY_TEST_DEFAULTS.keyId,
      keySecret: config.razorpayKeySecret ?? RAZORPAY_TEST_DEFAULTS.keySecret,
      webhookSecret: config.payoutsWebhookSecret ?? PAYOUTS_TEST_DEFAULTS.webhookSecret,
      webhookUrl: config.payoutsWebhookUrl ?? loadSandboxConfig({}).payoutsWebhookUrl,
      stepMs: config.payoutsStepMs ?? PAYOUTS_TEST_DEFAULTS.stepMs,
      slowMs: config.payoutsSlowMs ?? PAYOUTS_TEST_DEFAULTS.slowMs,
      hangMs: config.payoutsHangMs ?? PAYOUTS_TEST_DEFAULTS.hangMs,
      webhookRetryDelaysMs: config.webhookRetryDelaysMs,
    }),
  );
  await app.register(
    aggregatorRoutes({
      apiKey: config.aggregatorApiKey ?? AGGREGATOR_TEST_DEFAULTS.apiKey,
      callbackSecret: config.aggregatorCallbackSecret ?? AGGREGATOR_TEST_DEFAULTS.callbackSecret,
      callbackUrl: config.rechargeCallbackUrl ?? loadSandboxConfig({}).rechargeCallbackUrl,
      pendingSettleMs: config.aggregatorPendingMs ?? AGGREGATOR_TEST_DEFAULTS.pendingMs,
      hangMs: config.aggregatorHangMs ?? AGGREGATOR_TEST_DEFAULTS.hangMs,
      callbackRetryDelaysMs:
        config.callbackRetryDelaysMs ?? AGGREGATOR_TEST_DEFAULTS.callbackRetryDelaysMs,
    }),
  );
  await app.register(
    kycRoutes({
      apiKey: config.kycApiKey ?? KYC_TEST_DEFAULTS.apiKey,
      hangMs: config.kycHangMs ?? KYC_TEST_DEFAULTS.hangMs,
      otpTtlMs: config.kycOtpTtlMs ?? KYC_TEST_DEFAULTS.otpTtlMs,
      outbox,
    }),
  );
  await app.register(
    hotelsRoutes({
      apiKey: config.hotelsApiKey ?? HOTELS_TEST_DEFAULTS.apiKey,
      publicUrl: config.publicUrl ?? loadSandboxConfig({}).publicUrl,
      now: config.hotelsNow,
      callbackUrl: config.hotelsCallbackUrl,
      callbackSecret: config.hotelsCallbackSecret ?? HOTELS_TEST_DEFAULTS.callbackSecret,
      pendingMs: config.hotelsPendingMs ?? HOTELS_TEST_DEFAULTS.pendingMs,
      hangMs: config.hotelsHangMs ?? HOTELS_TEST_DEFAULTS.hangMs,
      callbackRetryDelaysMs:
        config.callbackRetryDelaysMs ?? AGGREGATOR_TEST_DEFAULTS.callbackRetryDelaysMs,
    }),
  );
  await app.register(mediaRoutes());
  return app;
}
