import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { SmsProvider } from '../../providers/sms/sms.port';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import type { SmsOutboxRow } from './sms-outbox.tables';

/**
 * Waits before the 2nd, 3rd, … try of a text that failed: quick at first (a gateway blip), then
 * spaced out (an outage). After the last try it is failed and shows in the back office.
 */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 1_800_000, 1_800_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a claimed text is this sender's: well past the gateway's timeout (5 s). */
const LEASE_MS = 60_000;
/**
 * Texts claimed at a time, sent together (each its own call to the gateway) and marked sent in one
 * statement: a batch ends within the gateway's timeout (5 s), well inside its lease, so no other
 * copy retakes a text mid-batch.
 */
const BATCH = 10;
/** A pass stops claiming after this long (the job's run must end well before pg-boss expires it). */
const PASS_BUDGET_MS = 60_000;
/**
 * A nudge comes from inside the writing transaction, before it commits: on PostgreSQL the first
 * pass may not see the row yet. The pass is repeated at these waits while a text this process
 * wrote is still unseen; past them (rolled back, or taken by another copy) the job finds the rest.
 */
const UNSEEN_RECHECK_MS = [20, 50, 100, 200, 400, 800, 1600];
/**
 * A pass asked for while one runs starts this long after it ends. Under a stream of payments a
 * nudge comes with every text, and passes back to back claimed one or two texts each — a claim
 * and a mark a text, a tenth of the embedded database's statement time in a burst; waiting a
 * moment lets one claim take what came meanwhile. A text after a quiet spell goes at once.
 */
const FOLLOW_UP_WAIT_MS = 25;

type Outcome = { sent: number; retried: number; failed: number };
/** One text's call to the gateway: the id it gave, or why not. */
type Try =
  | { row: SmsOutboxRow; sent: true; messageId: string }
  | { row: SmsOutboxRow; sent: false; error: unknown };

export interface SmsOutboxDelivery {
  /** Sends every text due now (the recurring job's run); resolves once that pass is done. */
  deliverDue(): Promise<Outcome>;
  /** Asks for a pass soon: a text was just written (id), in a transaction about to commit. */
  nudge(id?: string): void;
  /** Stops sending (the app closes): nudges are ignored, a pass under way is awaited. */
  stop(): Promise<void>;
}

export function createSmsOutboxDelivery(deps: {
  repo: Pick<SmsOutboxRepository, 'claimDue' | 'markSent' | 'markFailedAttempt'>;
  sms: SmsProvider;
  clock: Clock;
  log: Logger;
  /** Tests only (FAULT_HANG_AT=text-claimed): holds a claimed text before its send, for a kill. */
  beforeSend?: (detail: Record<string, string>) => Promise<void>;
}): SmsOutboxDelivery {
  const { repo, sms, clock, log } = deps;
  let stopped = false;
  let running: Promise<Outcome> | null = null;
  let queued: Promise<Outcome> | null = null;
  /** Texts written here and not yet seen by a pass, with how many rechecks they have had. */
  const unseen = new Map<string, number>();
  let recheck: NodeJS.Timeout | null = null;

  async function send(row: SmsOutboxRow): Promise<Try> {
    await deps.beforeSend?.({ text: row.id });
    try {
      const { messageId } = await sms.send({
        to: row.mobile,
        templateId: row.templateId,
        text: row.text,
        reference: row.id,
      });
      return { row, sent: true, messageId };
    } catch (error) {
      return { row, sent: false, error };
    }
  }

  /**
   * A batch's texts at once, but each phone's in the order they were written (the claim's order):
   * a customer reads "debited" before "refunded".
   */
  async function sendByPhone(rows: SmsOutboxRow[]): Promise<Try[]> {
    const byPhone = new Map<string, SmsOutboxRow[]>();
    for (const row of rows) byPhone.set(row.mobile, [...(byPhone.get(row.mobile) ?? []), row]);
    const perPhone = await Promise.all(
      [...byPhone.values()].map(async (texts) => {
        const tries: Try[] = [];
        for (const row of texts) tries.push(await send(row));
        return tries;
      }),
    );
    return perPhone.flat();
  }

  async function pass(): Promise<Outcome> {
    const outcome = { sent: 0, retried: 0, failed: 0 };
    const started = Date.now();
    for (;;) {
      const now = clock();
      const rows = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const row of rows) unseen.delete(row.id);
      // A text claimed but not sent (the app is closing) is sent once its lease has passed.
      const tries = stopped ? [] : await sendByPhone(rows);
      const sent = tries.flatMap((t) => (t.sent ? [{ id: t.row.id, messageId: t.messageId }] : []));
      await repo.markSent(sent, clock());
      outcome.sent += sent.length;
      for (const t of tries) {
        if (t.sent) continue;
        const { row, error } = t;
        const delay = RETRY_DELAYS_MS[row.attempts - 1];
        const retryAt = delay === undefined ? null : new Date(clock().getTime() + delay);
        await repo.markFailedAttempt(row.id, error, retryAt);
        if (retryAt) outcome.retried += 1;
        else outcome.failed += 1;
        log[retryAt ? 'warn' : 'error'](
          { err: error, text: row.id, template: row.template, attempts: row.attempts },
          retryAt ? 'customer SMS not sent: will retry' : 'customer SMS failed for good',
        );
      }
      if (rows.length < BATCH || stopped || Date.now() - started > PASS_BUDGET_MS) return outcome;
    }
  }

  function deliverDue(): Promise<Outcome> {
    if (stopped) return Promise.resolve({ sent: 0, retried: 0, failed: 0 });
    // A pass under way may have read the due rows before this call's reason to look: another
    // pass follows it (one, however many ask meanwhile, until it starts), and the caller waits
    // for that one.
    if (queued) return queued;
    if (running) {
      queued ??= running
        .catch(() => undefined)
        .then(() => new Promise((resolve) => setTimeout(resolve, FOLLOW_UP_WAIT_MS)))
        .then(() => {
          queued = null;
          return deliverDue();
        });
      return queued;
    }
    running = pass().finally(() => {
      running = null;
      scheduleRecheck();
    });
    return running;
  }

  function scheduleRecheck() {
    if (recheck || stopped || unseen.size === 0) return;
    // The soonest any unseen text asks for: a text just written is not held up by an older one.
    let wait = Infinity;
    for (const [id, tries] of unseen) {
      const next = UNSEEN_RECHECK_MS[tries];
      if (next === undefined) unseen.delete(id);
      else {
        unseen.set(id, tries + 1);
        wait = Math.min(wait, next);
      }
    }
    if (unseen.size === 0) return;
    recheck = setTimeout(() => {
      recheck = null;
      kick();
    }, wait);
    recheck.unref();
  }

  function kick() {
    if (stopped) return;
    deliverDue().catch((error: unknown) =>
      log.warn({ err: error }, 'SMS outbox pass failed: the job will retry'),
    );
  }

  return {
    deliverDue,
    nudge(id) {
      if (stopped) return;
      if (id) unseen.set(id, unseen.get(id) ?? 0);
      // After the current tick: the writer's transaction is about to commit.
      setImmediate(kick);
    },
    async stop() {
      stopped = true;
      if (recheck) clearTimeout(recheck);
      unseen.clear();
      await queued?.catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}
