import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '@kosh/api/app';
import { loadConfig } from '@kosh/api/config';
import { wrapPglite } from '@kosh/api/db/client';
import { buildSandbox } from '@kosh/sandbox/app';
import { startControl } from './control';
import { freePort } from './free-port';

export interface StackOptions {
  /** The built web app the API serves (WEB_DIST). */
  webDist: string;
  /** The back office's admin, made at start-up as ADMIN_MOBILE/ADMIN_PASSWORD would. */
  admin: { mobile: string; password: string; name: string };
}

export interface Stack {
  /** The API (and the web app it serves). */
  baseUrl: string;
  sandboxUrl: string;
  /** The stack's test-only back door (control.ts): state a journey needs that no API call makes. */
  controlUrl: string;
  close(): Promise<void>;
}

/**
 * The real API (serving the given web build) and the sandbox, on free ports over a fresh in-memory
 * database, each knowing where the other is; the banners, the service catalogue and the admin
 * seeded as the first start does.
 */
export async function startStack({ webDist, admin }: StackOptions): Promise<Stack> {
  const smsApiKey = 'e2e-sms-key';
  // The API calls the sandbox (SMS, the payment gateway) and the sandbox sends payment webhooks
  // back to the API: the API's port is chosen first so that each knows where the other is.
  const apiPort = await freePort();
  let sandboxUrl = '';
  const sandbox = await buildSandbox({
    smsApiKey,
    // Hotel picture URLs name the sandbox as the browser reaches it (known once it listens).
    publicUrl: () => sandboxUrl,
    webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/payments`,
    rechargeCallbackUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/recharge`,
    // A …1111 payment stays pending for longer than any journey needs it to (they settle it by
    // hand, POST /aggregator/v1/payments/{ref}/settle); a …2222 one is held only a little longer
    // than the API waits for it (RECHARGE_TIMEOUT_MS below), so nothing waits on a hung request.
    aggregatorPendingMs: 45_000,
    aggregatorHangMs: 5_000,
    // A KYC number ending 7 likewise: held a little past KYC_TIMEOUT_MS below.
    kycHangMs: 5_000,
    // A Pending hotel booking is confirmed by the supplier's callback to the API; a Timeout one
    // is held past HOTELS_TIMEOUT_MS below, so the API leaves it processing for reconciliation.
    hotelsCallbackUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/hotels`,
    hotelsHangMs: 5_000,
    // Payouts move a step every 300 ms and tell the API by webhook, as RazorpayX does.
    payoutsWebhookUrl: `http://127.0.0.1:${apiPort}/api/v1/webhooks/payouts`,
    payoutsStepMs: 300,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxAddress = sandbox.server.address();
  if (!sandboxAddress || typeof sandboxAddress === 'string')
    throw new Error('sandbox did not bind');
  sandboxUrl = `http://127.0.0.1:${sandboxAddress.port}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMS_BASE_URL: sandboxUrl,
    SMS_API_KEY: smsApiKey,
    // Orders, and the checkout script the web app loads, come from the sandbox.
    RAZORPAY_BASE_URL: sandboxUrl,
    // Recharges and bills go to the sandbox's aggregator.
    AGGREGATOR_BASE_URL: sandboxUrl,
    // A …2222 payment is left pending (for the status poller, or Check status) after 2 s, not 15.
    RECHARGE_TIMEOUT_MS: '2000',
    // PAN, bank and Aadhaar checks go to the sandbox's KYC provider; a hung one fails after 2 s.
    KYC_BASE_URL: sandboxUrl,
    KYC_TIMEOUT_MS: '2000',
    // Hotel search, its photos and the map's tiles come from the sandbox's supplier.
    HOTELS_BASE_URL: sandboxUrl,
    // A Timeout booking's unanswered call gives up after 3 s (it is held 5 s above).
    HOTELS_TIMEOUT_MS: '3000',
    HOTEL_MAP_TILE_URL: `${sandboxUrl}/tiles/{z}/{x}/{y}.png`,
    // Money to bank accounts goes through the sandbox's payouts API.
    PAYOUTS_BASE_URL: sandboxUrl,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    // As behind a load balancer: customers a journey makes through the API each come from an
    // address of their own (X-Forwarded-For), so the per-IP sign-up cap (20 OTPs an hour) holds
    // for the browser's own sign-ups from 127.0.0.1 without limiting how many journeys a run has.
    TRUST_PROXY: 'true',
  });
  const database = wrapPglite(new PGlite());
  await database.migrate();
  const { app, services } = await buildApp({ config, database, logger: false });
  await services.banners.seedIfFirstStart();
  await services.catalogue.seedIfFirstStart();
  await services.users.ensureAdmin(admin);
  await services.supportCategories.seedIfFirstStart();
  const control = await startControl({ jobRuns: services.jobRuns, db: database.db });
  await app.listen({ host: '127.0.0.1', port: apiPort });
  const apiAddress = app.server.address();
  if (!apiAddress || typeof apiAddress === 'string') throw new Error('api did not bind');

  return {
    baseUrl: `http://127.0.0.1:${apiAddress.port}`,
    sandboxUrl,
    controlUrl: control.url,
    close: async () => {
      await control.close();
      await app.close();
      await database.close();
      await sandbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
