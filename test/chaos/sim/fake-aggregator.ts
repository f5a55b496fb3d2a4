import {
  ProviderError,
  ProviderTimeoutError,
  type ProviderBill,
  type ProviderPayment,
  type ProviderStatus,
  type RechargeProvider,
} from '@kosh/api/providers/recharge/recharge.port';
import { aggregatorV1Callbacks } from '@kosh/api/providers/recharge/aggregator-v1/aggregator-v1.callbacks';
import type { Rng } from '../rng';
import type { Deliveries } from './deliveries';

interface AggregatorPayment {
  clientRef: string;
  providerRef: string;
  status: ProviderStatus;
  amountPaise: bigint;
  /** A pending payment settles by itself at this virtual time (its callback may get lost). */
  settlesAt: number | null;
}

/** How the aggregator treats a payment it is sent: the seed decides, as the network would. */
const BEHAVIOURS = [
  ['success', 30],
  ['failure', 12],
  ['pending', 18],
  // The answer is lost on the way back: the payment exists, its outcome unknown to Kosh.
  ['timeout-received', 10],
  // The request never arrived: Kosh cannot tell it from the one above.
  ['timeout-lost', 5],
  ['error-received', 4],
  ['refused', 4],
  ['unreachable', 4],
] as const;

/**
 * The recharge/BBPS aggregator, in process and seeded: each payment's fate (success, failure,
 * pending, a lost answer, a lost request, a 5xx after recording it, a refusal, no route) is drawn
 * from the simulation's random source; a pending one settles later in virtual time and calls
 * back — if the callback is not lost. The same client reference is always the same payment.
 */
export class FakeAggregator implements RechargeProvider {
  readonly payments = new Map<string, AggregatorPayment>();
  /** The payments still pending, in the order they came. */
  private readonly pending = new Set<AggregatorPayment>();
  private serial = 0;
  readonly callbackSignature: RechargeProvider['callbackSignature'];
  readonly parseCallback: RechargeProvider['parseCallback'];

  /** Its status callbacks are the aggregator's v1 ones, so that adapter reads them. */
  constructor(
    private readonly rng: Rng,
    private readonly now: () => number,
    private readonly deliveries: Deliveries,
    callbackSecret: string,
  ) {
    const incoming = aggregatorV1Callbacks(callbackSecret);
    this.callbackSignature = incoming.callbackSignature;
    this.parseCallback = incoming.parseCallback;
  }

  async lookup() {
    return { operator: 'JIO', circle: 'MH' };
  }

  async circles() {
    return [{ code: 'MH', name: 'Maharashtra' }];
  }

  async plans() {
    return {};
  }

  /** A bill for every service number, its amount fixed by the number. */
  async fetchBill(input: { serviceNumber: string }): Promise<ProviderBill> {
    let hash = 7;
    for (const ch of input.serviceNumber) hash = (hash * 31 + ch.charCodeAt(0)) % 290_000;
    return {
      customerName: 'Sim Customer',
      amountPaise: 100_00n + BigInt(hash),
      billNumber: `BILL-${input.serviceNumber}`,
      billDate: '2026-11-01',
      dueDate: '2026-11-16',
    };
  }

  async pay(input: { clientRef: string; amountPaise: bigint }): Promise<ProviderPayment> {
    const existing = this.payments.get(input.clientRef);
    if (existing) return this.answer(existing);
    const behaviour = this.rng.weighted(BEHAVIOURS);
    if (behaviour === 'refused') throw new ProviderError('operator refused', 400);
    if (behaviour === 'unreachable') {
      throw new ProviderError('aggregator unreachable', undefined, 'UNREACHABLE');
    }
    if (behaviour === 'timeout-lost') throw new ProviderTimeoutError();
    this.serial += 1;
    const payment: AggregatorPayment = {
      clientRef: input.clientRef,
      providerRef: `AGGSIM${this.serial}`,
      status: behaviour === 'success' ? 'SUCCESS' : behaviour === 'failure' ? 'FAILURE' : 'PENDING',
      amountPaise: input.amountPaise,
      settlesAt: null,
    };
    if (payment.status === 'PENDING') {
      payment.settlesAt = this.now() + this.rng.int(5, 30 * 60) * 1000;
      this.pending.add(payment);
    }
    this.payments.set(input.clientRef, payment);
    if (behaviour === 'timeout-received') throw new ProviderTimeoutError();
    if (behaviour === 'error-received') throw new ProviderError('aggregator error', 502);
    return this.answer(payment);
  }

  async status(clientRef: string): Promise<ProviderPayment | null> {
    if (this.rng.chance(0.05)) throw new ProviderError('status unavailable', 503);
    const payment = this.payments.get(clientRef);
    return payment ? this.answer(payment) : null;
  }

  /** Pending payments whose time has come settle (mostly successfully) and call back. */
  settleDue() {
    for (const payment of this.pending) {
      if (payment.settlesAt !== null && payment.settlesAt <= this.now()) this.settle(payment);
    }
  }

  /** Every payment still pending settles now (the end of a run). */
  settleAll() {
    for (const payment of this.payments.values())
      if (payment.settlesAt !== null) this.settle(payment);
  }

  private settle(payment: AggregatorPayment) {
    payment.settlesAt = null;
    this.pending.delete(payment);
    payment.status = this.rng.chance(0.8) ? 'SUCCESS' : 'FAILURE';
    // One callback in ten never arrives: the poller has to find out.
    if (this.rng.chance(0.9)) this.deliveries.callback(this.answer(payment));
  }

  truth(): Map<string, ProviderStatus> {
    return new Map([...this.payments].map(([ref, p]) => [ref, p.status]));
  }

  private answer(payment: AggregatorPayment): ProviderPayment {
    return {
      clientRef: payment.clientRef,
      providerRef: payment.providerRef,
      status: payment.status,
      operatorRef: payment.status === 'SUCCESS' ? `OP${payment.providerRef}` : null,
      message: payment.status === 'FAILURE' ? 'Recharge failed at the operator.' : '',
    };
  }
}
