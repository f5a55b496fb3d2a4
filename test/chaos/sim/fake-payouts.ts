import { createRazorpayXPayouts } from '@kosh/api/providers/payouts/razorpayx/razorpayx.payouts';
import {
  PayoutsError,
  PayoutTimeoutError,
  type PayoutMode,
  type PayoutStatus,
  type PayoutsProvider,
  type ProviderPayout,
} from '@kosh/api/providers/payouts/payouts.port';
import type { Rng } from '../rng';
import type { Deliveries } from './deliveries';

interface BankPayout extends ProviderPayout {
  reference: string;
  /** The bank's final word, decided when the payout is made; given when `settlesAt` comes. */
  fate: 'processed' | 'failed' | 'rejected' | 'reversed';
  settlesAt: number | null;
  /** A processed payout the bank will reverse at this time. */
  reversesAt: number | null;
}

/** How the provider treats a payout it is sent: the seed decides, as the bank network would. */
const BEHAVIOURS = [
  ['processed', 40],
  ['failed', 8],
  ['rejected', 6],
  ['reversed', 8],
  // The answer is lost on the way back: the payout exists, its fate unknown to Kosh.
  ['timeout-received', 8],
  // The request never arrived: Kosh cannot tell it from the one above.
  ['timeout-lost', 5],
  ['error-received', 4],
  ['unreachable', 4],
] as const;

/**
 * The payouts provider (RazorpayX's API), in process and seeded: each payout's fate — processed,
 * failed or rejected at the bank, reversed after it was processed, a lost answer, a lost request,
 * a 5xx after recording it, no route — is drawn from the simulation's random source; it moves
 * through queued → processing → its fate in virtual time, with a signed webhook at each change
 * (some lost). One reference is always one payout: that is what the idempotency key promises.
 */
export class FakePayouts implements PayoutsProvider {
  private readonly payouts = new Map<string, BankPayout>();
  private readonly byReference = new Map<string, BankPayout>();
  private serial = 0;
  readonly webhookSignature: PayoutsProvider['webhookSignature'];
  readonly parseWebhook: PayoutsProvider['parseWebhook'];

  /** Its webhooks are RazorpayX's, so that adapter reads them. */
  constructor(
    private readonly rng: Rng,
    private readonly now: () => number,
    private readonly deliveries: Deliveries,
    config: Parameters<typeof createRazorpayXPayouts>[0],
  ) {
    const adapter = createRazorpayXPayouts(config);
    this.webhookSignature = adapter.webhookSignature;
    this.parseWebhook = adapter.parseWebhook;
  }

  async registerAccount(input: { reference: string }) {
    if (this.rng.chance(0.03)) throw new PayoutsError('payouts unreachable');
    return { accountId: `fa_sim_${input.reference.slice(0, 8)}` };
  }

  async createPayout(input: {
    reference: string;
    accountId: string;
    amountPaise: bigint;
    mode: PayoutMode;
  }): Promise<ProviderPayout> {
    const existing = this.byReference.get(input.reference);
    if (existing) {
      if (existing.amountPaise !== input.amountPaise) {
        throw new PayoutsError('This idempotency key was used with another request.', 400);
      }
      return this.answer(existing);
    }
    const behaviour = this.rng.weighted(BEHAVIOURS);
    if (behaviour === 'unreachable') throw new PayoutsError('payouts unreachable');
    if (behaviour === 'timeout-lost') throw new PayoutTimeoutError();
    this.serial += 1;
    const fates = ['processed', 'failed', 'rejected', 'reversed'] as const;
    const payout: BankPayout = {
      id: `pout_sim${this.serial}`,
      reference: input.reference,
      amountPaise: input.amountPaise,
      mode: input.mode,
      status: 'queued',
      utr: null,
      failureReason: null,
      fate: fates.find((f) => f === behaviour) ?? this.rng.pick(fates),
      settlesAt: this.now() + this.rng.int(2, 20 * 60) * 1000,
      reversesAt: null,
    };
    this.payouts.set(payout.id, payout);
    this.byReference.set(payout.reference, payout);
    this.announce(payout);
    if (behaviour === 'timeout-received') throw new PayoutTimeoutError();
    if (behaviour === 'error-received') throw new PayoutsError('payouts error', 502);
    return this.answer(payout);
  }

  async fetchPayout(id: string) {
    if (this.rng.chance(0.05)) throw new PayoutsError('payouts unavailable', 503);
    const payout = this.payouts.get(id);
    return payout ? this.answer(payout) : null;
  }

  async findByReference(reference: string) {
    if (this.rng.chance(0.05)) throw new PayoutsError('payouts unavailable', 503);
    const payout = this.byReference.get(reference);
    return payout ? [this.answer(payout)] : [];
  }

  /** Payouts whose time has come take their next step (and announce it). */
  settleDue() {
    for (const payout of this.payouts.values()) this.step(payout, false);
  }

  /** Every payout reaches its fate now, reversals included (the end of a run). */
  settleAll() {
    for (const payout of this.payouts.values()) {
      this.step(payout, true);
      this.step(payout, true);
    }
  }

  /** What the provider says each of Kosh's payouts came to, by Kosh's reference. */
  truth(): Map<string, { status: PayoutStatus; amountPaise: bigint }> {
    return new Map(
      [...this.byReference].map(([ref, p]) => [
        ref,
        { status: p.status, amountPaise: p.amountPaise },
      ]),
    );
  }

  private step(payout: BankPayout, now: boolean) {
    const due = (at: number | null) => at !== null && (now || at <= this.now());
    if (due(payout.settlesAt)) {
      payout.settlesAt = null;
      payout.status = payout.fate === 'reversed' ? 'processed' : payout.fate;
      if (payout.status === 'processed')
        payout.utr = `KOSHSIM${String(this.serial).padStart(9, '0')}`;
      else payout.failureReason = `The bank ${payout.status} it (simulated).`;
      if (payout.fate === 'reversed') payout.reversesAt = this.now() + this.rng.int(1, 60) * 60_000;
      this.announce(payout);
    } else if (due(payout.reversesAt)) {
      payout.reversesAt = null;
      payout.status = 'reversed';
      payout.failureReason = 'The beneficiary bank returned it (simulated).';
      this.announce(payout);
    }
  }

  /** A status webhook — one in ten never arrives: reconciliation has to find out. */
  private announce(payout: BankPayout) {
    if (this.rng.chance(0.9)) this.deliveries.payoutWebhook(this.wire(payout));
  }

  private answer(payout: BankPayout): ProviderPayout {
    const { id, reference, amountPaise, mode, status, utr, failureReason } = payout;
    return { id, reference, amountPaise, mode, status, utr, failureReason };
  }

  /** The payout as RazorpayX's webhook carries it. */
  private wire(payout: BankPayout) {
    return {
      id: payout.id,
      entity: 'payout',
      amount: Number(payout.amountPaise),
      mode: payout.mode,
      status: payout.status,
      utr: payout.utr,
      reference_id: payout.reference,
      failure_reason: payout.failureReason,
    };
  }
}
