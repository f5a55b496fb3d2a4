import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSandbox, RAZORPAY_TEST_DEFAULTS } from '@kosh/sandbox/app';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '@kosh/api/db/client';
import { payouts, users } from '@kosh/api/db/schema';
import { freshPostgresDatabase } from '../database';
import { checkInvariants, type Violation } from '../invariants';
import { Rng } from '../rng';
import { ApiProcess } from './api-process';
import { ApiClient } from './client';
import { newWorld, type World } from './load';
import { SendingCustomer } from './send-money-load';
import { sandboxTruth } from './provider-truth';

export interface CrashLoopOptions {
  seed: number;
  /** How many times the API is killed (kill -9) during the load, at random moments. */
  kills: number;
  /** How long the clients keep starting operations. */
  loadMs: number;
  customers: number;
  /** The longest wait, after the load, for everything pending to settle. */
  settleMs: number;
  /** PostgreSQL admin URL: the run gets a fresh database there. Unset: PGlite files in a temp dir. */
  postgresUrl?: string;
  /**
   * Aim each kill at a moment a background job is running (PostgreSQL only: the harness watches
   * pg-boss's table from outside, which PGlite's single owner does not allow).
   */
  killDuringJobs?: boolean;
  log?: (line: string) => void;
}

export interface CrashLoopReport {
  seed: number;
  database: 'pglite' | 'postgres';
  kills: number;
  operations: Record<string, number>;
  /** HTTP requests sent, retries included, and how many of them got no answer. */
  requests: number;
  unanswered: number;
  keys: number;
  /** The invariants over the database and the providers' records, once quiet. */
  violations: Violation[];
  /** What clients saw that must not happen: two answers for a key, a 500, a wrong refusal. */
  problems: string[];
  /** How long after the load everything was settled (or the bound, if it never was). */
  settledInMs: number;
  durationMs: number;
}

const ADMIN = { mobile: '9000000001', password: 'Admin#2026kosh' };
const CUSTOMER_PASSWORD = 'Kosh@2026pay';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `count` moments in [from, to], sorted, at least `gapMs` apart (fewer if they cannot fit). */
function killMoments(rng: Rng, count: number, from: number, to: number, gapMs: number): number[] {
  const moments: number[] = [];
  for (let tries = 0; moments.length < count && tries < 1000; tries += 1) {
    const at = from + rng.next() * (to - from);
    if (moments.every((m) => Math.abs(m - at) >= gapMs)) moments.push(at);
  }
  return moments.sort((a, b) => a - b);
}

/**
 * The Jepsen-style crash loop: the real API as a child process on a real database (PGlite files,
 * or a fresh PostgreSQL database), the provider sandbox, a bounded mixed load from concurrent
 * customers — recharges of every magic ending, bills, card top-ups through the gateway with its
 * webhooks, offline top-ups, Check status, duplicate webhooks and callbacks, double taps and
 * retries under one Idempotency-Key — while the API is killed with SIGKILL at random moments and
 * started again. Then the clients see their calls through, everything settles (bounded), the API
 * stops, and the invariants are checked against the database and the providers' own records.
 */
export async function runCrashLoop(options: CrashLoopOptions): Promise<CrashLoopReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const rng = new Rng(options.seed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-chaos-'));
  const dataDir = path.join(dir, 'data');
  const postgres = options.postgresUrl ? await freshPostgresDatabase(options.postgresUrl) : null;
  const apiUrl = `http://127.0.0.1:${await freePort()}`;

  const sandbox = await buildSandbox({
    smsApiKey: 'chaos-sms-key',
    webhookUrl: `${apiUrl}/api/v1/webhooks/payments`,
    rechargeCallbackUrl: `${apiUrl}/api/v1/webhooks/recharge`,
    aggregatorPendingMs: 2000,
    aggregatorHangMs: 4000,
    // Long enough to outlast a restart on a loaded machine: a webhook sent while the API is down
    // arrives later. (A payout's reversal has no other prompt way in: Kosh asks about a processed
    // payout only every few hours, as RazorpayX retries its webhooks for a day.)
    webhookRetryDelaysMs: [300, 1000, 3000, 6000, 15_000, 30_000],
    callbackRetryDelaysMs: [300, 1000, 3000, 6000],
    payoutsWebhookUrl: `${apiUrl}/api/v1/webhooks/payouts`,
    payoutsStepMs: 300,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as net.AddressInfo).port}`;

  const api = new ApiProcess(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: new URL(apiUrl).port,
      // The run's own folder either way: on PostgreSQL it still holds the uploaded files (the
      // seeded logos), which would otherwise land in ./data of whoever ran the tests.
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      SMS_BASE_URL: sandboxUrl,
      SMS_API_KEY: 'chaos-sms-key',
      RAZORPAY_BASE_URL: sandboxUrl,
      AGGREGATOR_BASE_URL: sandboxUrl,
      PAYOUTS_BASE_URL: sandboxUrl,
      // Short settings, so leases lapse and the poller's resends and refunds happen within the run.
      RECHARGE_TIMEOUT_MS: '1500',
      IDEMPOTENCY_LEASE_MS: '4000',
      RECHARGE_UNSEEN_GIVE_UP_MS: '45000',
      PAYOUTS_TIMEOUT_MS: '1500',
      PAYOUTS_FIRST_CHECK_MS: '5000',
      TRUST_PROXY: 'true',
      ADMIN_MOBILE: ADMIN.mobile,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    apiUrl,
    path.join(dir, 'api.log'),
  );

  const client = new ApiClient(apiUrl);
  const world = newWorld(client, sandboxUrl);
  let kills = 0;
  let database: Database | null = null;
  try {
    await api.start(120_000);
    log(`API up at ${apiUrl} on ${postgres ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
    const login = await client.untilAnswered(
      {
        method: 'POST',
        path: '/api/user/login',
        json: { mobileno: ADMIN.mobile, password: ADMIN.password },
      },
      Date.now() + 30_000,
    );
    world.adminToken = String(login?.body.data?.token ?? '');
    if (!world.adminToken) throw new Error(`admin login: ${JSON.stringify(login)}`);
    const customers = Array.from(
      { length: options.customers },
      (_, i) =>
        new SendingCustomer(
          world,
          new Rng(rng.int(0, 2 ** 31)),
          i,
          `7${String(i).padStart(3, '0')}${rng.int(100_000, 999_999)}`,
        ),
    );
    for (const c of customers) await c.signUp(CUSTOMER_PASSWORD);
    world.mobiles.push(...customers.map((c) => c.mobile));
    // All but the first wallet are made full-KYC, as the back office would (there is no KYC flow
    // yet), so that top-ups keep coming; the first keeps the minimum-KYC limits and their refusals.
    // PGlite has one owner: the API stops for it, as an operator would stop it.
    await api.stop();
    const owner = postgres ? openPostgres(postgres.url) : await openPglite(dataDir);
    try {
      await owner.db
        .update(users)
        .set({ kycLevel: 'full' })
        .where(
          inArray(
            users.id,
            customers.slice(1).map((c) => c.userId),
          ),
        );
      // Each full-KYC customer sends money to bank accounts of every payout ending.
      for (const c of customers.slice(1)) await c.addAccounts(owner.db);
    } finally {
      await owner.close();
    }
    await api.start();

    const loadStarted = Date.now();
    world.loadEndsAt = loadStarted + options.loadMs;
    world.retryUntil = world.loadEndsAt + 90_000;
    const moments = killMoments(rng, options.kills, loadStarted + 1000, world.loadEndsAt, 5000);
    const jobs = postgres && options.killDuringJobs ? new pg.Client(postgres.url) : null;
    await jobs?.connect();
    const killer = (async () => {
      for (const at of moments) {
        await sleep(at - Date.now());
        // Wait (a little) for a background job to be running, then kill in the middle of it.
        let during = '';
        for (const until = Date.now() + 20_000; jobs && !during && Date.now() < until;) {
          const active = await jobs.query<{ name: string }>(
            `select name from pgboss.job where state = 'active'`,
          );
          during = active.rows.map((r) => r.name).join(', ');
          if (!during) await sleep(5);
        }
        await api.kill();
        kills += 1;
        log(
          `kill -9 #${kills} at +${((Date.now() - loadStarted) / 1000).toFixed(1)} s` +
            (during ? ` (while ${during} ran)` : ''),
        );
        await api.start();
      }
    })();
    await Promise.all([killer, ...customers.map((c) => c.run())]);
    await jobs?.end();
    log(`load over: ${client.attempts} requests, ${world.keys.size} keys`);

    // Settling: half the customers press Check status, the others wait for callbacks and the
    // poller (a while, then they press it too). A frozen poller is caught by frozenJobs below.
    const settleStarted = Date.now();
    const truth = sandboxTruth(sandbox, RAZORPAY_TEST_DEFAULTS);
    for (let round = 0; ; round += 1) {
      const impatient = Date.now() - settleStarted > 20_000;
      await Promise.all(customers.map((c) => c.followPending(impatient || c.index % 2 === 0)));
      const waiting = customers.reduce((n, c) => n + c.pendingCount(), 0);
      const unsettledOrders = await ordersAwaitingCredit(world, await truth.gateway());
      if (waiting === 0 && unsettledOrders === 0) break;
      if (Date.now() - settleStarted > options.settleMs) {
        log(
          `not quiet after ${options.settleMs} ms: ${waiting} payments, ${unsettledOrders} top-ups`,
        );
        break;
      }
      if (round % 10 === 0)
        log(`settling: ${waiting} payments pending, ${unsettledOrders} top-ups`);
      await sleep(1000);
    }
    const settledInMs = Date.now() - settleStarted;
    await api.stop();

    database = postgres ? openPostgres(postgres.url) : await openPglite(dataDir);
    const violations = await checkInvariants(database.db, {
      now: new Date(),
      holdDeadlineMs: 0,
      stuckKeyMs: 0,
      settled: true,
      gateway: await truth.gateway(),
      aggregator: await truth.aggregator(world.numbers),
      payouts: await truth.payouts(
        (await database.db.select({ id: payouts.id }).from(payouts)).map((p) => p.id),
      ),
    });
    const problems = [
      ...world.keys.problems(),
      ...client.serverErrors,
      ...world.problems,
      ...(await frozenJobs(database)),
    ];
    if (violations.length > 0 || problems.length > 0) log(`API log (last lines):\n${api.tail(60)}`);
    return {
      seed: options.seed,
      database: postgres ? 'postgres' : 'pglite',
      kills,
      operations: Object.fromEntries(world.operations),
      requests: client.attempts,
      unanswered: client.unanswered,
      keys: world.keys.size,
      violations,
      problems,
      settledInMs,
      durationMs: Date.now() - started,
    };
  } finally {
    await api.kill();
    await database?.close();
    await sandbox.close();
    await postgres?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Orders the gateway saw paid that Kosh has neither credited nor refunded yet (back office list). */
async function ordersAwaitingCredit(
  world: World,
  gateway: { orderId: string; paidPaise: bigint }[],
): Promise<number> {
  const paid = new Set(gateway.filter((g) => g.paidPaise > 0n).map((g) => g.orderId));
  let waiting = 0;
  for (const status of ['created', 'refund_due']) {
    for (let page = 1; ; page += 1) {
      const answer = await world.api.untilAnswered(
        {
          method: 'GET',
          path: `/api/admin/payments?status=${status}&page=${page}&pageSize=100`,
          token: world.adminToken,
        },
        Date.now() + 30_000,
      );
      const items = answer?.body.data as unknown as { orderId: string }[] | undefined;
      if (!Array.isArray(items)) throw new Error(`admin payments list: ${JSON.stringify(answer)}`);
      waiting += items.filter((o) => paid.has(o.orderId)).length;
      if (items.length < 100) break;
    }
  }
  return waiting;
}

/**
 * Background runs a killed process left 'active', that freeze their queue (each lets one run go at
 * a time) too long: one whose expiry is over 2 minutes away from its start (pg-boss's default, 15
 * minutes, froze the poller that long), or one pg-boss should have expired by now (its expiry
 * passed more than a maintenance interval and a margin ago). A run killed in the last moments
 * still waits out its 2 minutes: that is the bound, not a fault.
 */
async function frozenJobs(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select name, started_on::text as since, expire_in::text as expires_after from pgboss.job
      where state = 'active'
        and (expire_in > interval '2 minutes' or started_on + expire_in < now() - interval '45 seconds')
      order by started_on`,
  );
  return (rows as { name: string; since: string; expires_after: string }[]).map(
    (job) =>
      `background job ${job.name} left running by a killed API since ${job.since} (expires after ${job.expires_after}): its queue is frozen`,
  );
}
