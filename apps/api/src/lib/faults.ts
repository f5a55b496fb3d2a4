import type { Logger } from './log-context';

/**
 * The phases of a money call, in order, each one a point where a real process can die: after the
 * Idempotency-Key is claimed, after the hold is committed, after the provider answered, after the
 * hold was posted or voided (or a top-up credited), after the key's outcome was recorded — and,
 * for a provider's webhook or callback, after its effect was applied but before its event id was
 * recorded as seen.
 */
export const MONEY_PHASES = [
  'key-claimed',
  'held',
  'payout-held',
  'provider-answered',
  'settled',
  'key-completed',
  'event-applied',
] as const;
export type MoneyPhase = (typeof MONEY_PHASES)[number];

export interface FaultContext {
  route?: string;
  key?: string;
  orderId?: string;
}

/**
 * Called at each phase, always outside a database transaction. Production passes none. The seeded
 * simulation (test/chaos) returns a promise that never settles to stop a request at that point for
 * good — no catch or finally runs, exactly as when the process is killed — and the database keeps
 * only what was committed.
 */
export type FaultInjector = (phase: MoneyPhase, context: FaultContext) => void | Promise<void>;

export const noFaults: FaultInjector = () => undefined;

/** The clock leases and pollers read; the simulation passes a virtual one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * Points where a test holds the real API process (`FAULT_HANG_AT`, refused unless
 * NODE_ENV=test) to kill it there with SIGKILL: `private-file-written` is an upload's private
 * file in the store and in stored_files, its owner's transaction not yet begun;
 * `text-claimed` is a customer text committed and claimed for sending, not yet sent.
 */
export const HANG_POINTS = ['private-file-written', 'text-claimed'] as const;
export type HangPoint = (typeof HANG_POINTS)[number];

/**
 * What runs at `point`: nothing, unless it is the configured one — then the request logs that it
 * is held there (the line a test waits for) and never goes on; only a kill ends it.
 */
export function hangAt(
  configured: HangPoint | undefined,
  point: HangPoint,
  log: Pick<Logger, 'warn'>,
): ((detail: Record<string, string>) => Promise<void>) | undefined {
  if (configured !== point) return undefined;
  return (detail) => {
    log.warn({ faultPoint: point, ...detail }, 'held at a fault point (FAULT_HANG_AT)');
    return new Promise<void>(() => undefined);
  };
}
