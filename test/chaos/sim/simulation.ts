import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { loadConfig } from '@kosh/api/config';
import { payouts, walletTransfers } from '@kosh/api/db/schema';
import type { SmsMessage } from '@kosh/api/providers/sms/sms.port';
import { openFreshDatabase } from '../database';
import { checkInvariants, type Violation } from '../invariants';
import { KeyBook } from '../key-book';
import { Rng } from '../rng';
import { Deliveries } from './deliveries';
import { FakeAggregator } from './fake-aggregator';
import { FakeGateway } from './fake-gateway';
import { FakeBillers } from './fake-billers';
import { FakePayouts } from './fake-payouts';
import { Operations } from './operations';
import { SimApp } from './sim-app';

export interface SimulationOptions {
  seed: number;
  /** Operations to run (each one step, checked afterwards). */
  ops: number;
  /**
   * Check the database's invariants after every step (1, the default), or every n steps — the
   * clients' checks (one answer per key, no 500) run after every step regardless. A failure found
   * between checks is pinned to its step by replaying the seed, checking every step.
   */
  checkEvery?: number;
  /** Check every step after this one (the replay that pins a failure down). */
  checkEveryStepAfter?: number;
  log?: (line: string) => void;
}

export interface SimulationReport {
  seed: number;
  database: 'pglite' | 'postgres';
  ops: number;
  /** Steps run by kind (operations, background jobs, time jumps). */
  steps: Record<string, number>;
  crashes: number;
  keys: number;
  /** Money the run's customers sent: to one another's wallets, and to banks by final status. */
  sent: { walletTransfers: number; payouts: Record<string, number> };
  deliveries: number;
  /** Virtual time the run covered. */
  virtualHours: number;
  violations: Violation[];
  /** The first step after which a check failed (null: none did), and the steps up to it. */
  failedAt: number | null;
  trace: string[];
  durationMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The background jobs as server.ts schedules them, on the virtual clock. */
const JOBS = [
  { name: 'poll', everyMs: 15 * SECOND },
  { name: 'sweep', everyMs: MINUTE },
  { name: 'reconcile', everyMs: MINUTE },
  { name: 'payouts', everyMs: MINUTE },
] as const;
type JobName = (typeof JOBS)[number]['name'];

/**
 * The seeded simulation (TigerBeetle's VOPR in miniature): one seed drives everything — which
 * customer does what, what the aggregator and the gateway answer, which webhooks and callbacks
 * arrive when (duplicated, out of order, or never), where a money call is cut by a crash (the
 * app rebuilt on the same database) and how far time moves. After each step the invariants must
 * hold; at the end the run drains (every retry answered, every event delivered, every payment
 * settled) and they must hold with nothing left pending. The same seed replays the same run.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const report = await simulate(options);
  const every = options.checkEvery ?? 1;
  if (report.failedAt === null || every === 1 || report.failedAt > options.ops) return report;
  // Found at a check, but after which step? The seed replays the run; this time check each step.
  const replay = await simulate({
    ...options,
    ops: report.failedAt,
    checkEveryStepAfter: Math.max(0, report.failedAt - every),
  });
  options.log?.(
    replay.failedAt === null
      ? `the replay up to step ${report.failedAt} did not fail: the run is not deterministic`
      : `replayed: the first failing step is ${replay.failedAt}`,
  );
  return replay.failedAt === null ? report : replay;
}

async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const rng = new Rng(options.seed);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-sim-'));
  const database = await openFreshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Nothing is reached over HTTP: every provider is the simulation's.
    SMS_BASE_URL: 'http://127.0.0.1:9',
    RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
    AGGREGATOR_BASE_URL: 'http://127.0.0.1:9',
  });

  const startMs = Date.now();
  let nowMs = startMs;
  const now = () => nowMs;
  const clock = () => new Date(nowMs);
  const deliveries = new Deliveries(rng, {
    webhookSecret: config.razorpay.webhookSecret,
    callbackSecret: config.aggregator.callbackSecret,
    payoutsWebhookSecret: config.payouts.webhookSecret,
  });
  const aggregator = new FakeAggregator(rng, now, deliveries, config.aggregator.callbackSecret);
  const gateway = new FakeGateway(rng, config.razorpay, deliveries);
  const bank = new FakePayouts(rng, now, deliveries, config.payouts);
  const otps = new Map<string, string>();
  const sms = {
    async send(message: SmsMessage) {
      const otp = message.text.match(/\b(\d{6})\b/)?.[1];
      if (otp && message.templateId === 'KOSH_SIGNUP_OTP') otps.set(message.to, otp);
      return { messageId: 'sim' };
    },
  };
  const sim = new SimApp({
    config,
    database,
    clock,
    sms,
    gateway,
    rechargeProvider: aggregator,
    billerCatalogue: new FakeBillers(),
    payoutsProvider: bank,
  });
  const keys = new KeyBook();
  const ops = new Operations(sim, database.db, rng, keys, gateway, deliveries, (m) => otps.get(m));
  const steps = new Map<string, number>();
  const trace: string[] = [];
  let failedAt: number | null = null;
  let violations: Violation[] = [];
  const sent: SimulationReport['sent'] = { walletTransfers: 0, payouts: {} };

  const note = (kind: string, line: string, step: number) => {
    steps.set(kind, (steps.get(kind) ?? 0) + 1);
    trace.push(`#${step} +${((nowMs - startMs) / 1000).toFixed(0)}s ${line}`);
    if (trace.length > 40) trace.shift();
  };

  const nextRun = new Map<JobName, number>(JOBS.map((j) => [j.name, startMs + j.everyMs]));
  const jobWork: Record<JobName, () => Promise<object>> = {
    poll: () => sim.services.rechargePayments.pollPending(),
    sweep: () => sim.app.sweepIdempotencyKeys(),
    reconcile: () =>
      sim.services.payments.reconcile({ olderThanMs: 0, maxAgeMs: 7 * 24 * 60 * MINUTE }),
    payouts: () => sim.services.payouts.reconcilePayouts(),
  };
  const runJob = async (name: JobName, crashable: boolean) => {
    const outcome = await sim.run(jobWork[name], crashable ? SimApp.crashPlan(rng, 0.03) : null);
    return outcome.crashed
      ? `${name}: crashed at ${outcome.phase}`
      : `${name}: ${JSON.stringify(outcome.value)}`;
  };
  /** Time passes: the aggregator settles what is due, and the jobs that fell due run. */
  const advance = async (ms: number, step: number, crashable = true) => {
    nowMs += ms;
    aggregator.settleDue();
    bank.settleDue();
    for (const job of JOBS) {
      if ((nextRun.get(job.name) ?? 0) > nowMs) continue;
      nextRun.set(job.name, nowMs + job.everyMs);
      note(job.name, await runJob(job.name, crashable), step);
    }
  };

  const check = async (settled: boolean) => {
    const found = await checkInvariants(database.db, {
      now: clock(),
      holdDeadlineMs: 2 * 60 * MINUTE,
      stuckKeyMs: 5 * MINUTE,
      settled,
      gateway: gateway.truth(),
      aggregator: aggregator.truth(),
      payouts: bank.truth(),
    });
    const seen = [...keys.problems(), ...ops.problems].map((detail) => ({
      check: 'what clients saw',
      detail,
    }));
    return [...found, ...seen];
  };

  try {
    await sim.boot();
    await sim.services.catalogue.seedIfFirstStart();
    await sim.services.catalogueSync.run();
    const admin = await sim.services.users.ensureAdmin({
      mobile: '9000000009',
      password: 'Admin#2026kosh',
      name: 'Sim Admin',
    });
    const login = await sim.request(
      {
        method: 'POST',
        url: '/api/user/login',
        json: { mobileno: admin.user.mobile, password: 'Admin#2026kosh' },
      },
      null,
    );
    ops.adminToken = login.crashed ? '' : String(login.value.body.data?.token ?? '');
    // Four full-KYC wallets and two minimum-KYC ones (whose limits refuse some top-ups).
    for (let i = 0; i < 6; i += 1) await ops.signUp(i, i < 4);
    for (const c of ops.customers.slice(0, 4)) await ops.addBeneficiary(database.db, c, clock());

    type Step = () => Promise<string> | string;
    const choices: (readonly [[string, Step], number])[] = [
      [['recharge', () => ops.recharge()], 22],
      [['bill', () => ops.payBill()], 5],
      [['catalogue bill', () => ops.payCatalogueBill()], 5],
      [['send to wallet', () => ops.sendToWallet()], 4],
      [['payout', () => ops.payout()], 4],
      [['retry', () => ops.retry()], 9],
      [['create order', () => ops.createOrder()], 10],
      [['checkout', () => ops.checkout()], 8],
      [['confirm', () => ops.confirm()], 7],
      [['offline top-up', () => ops.offlineTopUp()], 2],
      [['decide', () => ops.decide()], 3],
      [['deliver', () => ops.deliver()], 16],
      [['check status', () => ops.checkStatus()], 4],
      [['job', () => runJob(rng.pick(JOBS).name, true)], 4],
      [['restart', () => sim.restart().then(() => 'restart (nothing in flight)')], 1],
    ];
    const every = options.checkEvery ?? 1;
    for (let step = 1; step <= options.ops; step += 1) {
      // Time moves on: mostly a moment, sometimes minutes (a quiet spell, a stalled process).
      const jump = rng.chance(0.02) ? rng.int(1, 20) * MINUTE : rng.int(1, 4000);
      await advance(jump, step);
      const [kind, run] = rng.weighted(choices);
      note(kind, await run(), step);
      const seen = [...keys.problems(), ...ops.problems];
      if (seen.length > 0) {
        violations = seen.map((detail) => ({ check: 'what clients saw', detail }));
        failedAt = step;
        break;
      }
      const after = options.checkEveryStepAfter;
      if (step % every === 0 || step === options.ops || (after !== undefined && step > after)) {
        violations = await check(false);
        if (violations.length > 0) {
          failedAt = step;
          break;
        }
      }
      if (step % 1000 === 0) log(`step ${step}: ${sim.crashes} crashes, ${keys.size} keys`);
    }

    if (failedAt === null) {
      // Draining: clients retry what got no answer, every event arrives, every payment settles,
      // and reconciliation goes round every open order (its share of them per run).
      const drainStep = options.ops + 1;
      for (let round = 0; round < 120; round += 1) {
        await advance(config.idempotency.leaseMs + SECOND, drainStep, false);
        while (ops.unanswered.length > 0) note('retry', await ops.retry(), drainStep);
        aggregator.settleAll();
        bank.settleAll();
        for (const d of deliveries.drain()) note('deliver', await ops.deliver(() => d), drainStep);
        await advance(20 * MINUTE, drainStep, false);
        violations = await check(true);
        if (violations.length === 0) break;
      }
      if (violations.length > 0) failedAt = drainStep;
    }
    sent.walletTransfers = await database.db.$count(walletTransfers);
    const byStatus = await database.db
      .select({ status: payouts.status, n: count() })
      .from(payouts)
      .groupBy(payouts.status);
    sent.payouts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
  } finally {
    await sim.app?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    seed: options.seed,
    database: database.kind,
    ops: options.ops,
    steps: Object.fromEntries(steps),
    crashes: sim.crashes,
    keys: keys.size,
    sent,
    deliveries: deliveries.delivered,
    virtualHours: Number(((nowMs - startMs) / 3_600_000).toFixed(1)),
    violations,
    failedAt,
    trace: failedAt === null ? [] : trace,
    durationMs: Date.now() - started,
  };
}
