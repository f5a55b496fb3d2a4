import type { FastifyInstance } from 'fastify';
import { buildApp } from '@kosh/api/app';
import type { Services } from '@kosh/api/modules/app-modules';
import type { Config } from '@kosh/api/config';
import type { Database } from '@kosh/api/db/client';
import { MONEY_PHASES, type MoneyPhase } from '@kosh/api/lib/faults';
import type { PaymentGateway } from '@kosh/api/providers/payments/payments.port';
import type {
  BbpsAccounts,
  BbpsBillers,
  BbpsComplaints,
} from '@kosh/api/providers/recharge/bbps.port';
import type { RechargeProvider } from '@kosh/api/providers/recharge/recharge.port';
import type { PayoutsProvider } from '@kosh/api/providers/payouts/payouts.port';
import type { SmsProvider } from '@kosh/api/providers/sms/sms.port';
import type { Answer } from '../key-book';
import type { Rng } from '../rng';

export interface SimRequest {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  key?: string;
  json?: unknown;
  /** A ready multipart body with its content type. */
  multipart?: { payload: Buffer; contentType: string };
  raw?: { payload: string; headers: Record<string, string> };
}

/** What became of a request or job: its result, or the crash that cut it at `phase`. */
export type Outcome<T> = { crashed: false; value: T } | { crashed: true; phase: MoneyPhase };

/**
 * The app of the simulation on one database, with a crash switch: armed at a money phase, the
 * fault hook stops the running request there for good (a promise that never settles — no catch
 * or finally runs, as when a process is killed) and the app is rebuilt on the same database, as
 * a restart would; the database keeps only what was committed.
 */
export class SimApp {
  app!: FastifyInstance;
  services!: Services;
  crashes = 0;
  private armed: MoneyPhase | null = null;
  private onCrash: ((phase: MoneyPhase) => void) | null = null;
  private ipSerial = 0;

  constructor(
    private readonly deps: {
      config: Config;
      database: Database;
      clock: () => Date;
      sms: SmsProvider;
      gateway: PaymentGateway;
      rechargeProvider: RechargeProvider;
      billerCatalogue: BbpsBillers & BbpsAccounts & BbpsComplaints;
      payoutsProvider: PayoutsProvider;
    },
  ) {}

  async boot() {
    const { app, services } = await buildApp({
      ...this.deps,
      logger: false,
      faults: (phase) => {
        if (this.armed !== phase || !this.onCrash) return;
        this.armed = null;
        this.onCrash(phase);
        return new Promise<void>(() => undefined);
      },
    });
    await app.ready();
    this.app = app;
    this.services = services;
  }

  /** A kill and a start: the old app is dropped, whatever it was doing, and a new one built. */
  async restart() {
    this.crashes += 1;
    const old = this.app;
    await this.boot();
    // Only its hooks run (nothing listens); the request it was serving stays cut off.
    await old.close();
  }

  /**
   * Runs `work` with a crash armed at `phase` (or none): its value, or — when the fault hook fired
   * — the crash, after the restart.
   */
  async run<T>(work: () => Promise<T>, phase: MoneyPhase | null): Promise<Outcome<T>> {
    let crashed: (phase: MoneyPhase) => void = () => undefined;
    const crash = new Promise<MoneyPhase>((resolve) => (crashed = resolve));
    this.armed = phase;
    this.onCrash = crashed;
    const result = await Promise.race([
      work().then((value) => ({ crashed: false as const, value })),
      crash.then((at) => ({ crashed: true as const, phase: at })),
    ]);
    this.armed = null;
    this.onCrash = null;
    if (result.crashed) await this.restart();
    return result;
  }

  /** A phase to crash at, one time in `1/probability`, drawn from the seed. */
  static crashPlan(rng: Rng, probability: number): MoneyPhase | null {
    return rng.chance(probability) ? rng.pick(MONEY_PHASES) : null;
  }

  /** An HTTP request through the app (inject), from its own client IP, with a crash maybe armed. */
  request(request: SimRequest, phase: MoneyPhase | null): Promise<Outcome<Answer>> {
    this.ipSerial += 1;
    const ip = `10.${(this.ipSerial >> 16) & 255}.${(this.ipSerial >> 8) & 255}.${this.ipSerial & 255}`;
    const headers: Record<string, string> = { ...request.raw?.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.key) headers['idempotency-key'] = request.key;
    if (request.multipart) headers['content-type'] = request.multipart.contentType;
    return this.run(async () => {
      const res = await this.app.inject({
        method: request.method,
        url: request.url,
        remoteAddress: ip,
        headers,
        ...(request.json !== undefined ? { payload: request.json as object } : {}),
        ...(request.multipart ? { payload: request.multipart.payload } : {}),
        ...(request.raw ? { payload: request.raw.payload } : {}),
      });
      return { status: res.statusCode, body: res.body ? res.json() : {} } as Answer;
    }, phase);
  }
}
