import type { Answer, KeyBook } from '../key-book';
import type { Rng } from '../rng';
import { SimApp, type SimRequest } from './sim-app';

/** How often a money call is cut by a crash at one of its phases. */
const CRASH_PROBABILITY = 0.06;

export interface SimCustomer {
  index: number;
  mobile: string;
  token: string;
  /** The internal id (payment/update takes it). */
  id: string;
  /** Gateway orders and, once paid at the checkout, what the checkout answered. */
  orders: { orderId: string; amount: number; checkout: Record<string, string> | null }[];
  recharges: string[];
  serial: number;
}

/** A keyed call as sent, kept to be sent again (a retry) with the very same key and body. */
export interface Sent {
  what: string;
  request: SimRequest;
}

/**
 * What every simulated client call shares: a crash maybe armed, every answer checked (no 500, one
 * answer per Idempotency-Key), keyed calls kept to be retried, and the customers to act as.
 */
export class SimCalls {
  constructor(
    protected readonly sim: SimApp,
    protected readonly rng: Rng,
    protected readonly keys: KeyBook,
    readonly customers: SimCustomer[] = [],
  ) {}

  /** Keyed calls that got no answer (their request crashed): a client will retry them. */
  readonly unanswered: Sent[] = [];
  protected readonly answered: Sent[] = [];
  readonly pendingRequests: string[] = [];
  readonly problems: string[] = [];
  adminToken = '';

  protected plan() {
    return SimApp.crashPlan(this.rng, CRASH_PROBABILITY);
  }

  protected check(what: string, answer: Answer) {
    if (answer.status >= 500 && answer.status !== 503) {
      this.problems.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }

  /** A call with no key: its answer, or null when a crash cut it. */
  protected async plain(what: string, request: SimRequest): Promise<Answer | null> {
    const outcome = await this.sim.request(request, this.plan());
    if (outcome.crashed) return null;
    this.check(what, outcome.value);
    return outcome.value;
  }

  /** A keyed money call: recorded against its key; kept to retry when a crash cut it. */
  protected async keyed(sent: Sent): Promise<Answer | null> {
    const outcome = await this.sim.request(sent.request, this.plan());
    if (outcome.crashed) {
      this.unanswered.push(sent);
      return null;
    }
    const answer = outcome.value;
    this.check(sent.what, answer);
    // Not answers, but "try later": the first run of this key was cut and its lease is not over
    // (409 in progress), or a provider was down (503), which leaves the key free for the retry.
    if (
      answer.status >= 500 ||
      (answer.status === 409 && answer.body.code === 'IDEMPOTENCY_IN_PROGRESS')
    ) {
      this.unanswered.push(sent);
      return null;
    }
    this.keys.record(sent.request.key!, sent.what, answer);
    this.answered.push(sent);
    if (this.answered.length > 200) this.answered.shift();
    return answer;
  }

  protected newKey(c: SimCustomer) {
    return `sim-${c.index}-${this.rng.token(12)}`;
  }

  protected customer() {
    return this.rng.pick(this.customers);
  }

  protected noteRecharge(c: SimCustomer, answer: Answer | null) {
    const orderId = answer && answer.status < 300 ? answer.body.data?.orderId : undefined;
    if (typeof orderId === 'string' && !c.recharges.includes(orderId)) c.recharges.push(orderId);
  }
}
